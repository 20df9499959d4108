import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEMO_MODE_CONFIG } from '@exchange/api';
import { Button } from '@exchange/design-system';
import { useAppServices } from '../app-services.tsx';
import { configUrl } from '../config/site-config.ts';
import { useSiteConfig } from '../config/use-site-config.ts';
import { demoCodeQuery } from './demo-mailbox.query.ts';
import styles from './account-fields.module.css';

/** Where the notice stands: before a send, looking the code up, showing it, or pointing away. */
type DemoNoticeState = 'waiting' | 'loading' | 'code' | 'missing';

export interface DemoCodeNoticeProps {
  /** The address the code went to (trimmed). */
  email: string;
  /** The resend time of the last send, null before the first: each send looks again. */
  sentAt: number | null;
  /** Fill the code field with the code shown. */
  onUseCode: (code: string) => void;
}

/** Whether the server runs in demo mode (its config carries `demo_mode`). */
export function useDemoMode(): boolean {
  const { config } = useSiteConfig();
  return config.get(DEMO_MODE_CONFIG.keywords)?.content === '1';
}

/**
 * On a demo server (the config's `demo_mode`), says that no e-mail goes out and shows the code
 * the demo mailbox got, with a link to the mailbox; renders nothing on a real server (issue 15,
 * item 3: a new user was told a code was e-mailed and could not find it).
 */
export function DemoCodeNotice({ email, sentAt, onUseCode }: DemoCodeNoticeProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const { config } = useSiteConfig();
  const demo = useDemoMode();
  const code = useQuery({
    ...demoCodeQuery(api, email, sentAt ?? 0),
    enabled: demo && sentAt !== null,
  });
  if (!demo) return null;

  const shown = code.data ?? null;
  const state: DemoNoticeState =
    sentAt === null ? 'waiting' : code.isPending ? 'loading' : shown === null ? 'missing' : 'code';
  const mailbox = `${configUrl(config, DEMO_MODE_CONFIG.keywords) ?? DEMO_MODE_CONFIG.content_url}?email=${encodeURIComponent(email)}`;
  const link = (
    <a className={styles.link} href={mailbox} target="_blank" rel="noreferrer">
      <Trans>Open the demo mailbox</Trans>
    </a>
  );

  let body: ReactNode;
  switch (state) {
    case 'waiting':
      body = (
        <p>
          <Trans>Demo mode: no e-mail is sent. Press Send code and your code appears here.</Trans>
        </p>
      );
      break;
    case 'loading':
      body = (
        <p>
          <Trans>Demo mode: looking up your code in the demo mailbox…</Trans>
        </p>
      );
      break;
    case 'code':
      body = (
        <>
          <p>
            <Trans>
              Demo mode: no e-mail was sent. Your code is{' '}
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
            {link}
          </div>
        </>
      );
      break;
    case 'missing':
      body = (
        <>
          <p>
            <Trans>Demo mode: no e-mail was sent. Your code is in the demo mailbox.</Trans>
          </p>
          {link}
        </>
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
