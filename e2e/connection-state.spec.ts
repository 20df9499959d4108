import { expect, test, type WebSocketRoute } from '@playwright/test';
import { register } from './demo-user.ts';

// Issue 15, item 4: an outage is visible on the trading page. The page's socket is cut through
// Playwright's WebSocket routing (deterministic: no server to kill), so it reconnects into a
// closed door until it gives up; then the door opens and Retry brings the feed back.

test('a lost socket shows reconnecting then offline with stale prices, and Retry brings it back live', async ({
  page,
}) => {
  // Five reconnect attempts wait 2.0 + 2.2 + 2.42 + 2.66 + 2.93 s before the socket gives up.
  test.setTimeout(90_000);
  let down = false;
  const connected: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/ws(\?.*)?$/, (ws) => {
    if (down) {
      // The server is unreachable: every new connection is dropped at once.
      void ws.close();
      return;
    }
    ws.connectToServer();
    connected.push(ws);
  });

  await register(page, `outage-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.goto('/spot-trade?symbol=BTCUSDT');
  const header = page.getByRole('region', { name: 'BTC/USDT market' });
  const status = header.getByRole('status');
  const stats = header.locator('dl');
  const book = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Order book' }) });
  const tape = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Recent trades' }) });
  await expect(status).toHaveText('Live', { timeout: 20_000 });
  await expect(stats).not.toHaveAttribute('data-stale');
  await expect(book).not.toHaveAttribute('data-stale');

  down = true;
  for (const ws of connected.splice(0)) await ws.close();

  await expect(status).toHaveText(/^Reconnecting \(attempt [1-5] of 5\)$/);
  await expect(header.getByText(/^Last update \d\d:\d\d:\d\d$/)).toBeVisible();
  await expect(stats).toHaveAttribute('data-stale', '');
  await expect(book).toHaveAttribute('data-stale', '');
  await expect(tape).toHaveAttribute('data-stale', '');
  await expect(header.getByText('Prices may be out of date.')).toBeAttached();

  // The socket gives up: offline, with a Retry.
  await expect(status).toHaveText('Disconnected', { timeout: 30_000 });
  await expect(stats).toHaveAttribute('data-stale', '');
  const retry = header.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  down = false;
  await retry.click();
  await expect(status).toHaveText('Live', { timeout: 20_000 });
  await expect(retry).toBeHidden();
  await expect(stats).not.toHaveAttribute('data-stale');
  await expect(book).not.toHaveAttribute('data-stale');
  await expect(tape).not.toHaveAttribute('data-stale');
  await expect(header.getByText('Prices may be out of date.')).not.toBeAttached();
});
