import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_CHAT_LENGTH, type C2cOrder } from '@exchange/api';
import { Button, Field, formatTime, Spinner } from '@exchange/design-system';
import { useC2cMessages, useC2cSendMessage } from '../../../queries/c2c.query.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import {
  NO_REFUSAL,
  refusalOfError,
  type OrderRefusal,
} from '../../contract-trade/order-form/order-refusal.ts';
import { useC2cLabels } from '../use-c2c-labels.ts';
import styles from '../c2c-page.module.css';

/** Whether a chat order still takes messages: finished orders keep their chat read-only. */
function chatOpen(order: C2cOrder): boolean {
  return order.status !== 'completed' && order.status !== 'cancelled';
}

/**
 * The order's chat with the counterparty: every message as plain text (React escapes it: never
 * HTML), system messages as translated sentences, the newest in view; live over the socket,
 * caught up after a reconnect. The input counts down to 1,000 characters.
 */
export function OrderChat({ order }: { order: C2cOrder }) {
  const { t, i18n } = useLingui();
  const labels = useC2cLabels();
  const timeOptions = useDateTimeOptions();
  const messages = useC2cMessages(order.id);
  const send = useC2cSendMessage(order.id);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const listRef = useRef<HTMLOListElement>(null);
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list !== null && count > 0) list.scrollTop = list.scrollHeight;
  }, [count]);
  const trimmed = text.trim();
  const over = text.length > MAX_CHAT_LENGTH;

  const submit = () => {
    if (trimmed === '' || over || send.isPending) return;
    setRefusal(NO_REFUSAL);
    send.mutateAsync(trimmed).then(
      () => {
        setText('');
      },
      (error: unknown) => {
        setRefusal(refusalOfError(error, i18n, ['text']));
      },
    );
  };

  return (
    <section className={styles.panel} aria-labelledby="c2c-chat-title">
      <h2 id="c2c-chat-title" className={styles.subtitle}>
        {t`Chat with ${order.counterparty.nickname}`}
      </h2>
      {messages.isPending ? (
        <Spinner label={t`Loading messages`} />
      ) : messages.isError ? (
        <p role="alert" className={styles.error}>
          {t`The messages could not be loaded.`}
        </p>
      ) : (
        <ol
          ref={listRef}
          className={styles.messages}
          aria-label={t`Messages`}
          aria-live="polite"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          {messages.data.map((message) => (
            <li key={message.id} className={styles.message} data-from={message.from}>
              {message.from === 'system' ? null : (
                <span className={styles.muted}>
                  {message.from === 'me' ? t`You` : order.counterparty.nickname}
                  {' · '}
                  {formatTime(message.created_at, timeOptions)}
                </span>
              )}
              <div>{labels.message(message)}</div>
            </li>
          ))}
        </ol>
      )}
      {chatOpen(order) ? (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Field
            label={t`Message`}
            error={
              refusal.fields.text ??
              refusal.form ??
              (over ? t`At most ${String(MAX_CHAT_LENGTH)} characters.` : undefined)
            }
          >
            {(control) => (
              <textarea
                {...control}
                className={styles.textarea}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey) {
                    event.preventDefault();
                    submit();
                  }
                }}
              />
            )}
          </Field>
          <div className={styles.detail}>
            <span className={styles.counter} data-over={over}>
              {`${String(text.length)} / ${String(MAX_CHAT_LENGTH)}`}
            </span>
            <Button type="submit" size="sm" loading={send.isPending} disabled={trimmed === ''}>
              <Trans>Send</Trans>
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
