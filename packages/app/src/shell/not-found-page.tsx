import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import styles from './page.module.css';

/** Any unknown path (SPEC.md section 2): a translated 404 title and a way back home. */
export function NotFoundPage() {
  return (
    <main className={`${styles.page} ${styles.centered}`}>
      <h1 className={styles.title}>
        <Trans>404: page not found</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/" className={styles.buttonLink}>
        <Trans>Back to home</Trans>
      </Link>
    </main>
  );
}
