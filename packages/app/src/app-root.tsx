import { useCallback, useState, type ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { AnyActorLogic } from 'xstate';
import type { NotifyData } from '@exchange/api/socket';
import { ThemeProvider, ToastProvider } from '@exchange/design-system';
import type { SocketFactory } from '@exchange/machines';
import { AppServicesProvider, useAppServices, useAuth } from './app-services.tsx';
import type { App } from './create-app.ts';
import { LiveProvider } from './live/live-context.tsx';

export interface LiveDeps {
  createSocket: SocketFactory;
  probe: AnyActorLogic;
}

function LiveRoot({ live, children }: { live: LiveDeps; children: ReactNode }) {
  const { session } = useAppServices();
  const { user } = useAuth();
  const onNotify = useCallback(
    (data: NotifyData) => {
      session.send({ type: 'session.notify', data });
    },
    [session],
  );
  return (
    <LiveProvider
      createSocket={live.createSocket}
      probe={live.probe}
      userId={user?.id ?? null}
      onNotify={onNotify}
    >
      {children}
    </LiveProvider>
  );
}

/** Theme (the `dark` key, dark by default) and the toast region, both from the design system. */
function Chrome({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { storage, toaster } = useAppServices();
  const [themeStorage] = useState(() => ({ getItem: storage.get, setItem: storage.set }));
  return (
    <ThemeProvider storage={themeStorage}>
      <ToastProvider toaster={toaster} label={t`Notifications`}>
        {children}
      </ToastProvider>
    </ThemeProvider>
  );
}

/** The whole app: providers around the router. main.tsx renders it; so do the app's stories. */
export function AppRoot({ app, live }: { app: App; live: LiveDeps }) {
  return (
    <I18nProvider i18n={app.i18n}>
      <QueryClientProvider client={app.queryClient}>
        <AppServicesProvider services={app.services}>
          <Chrome>
            <LiveRoot live={live}>
              <RouterProvider router={app.router} />
            </LiveRoot>
          </Chrome>
        </AppServicesProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
