import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumEnv, chromiumPath } from './scripts/chromium.ts';
import { freePortSync } from './scripts/free-port.ts';

// Workers re-read this file: pick the port once, in the runner, and hand it down through env.
process.env.E2E_PORT ??= String(freePortSync());
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `exchange-e2e-${process.env.E2E_PORT}`);
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  use: {
    baseURL,
    browserName: 'chromium',
    // The machine's fonts are hidden (chromiumEnv): pages draw text with the fonts the app ships.
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs, env: chromiumEnv() },
    trace: 'retain-on-failure',
  },
  webServer: {
    // The real reference server with a fresh store, serving the built app on one port.
    command: 'node scripts/serve.mjs',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: path.join(process.env.E2E_DATA_DIR, 'exchange.sqlite'),
      DEMO: '1',
      FRESH_DATA: '1',
      // The demo chain, fast enough for a journey (e2e/assets-funding.spec.ts): a block every
      // 500 ms (a 20-confirmation deposit is credited in ~10 s, slower than the recharge page's
      // 3-s poll, so "Confirming n/m" is seen); a withdrawal stays pending (cancellable) for 5 s,
      // then completes a block or two later; none fails.
      DEMO_BLOCK_MS: '500',
      DEMO_WITHDRAWAL_PICKUP_MS: '5000',
      DEMO_WITHDRAWAL_FAIL_SHARE: '0',
      // Two withdrawals in one journey need two e-mail codes: 3 s between them, not a minute.
      EMAIL_CODE_RESEND_MS: '3000',
      // The demo reviewer decides identity levels and authenticator resets 2 s after they are
      // sent (e2e/identity-settings.spec.ts), not 30 s.
      DEMO_REVIEW_MS: '2000',
      // Contract funding every 15 s, not 8 h (e2e/contract-trade.spec.ts: a position opened in
      // the journey is paid within one interval).
      CONTRACT_FUNDING_INTERVAL_MS: '15000',
      // Fixed-time options of 10 s at 80 % beside the usual ones (e2e/option-trade.spec.ts: an
      // option opened in the journey settles within the test).
      OPTION_TIMES: '10:0.8,60:0.82,180:0.85,300:0.88',
      // An earn day of 5 s, not 24 h (e2e/earn.spec.ts: interest is booked within the journey
      // and a 7-day locked product matures in 35 s).
      EARN_DAY_MS: '5000',
      // C2C pay windows at 2 % (e2e/c2c.spec.ts): an ad's 60 minutes are 72 s, enough for a
      // chat and a payment; a demo merchant's 15 minutes are 18 s, for the timeout journey.
      C2C_PAY_WINDOW_SCALE: '0.02',
    },
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
