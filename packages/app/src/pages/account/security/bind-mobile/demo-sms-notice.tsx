import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@exchange/design-system';
import { useAppServices } from '../../../../app-services.tsx';
import { demoSmsCodeQuery } from './demo-sms.query.ts';
import styles from '../../../../auth-form/account-fields.module.css';

/** Where the notice stands: before a send, looking the code up, showing it, or not found. */
type DemoSmsState = 'waiting' | 'loading' | 'code' | 'missing';

export interface DemoSmsNoticeProps {
  countryCode: string;
  mobile: string;
  /** The resend time of the last send, null before the first: each send looks again. */
  sentAt: number | null;
  onUseCode: (code: string) => void;
}

/**
 * On a demo server no text message goes out: says so and shows the code the demo SMS inbox got,
 * like the demo mailbox notice does for e-mail (auth-form/demo-code-notice.tsx). The caller
 * renders it only on a demo server.
 */
export function DemoSmsNotice({ countryCode, mobile, sentAt, onUseCode }: DemoSmsNoticeProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const code = useQuery({
    ...demoSmsCodeQuery(api, countryCode, mobile, sentAt ?? 0),
    enabled: sentAt !== null,
  });
  const shown = code.data ?? null;
  const state: DemoSmsState =
    sentAt === null ? 'waiting' : code.isPending ? 'loading' : shown === null ? 'missing' : 'code';

  let body: ReactNode;
  switch (state) {
    case 'waiting':
      body = (
        <p>
          <Trans>
            Demo mode: no text message is sent. Press Send code and your code appears here.
          </Trans>
        </p>
      );
      break;
    case 'loading':
      body = (
        <p>
          <Trans>Demo mode: looking up your code in the demo SMS inbox…</Trans>
        </p>
      );
      break;
    case 'code':
      body = (
        <>
          <p>
            <Trans>
              Demo mode: no text message was sent. Your code is{' '}
              <strong className={styles.demoCode}>{shown}</strong>.
            </Trans>
          </p>
          <div className={styles.demoActions}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                if (shown !== null) onUseCode(shown);
              }}
            >
              <Trans>Use this code</Trans>
            </Button>
          </div>
        </>
      );
      break;
    case 'missing':
      body = (
        <p>
          <Trans>
            Demo mode: no text message was sent, and the demo SMS inbox has no code yet.
          </Trans>
        </p>
      );
      break;
    default:
      state satisfies never;
  }

  return (
    <div className={styles.demo} role="status" aria-label={t`Demo mode`} data-state={state}>
      {body}
    </div>
  );
}
