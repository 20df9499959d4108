import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import Big from 'big.js';
import { Button, Field, NumericInput, Switch, TextInput } from '@exchange/design-system';
import {
  NO_REFUSAL,
  refusalOfError,
  type OrderRefusal,
} from '../../contract-trade/order-form/order-refusal.ts';
import { useCopyApply } from '../shared/copy-trade.query.ts';
import styles from './apply-page.module.css';

/** The wire's bounds (api copy-trade.ts applyLeaderBodySchema): a rate of 0 to 30 %. */
export const MAX_PROFIT_SHARE_PERCENT = 30;
const NICKNAME_MIN = 2;
const NICKNAME_MAX = 32;
const BIO_MAX = 500;
const DECIMAL = /^\d+(\.\d+)?$/;
const SHOWN_FIELDS = ['nickname', 'bio', 'profit_share_rate', 'show_positions'];

type Problem = 'nickname' | 'bio' | 'profit_share_rate';

/** The first field the form would refuse, checked as the server checks it. */
function problemOf(nickname: string, bio: string, percent: string): Problem | null {
  const name = nickname.trim();
  if (name.length < NICKNAME_MIN || name.length > NICKNAME_MAX) return 'nickname';
  if (bio.trim().length > BIO_MAX) return 'bio';
  if (!DECIMAL.test(percent) || new Big(percent).gt(MAX_PROFIT_SHARE_PERCENT))
    return 'profit_share_rate';
  return null;
}

/** Props of {@link ApplyForm}. */
export interface ApplyFormProps {
  /** Why the caller may not apply yet (a requirement is unmet), or null. */
  blockedReason: string | null;
}

/**
 * The application: a nickname, a bio, the share of followers' profit asked (0–30 %, 10 % by
 * default) and whether followers see position sizes. The server's field errors go under their
 * field; a refusal naming a requirement goes under the form.
 */
export function ApplyForm({ blockedReason }: ApplyFormProps) {
  const { t, i18n } = useLingui();
  const apply = useCopyApply();
  const [nickname, setNickname] = useState('');
  const [bio, setBio] = useState('');
  const [percent, setPercent] = useState('10');
  const [showPositions, setShowPositions] = useState(true);
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const problem = problemOf(nickname, bio, percent);

  const clientError = (field: Problem): string | undefined => {
    if (!attempted || problem !== field) return undefined;
    switch (field) {
      case 'nickname':
        return t`Between ${String(NICKNAME_MIN)} and ${String(NICKNAME_MAX)} characters.`;
      case 'bio':
        return t`At most ${String(BIO_MAX)} characters.`;
      case 'profit_share_rate':
        return t`Between 0 and ${String(MAX_PROFIT_SHARE_PERCENT)} %.`;
      default:
        return field satisfies never;
    }
  };
  const errorOf = (field: Problem) => refusal.fields[field] ?? clientError(field);
  const edited = () => {
    setRefusal(NO_REFUSAL);
  };

  return (
    <form
      className={styles.form}
      aria-label={t`Application`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        setRefusal(NO_REFUSAL);
        if (problem !== null || blockedReason !== null) return;
        apply
          .mutateAsync({
            nickname: nickname.trim(),
            bio: bio.trim(),
            profit_share_rate: new Big(percent).div(100).toFixed(),
            show_positions: showPositions,
          })
          .catch((error: unknown) => {
            setRefusal(refusalOfError(error, i18n, SHOWN_FIELDS));
          });
      }}
    >
      <TextInput
        label={t`Nickname`}
        value={nickname}
        maxLength={NICKNAME_MAX}
        autoComplete="nickname"
        error={errorOf('nickname')}
        onChange={(event) => {
          setNickname(event.target.value);
          edited();
        }}
      />
      <Field label={t`About your trading`} error={errorOf('bio')} hint={t`Optional`}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            maxLength={BIO_MAX}
            value={bio}
            onChange={(event) => {
              setBio(event.target.value);
              edited();
            }}
          />
        )}
      </Field>
      <Field
        label={t`Profit share`}
        error={errorOf('profit_share_rate')}
        hint={t`The share of your followers' profit you receive, 0 to ${String(MAX_PROFIT_SHARE_PERCENT)} %.`}
      >
        {(control) => (
          <NumericInput
            {...control}
            precision={2}
            value={percent}
            suffix="%"
            onChange={(value) => {
              setPercent(value);
              edited();
            }}
          />
        )}
      </Field>
      <Switch
        label={t`Show my position sizes to followers and visitors`}
        checked={showPositions}
        onCheckedChange={(checked) => {
          setShowPositions(checked);
          edited();
        }}
      />
      {refusal.form === null ? null : (
        <p className={styles.error} role="alert">
          {refusal.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={blockedReason !== null}
          loading={apply.isPending}
          aria-describedby={blockedReason === null ? undefined : 'copy-apply-blocked'}
        >
          {t`Apply to lead`}
        </Button>
        {blockedReason === null ? null : (
          <p id="copy-apply-blocked" className={styles.note}>
            {blockedReason}
          </p>
        )}
      </div>
    </form>
  );
}
