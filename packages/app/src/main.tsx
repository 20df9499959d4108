import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isLocale } from '@exchange/machines';
// Without the CJK families' @font-face rules (~90 kB gzip): each loads with its locale
// (i18n/cjk-faces.ts).
import '@exchange/design-system/styles-without-cjk.css';
import { AppRoot } from './app-root.tsx';
import { createApp } from './create-app.ts';
import { deviceId, profileSalt, readBrowserTraits } from './device/device-id.ts';
import { browserSocketFactory, socketUrl } from './live/browser-socket.ts';
import { healthProbe } from './live/network-probe.ts';
import { redirectMobile } from './mobile/mobile-redirect.ts';
import { createSafeStorage } from './storage/safe-storage.ts';
import { STORAGE_KEYS } from './storage/storage-keys.ts';

async function boot() {
  // Before anything else: a phone goes to the mobile site (throws "Going to mobile site").
  redirectMobile(navigator.userAgent, import.meta.env.VITE_MOBILE_URL, window.location);

  const root = document.getElementById('root');
  if (!root) throw new Error('The #root element is missing from index.html');

  const storage = createSafeStorage(window.localStorage, (error) => {
    // SPEC.md section 8: persisted-state failures are logged in debug mode only.
    if (import.meta.env.DEV) console.debug('Storage failed', error);
  });
  const app = createApp({
    storage,
    deviceId: await deviceId(readBrowserTraits(profileSalt(storage))),
    baseUrl: '',
    reload: () => {
      window.location.reload();
    },
  });
  // SPEC.md section 4: Traditional Chinese is loaded before anything is resolved; a stored
  // choice is known at once. The site default is applied by the shell once config arrives. Without
  // a stored choice zh-TW is a placeholder, mostly replaced once config names the site default: its
  // CJK face (~44 kB gzip of @font-face rules) loads only if the page settles on zh-TW (issue 25).
  const stored = storage.get(STORAGE_KEYS.locale);
  if (isLocale(stored)) await app.services.activateLocale(stored);
  else await app.services.activateLocale('zh-TW', { faces: false });

  createRoot(root).render(
    <StrictMode>
      <AppRoot
        app={app}
        live={{
          createSocket: browserSocketFactory(
            socketUrl(window.location),
            () => app.services.auth.getSnapshot().token,
          ),
          probe: healthProbe('/health'),
        }}
      />
    </StrictMode>,
  );
}

void boot();
