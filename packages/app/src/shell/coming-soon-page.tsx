import type { MessageDescriptor } from '@lingui/core';
import { Link, useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import styles from './page.module.css';

/**
 * The honest placeholder of a route a later issue fills in: it says the page is not built yet
 * and shows no invented data.
 */
export function ComingSoonPage({ section }: { section: MessageDescriptor }) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  return (
    <main className={`${styles.page} ${styles.centered}`}>
      <h1 className={styles.title}>{t(section)}</h1>
      <p className={styles.muted}>
        <Trans>This page is coming soon.</Trans>
      </p>
      <p className={styles.path}>{pathname}</p>
      <Link to="/" className={styles.buttonLink}>
        <Trans>Back to home</Trans>
      </Link>
    </main>
  );
}
