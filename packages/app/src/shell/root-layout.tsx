import type { ReactNode } from 'react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useAuth } from '../app-services.tsx';
import { DEFAULT_BRAND, configText, configUrl, type SiteConfig } from '../config/site-config.ts';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { isChromelessPath, isTradePath } from './nav-entries.ts';
import styles from './root-layout.module.css';

export interface RootLayoutProps {
  config: SiteConfig;
  userMenus?: ReactNode;
  settings?: ReactNode;
  networkStatus?: ReactNode;
  /** Modals and alerts that float over every page (session notice, version alert). */
  overlays?: ReactNode;
}

/**
 * Header, page and footer; no header or footer on the sign-in pages (SPEC.md section 2). The
 * footer sits at the bottom of the window on a page shorter than it.
 */
export function RootLayout({
  config,
  userMenus,
  settings,
  networkStatus,
  overlays,
}: RootLayoutProps) {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const siteName = configText(config, 'website_name', DEFAULT_BRAND);
  const chromeless = isChromelessPath(pathname);
  return (
    <div className={styles.shell}>
      {chromeless ? null : (
        <Header
          siteName={siteName}
          logoUrl={configUrl(config, 'website_pc_logo') ?? undefined}
          userMenus={userMenus}
          settings={settings}
        />
      )}
      <div className={styles.content}>
        <Outlet />
      </div>
      {chromeless ? null : (
        <Footer
          variant={isTradePath(pathname) ? 'trade' : 'bar'}
          config={config}
          siteName={siteName}
          userId={user?.id ?? null}
          networkStatus={networkStatus}
        />
      )}
      {overlays}
    </div>
  );
}
