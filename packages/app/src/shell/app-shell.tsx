import { useEffect, useLayoutEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAppServices, useAuth } from '../app-services.tsx';
import { useSiteConfig } from '../config/use-site-config.ts';
import { useNetworkQuality } from '../live/live-context.tsx';
import { contractPairsQuery, optionPairsQuery, spotPairsQuery } from '../queries/pairs.query.ts';
import { userInfoQuery } from '../queries/user-info.query.ts';
import { useApplyPreferences } from '../preferences/use-apply-preferences.ts';
import { versionQuery } from '../queries/version.query.ts';
import { SessionNotice } from '../session/session-notice.tsx';
import { VersionAlertHost } from '../version/version-alert.tsx';
import { HeaderSettings } from './header-settings.tsx';
import { HeaderUserMenus } from './header-user-menus.tsx';
import { NetworkBar } from './network-bar.tsx';
import { RootLayout } from './root-layout.tsx';

/** Start-up queries (SPEC.md section 4): config, version and the three pair lists, polled. */
function useStartupQueries() {
  const { api, versions, auth } = useAppServices();
  const { token } = useAuth();
  useQuery(spotPairsQuery(api));
  useQuery(contractPairsQuery(api));
  useQuery(optionPairsQuery(api));
  const version = useQuery(versionQuery(api));
  const versionNumber = version.data?.version_number;
  useEffect(() => {
    if (versionNumber !== undefined) void versions.check(false);
  }, [versionNumber, versions]);
  // Refresh the stored user (2FA flag, avatar) once per session.
  const user = useQuery({ ...userInfoQuery(api, token ?? ''), enabled: token !== null });
  useEffect(() => {
    if (user.data) auth.setUser(user.data);
  }, [user.data, auth]);
}

function FooterNetworkBar() {
  const { quality, rttMs } = useNetworkQuality();
  return <NetworkBar quality={quality} rttMs={rttMs} />;
}

/** The root route's component: the layout wired to the live app state. */
export function AppShell() {
  const { config, siteName } = useSiteConfig();
  useStartupQueries();
  useApplyPreferences();
  // A layout effect: it runs before every page's passive effects, so a page that titles itself
  // (the spot page: "BTC/USDT · Spot trading | site") sets the last word.
  useLayoutEffect(() => {
    document.title = siteName;
  }, [siteName]);
  return (
    <RootLayout
      config={config}
      userMenus={<HeaderUserMenus config={config} />}
      settings={<HeaderSettings />}
      networkStatus={<FooterNetworkBar />}
      overlays={
        <>
          <SessionNotice />
          <VersionAlertHost />
        </>
      }
    />
  );
}
