import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import styles from './security.module.css';

export interface SecurityFrameProps {
  title: string;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** `data-state` of the page, for tests and styles: loading, error, form, done… */
  state: string;
  /** Show the link back to /account/security (every page under it; not the centre itself). */
  back?: boolean;
  children: ReactNode;
}

/**
 * The frame of the security centre's pages (SPEC.md section 2, /account/security and its
 * children): the link back to the centre, the title, a lead, then the page's cards.
 *
 * @example <SecurityFrame title={t`Change password`} state="form" back>…</SecurityFrame>
 */
export function SecurityFrame({ title, lead, state, back = true, children }: SecurityFrameProps) {
  return (
    <main className={styles.page} data-state={state}>
      <div className={styles.head}>
        {back ? (
          <Link to="/account/security" className={styles.back}>
            <Trans>Back to security</Trans>
          </Link>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {lead === undefined ? null : <p className={styles.lead}>{lead}</p>}
      </div>
      {children}
    </main>
  );
}
