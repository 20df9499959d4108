import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import styles from './auth-layout.module.css';

/** The sign-in pages' frame: they have no header or footer (SPEC.md section 2). */
export function AuthLayout({
  title,
  siteName,
  children,
}: {
  title: ReactNode;
  siteName: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <main className={styles.layout}>
      <Link to="/" className={styles.brand} aria-label={t`${siteName} home`}>
        {siteName}
      </Link>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
