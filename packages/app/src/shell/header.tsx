import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useTheme } from '@exchange/design-system';
import { useAuth } from '../app-services.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import { visibleNavEntries } from './nav-entries.ts';
import { NAV_LABELS } from './nav-labels.ts';
import styles from './header.module.css';

export interface HeaderProps {
  /** Site name for the logo (website_name); the brand fallback otherwise. */
  siteName: string;
  /** website_pc_logo, when configured. */
  logoUrl?: string | undefined;
  /** The wallet and avatar menus and the settings popover, rendered by the caller. */
  userMenus?: ReactNode;
  settings?: ReactNode;
}

/**
 * The site header (SPEC.md section 2): logo, the main navigation, Login/Register for visitors
 * or the user's menus, and the settings popover.
 */
export function Header({ siteName, logoUrl, userMenus, settings }: HeaderProps) {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { theme } = useTheme();
  const scrolled = useScrolledPast(10);
  const style = theme === 'light' && scrolled ? 'light' : 'dark';

  const onLogoClick = (event: MouseEvent) => {
    // Clicking the logo goes home unless already there (SPEC.md section 2).
    if (pathname === '/') event.preventDefault();
  };

  return (
    <header className={styles.header} data-style={style}>
      <Link to="/" className={styles.logo} onClick={onLogoClick} aria-label={t`${siteName} home`}>
        {logoUrl ? <img src={logoUrl} alt="" /> : null}
        <span className={styles.logoText}>{siteName}</span>
      </Link>
      <nav className={styles.nav} aria-label={t`Main`}>
        <ul className={styles.navList}>
          {visibleNavEntries(pathname).map((entry) => (
            <li key={entry.to}>
              <Link
                to={entry.to}
                className={styles.navLink}
                activeOptions={{ exact: entry.to === '/' }}
              >
                {t(NAV_LABELS[entry.key])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        {user === null ? (
          <>
            <Link to="/user/login" className={styles.action}>
              <Trans>Log in</Trans>
            </Link>
            <Link to="/user/register" className={`${styles.action} ${styles.primary}`}>
              <Trans>Register</Trans>
            </Link>
          </>
        ) : (
          userMenus
        )}
        {settings}
      </div>
    </header>
  );
}
