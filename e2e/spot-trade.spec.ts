import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { register } from './demo-user.ts';

// The spot trading journeys of issue 8, against the real server (demo mode: new accounts get
// 10,000 USDT and 0.5 BTC; the simulator keeps the BTCUSDT book and tape moving, and the test
// that crosses two traders pauses it through the demo-only POST /demo/simulator).

/** Registers a new demo trader and opens the BTC/USDT trading page. */
async function newTrader(page: Page, name: string): Promise<void> {
  await register(page, `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.goto('/spot-trade?symbol=BTCUSDT');
  await expect(page.getByRole('region', { name: 'BTC/USDT market' })).toBeVisible();
}

const orderForm = (page: Page) => page.getByRole('region', { name: 'Place an order' });
const yourOrders = (page: Page) => page.getByRole('region', { name: 'Your orders' });

/**
 * The number on the form's "Available … COIN" line. Number and unit are joined by a no-break
 * space (design-system `withUnit`), hence `\s`.
 */
async function available(form: Locator, coin: string): Promise<number> {
  const line = form.getByText(new RegExp(`^([\\d,]+(?:\\.\\d+)?)\\s${coin}$`));
  await expect(line).toBeVisible();
  const text = (await line.textContent()) ?? '';
  return Number(text.replace(/,/g, '').replace(new RegExp(`\\s${coin}$`), ''));
}

/** The best bid and ask of BTCUSDT from the public depth snapshot. */
async function bestPrices(page: Page): Promise<{ bid: number; ask: number }> {
  const res = await page.request.get('/spots/depth_aggTrade?symbol=BTCUSDT&limit=1');
  const body = (await res.json()) as {
    data: { bids: [string, string][]; asks: [string, string][] };
  };
  return { bid: Number(body.data.bids[0]?.[0]), ask: Number(body.data.asks[0]?.[0]) };
}

/** Volume and time of the chart's last candle, read through the klinecharts instance. */
async function lastCandle(page: Page): Promise<{ timestamp: number; volume: number } | null> {
  return page.locator('[data-chart-host]').evaluate((host) => {
    const chart = (
      host as HTMLElement & {
        klineChart?: { getDataList: () => { timestamp: number; volume?: number }[] };
      }
    ).klineChart;
    const bar = chart?.getDataList().at(-1);
    return bar ? { timestamp: bar.timestamp, volume: bar.volume ?? 0 } : null;
  });
}

test('a limit buy below market freezes its value, and cancelling it restores the balance', async ({
  page,
}) => {
  await newTrader(page, 'limit');
  const form = orderForm(page);
  await expect.poll(() => available(form, 'USDT')).toBe(10000);

  await form.getByLabel('Price', { exact: true }).fill('30000');
  await form.getByLabel('Amount', { exact: true }).fill('0.01');
  await form.getByRole('button', { name: 'Buy BTC' }).click();

  const open = yourOrders(page).getByRole('table', { name: 'Open orders' });
  const row = open.getByRole('row').filter({ hasText: '30,000.00' });
  await expect(row).toBeVisible();
  // 30,000 × 0.01 = 300 USDT frozen (a maker fee is charged on fills, not on placing).
  await expect.poll(() => available(form, 'USDT')).toBe(9700);

  await row.getByRole('button', { name: /^Cancel/ }).click();
  await expect(row).toHaveCount(0);
  await yourOrders(page).getByRole('tab', { name: 'Order history' }).click();
  const history = yourOrders(page).getByRole('table', { name: 'Order history' });
  await expect(history.getByRole('row').filter({ hasText: '30,000.00' })).toContainText(
    'Cancelled',
  );
  await expect.poll(() => available(form, 'USDT')).toBe(10000);
});

test('a market buy fills: the BTC balance rises, the trade is listed and the last candle moves', async ({
  page,
}) => {
  await newTrader(page, 'market');
  const form = orderForm(page);
  await expect.poll(() => lastCandle(page), { timeout: 20_000 }).not.toBeNull();
  const before = await lastCandle(page);

  await form.getByRole('button', { name: 'Sell', exact: true }).click();
  const btcBefore = await available(form, 'BTC');
  await form.getByRole('button', { name: 'Buy', exact: true }).click();
  await form.getByRole('tab', { name: 'Market' }).click();
  await form.getByLabel('Amount', { exact: true }).fill('0.01');
  await form.getByRole('button', { name: 'Buy BTC' }).click();

  await yourOrders(page).getByRole('tab', { name: 'Trade history' }).click();
  await expect(
    yourOrders(page).getByRole('table', { name: 'Trade history' }).getByRole('row').nth(1),
  ).toContainText('BTC/USDT');
  await form.getByRole('button', { name: 'Sell', exact: true }).click();
  // 0.01 BTC bought, less the taker fee taken in BTC.
  await expect.poll(() => available(form, 'BTC')).toBeGreaterThan(btcBefore + 0.009);
  // The live kline channel moved the chart: more volume on the same candle, or a new candle.
  await expect
    .poll(async () => {
      const now = await lastCandle(page);
      if (!now || !before) return false;
      return now.timestamp > before.timestamp || now.volume > before.volume;
    })
    .toBe(true);
});

test('an order above the balance is refused before anything is sent', async ({ page }) => {
  await newTrader(page, 'broke');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/spots/order')
      posts.push(request.url());
  });
  const form = orderForm(page);
  await expect.poll(() => available(form, 'USDT')).toBe(10000);
  await form.getByLabel('Price', { exact: true }).fill('60000');
  await form.getByLabel('Amount', { exact: true }).fill('1');
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(form.getByText(/Insufficient USDT balance/)).toBeVisible();
  // Give a wrongly sent request time to show up before asserting there was none.
  await page.waitForTimeout(1000);
  expect(posts).toEqual([]);
  await expect(yourOrders(page).getByText('No open orders')).toBeVisible();
});

/** Whether a test paused the simulated market, so afterEach resumes it even after a timeout. */
let simulatorPaused = false;

/**
 * Pause or resume the server's market simulator (demo-only POST /demo/simulator, a form body
 * like every call of the app). Pausing answers once the round in flight has finished, so the
 * book read afterwards stays put until the resume.
 */
async function setSimulator(request: APIRequestContext, running: boolean): Promise<void> {
  const res = await request.post('/demo/simulator', { multipart: { running: String(running) } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: { running: boolean } };
  expect(body.data.running).toBe(running);
  simulatorPaused = !running;
}

test.afterEach(async ({ request }) => {
  // A failed or timed-out test must not leave the market frozen for the tests after it.
  if (simulatorPaused) await setSimulator(request, true);
});

test('two traders cross inside the spread and both see the fill live', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  await newTrader(page, 'maker');
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await newTrader(other, 'taker');

  const makerForm = orderForm(page);
  const takerForm = orderForm(other);
  await makerForm.getByLabel('Amount', { exact: true }).fill('0.001');
  await takerForm.getByRole('button', { name: 'Sell', exact: true }).click();
  await takerForm.getByLabel('Amount', { exact: true }).fill('0.001');

  // Hold the simulated market still (afterEach lets it run again), so nothing but the two
  // traders moves the book between reading it and the cross. One tick above the best bid needs a spread of at least two
  // ticks to stay below every ask; when the paused spread is one tick, let the market run a
  // round and look again.
  let price = '';
  for (let attempt = 1; !price; attempt += 1) {
    await setSimulator(request, false);
    const { bid, ask } = await bestPrices(page);
    if (Math.round((ask - bid) * 100) >= 2) {
      price = (Math.round(bid * 100 + 1) / 100).toFixed(2);
    } else {
      expect(attempt, `spread of ${bid}/${ask} stayed one tick`).toBeLessThan(20);
      await setSimulator(request, true);
      await page.waitForTimeout(1000);
    }
  }
  const shown = price.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

  // The maker's bid rests first (the new best bid, alone at its price)…
  await makerForm.getByLabel('Price', { exact: true }).fill(price);
  await makerForm.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(
    yourOrders(page)
      .getByRole('table', { name: 'Open orders' })
      .getByRole('row')
      .filter({ hasText: shown }),
  ).toBeVisible();
  // …then the taker's sell at that price can only meet it.
  await takerForm.getByLabel('Price', { exact: true }).fill(price);
  await takerForm.getByRole('button', { name: 'Sell BTC' }).click();

  // No reload: the bindUid events refresh both traders' tables.
  for (const [trader, side] of [
    [page, 'Buy'],
    [other, 'Sell'],
  ] as const) {
    await yourOrders(trader).getByRole('tab', { name: 'Trade history' }).click();
    const fill = yourOrders(trader)
      .getByRole('table', { name: 'Trade history' })
      .getByRole('row')
      .filter({ hasText: shown });
    await expect(fill).toContainText(side);
    await expect(fill).toContainText(side === 'Buy' ? 'Maker' : 'Taker');
  }
  await otherContext.close();
});
