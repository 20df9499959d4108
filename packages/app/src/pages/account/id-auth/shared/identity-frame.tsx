import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import styles from './identity.module.css';

export interface IdentityFrameProps {
  title: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** `data-state` of the page, for tests and styles: loading, error, pending, form… */
  state: string;
  /** Show a link back to /account/id-auth (the two level pages). */
  back?: boolean;
  children: ReactNode;
}

/** The frame of the identity verification pages: back link, title, lead, then the cards. */
export function IdentityFrame({ title, lead, state, back = false, children }: IdentityFrameProps) {
  return (
    <main className={styles.page} data-state={state}>
      <div className={styles.head}>
        {back ? (
          <Link to="/account/id-auth" className={styles.back}>
            <Trans>Back to identity verification</Trans>
          </Link>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {lead === undefined ? null : <p className={styles.lead}>{lead}</p>}
      </div>
      {children}
    </main>
  );
}
