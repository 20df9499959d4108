import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { register } from './demo-user.ts';

// The perpetual-contract journeys of issue 19, against the real server (demo mode: a new
// account finds 1,000 USDT in its futures wallet; the contract simulator quotes around the mark and takes the other side of market orders;
// the demo-only POST /demo/contract/index holds an index price; playwright.config.ts runs
// funding every CONTRACT_FUNDING_INTERVAL_MS = 15 s and the mark / trigger / liquidation tick
// every second).

const SYMBOL = 'BTCUSDT';

/** Registers a new demo trader and opens the BTC/USDT perpetual's trading page. */
async function newTrader(page: Page, name: string): Promise<void> {
  await register(page, `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.goto(`/contract-trade?symbol=${SYMBOL}`);
  await expect(orderForm(page).getByRole('button', { name: 'Buy / Long' })).toBeVisible();
}

const orderForm = (page: Page) => page.getByRole('region', { name: 'Place an order' });
const panel = (page: Page) => page.getByRole('region', { name: 'Positions and orders' });
const positions = (page: Page) => panel(page).getByRole('table', { name: 'Positions' });
const positionRow = (page: Page) => positions(page).getByRole('row').filter({ hasText: 'BTC' });

/** The session token the app keeps, for the calls a journey makes around the page. */
async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

/** A call as the signed-in trader (multipart body, like the app's). */
async function post(
  page: Page,
  path: string,
  body: Record<string, string>,
): Promise<{ status: number; data: unknown; message: string }> {
  const res = await page.request.post(path, {
    multipart: body,
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  const json = (await res.json()) as { data: unknown; message: string };
  return { status: res.status(), data: json.data, message: json.message };
}

async function markPrice(request: APIRequestContext): Promise<number> {
  const res = await request.get('/contract/trading_paris');
  const body = (await res.json()) as { data: { symbol: string; mark_price: string }[] };
  return Number(body.data.find((pair) => pair.symbol === SYMBOL)?.mark_price);
}

async function insuranceFund(request: APIRequestContext): Promise<number> {
  const res = await request.get('/contract/insurance_fund');
  const body = (await res.json()) as { data: { coin_name: string; balance: string }[] };
  return Number(body.data.find((fund) => fund.coin_name === 'USDT')?.balance);
}

/** Whether a test held the index, so afterEach hands it back. */
let indexHeld = false;

/** Hold the BTCUSDT index at `price` ("" hands it back to the spot market). */
async function holdIndex(request: APIRequestContext, price: string): Promise<void> {
  const res = await request.post('/demo/contract/index', {
    multipart: { symbol: SYMBOL, price },
  });
  expect(res.status(), await res.text()).toBe(200);
  indexHeld = price !== '';
}

test.afterEach(async ({ request }) => {
  // A failed or timed-out test must not leave the index held for the tests after it.
  if (indexHeld) await holdIndex(request, '');
});

/** A cell's first number: thousands separators and units dropped, "−" (U+2212) read as minus. */
function numberIn(text: string): number {
  const match = /-?[\d,]+(?:\.\d+)?/.exec(text.replace(/\u2212/g, '-'));
  return match ? Number(match[0].replace(/,/g, '')) : Number.NaN;
}

/** The text of a position row's cell in the column headed `header`. */
async function cell(page: Page, header: string): Promise<string> {
  const headers = await positions(page).getByRole('columnheader').allTextContents();
  const index = headers.findIndex((text) => text.trim().startsWith(header));
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return (await positionRow(page).getByRole('cell').nth(index).textContent()) ?? '';
}

/** A market order of 0.01 BTC: the simulator's quotes take the other side. */
async function placeMarket(page: Page, side: 'Buy / Long' | 'Sell / Short') {
  const form = orderForm(page);
  await form.getByRole('tab', { name: 'Market' }).click();
  await form.getByLabel('Size', { exact: true }).fill('0.01');
  await form.getByRole('button', { name: side }).click();
}

test('two traders take opposite positions; the index moves their PnL, not their liquidation prices', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  await newTrader(page, 'long');
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await newTrader(other, 'short');

  await placeMarket(page, 'Buy / Long');
  await placeMarket(other, 'Sell / Short');
  const price = (await markPrice(request)).toFixed(2);

  await expect(positionRow(page)).toBeVisible();
  await expect(positionRow(other)).toBeVisible();
  await expect(positionRow(page)).toContainText('Long');
  await expect(positionRow(other)).toContainText('Short');
  const longLiquidation = await cell(page, 'Liq. price');
  const shortLiquidation = await cell(other, 'Liq. price');

  await holdIndex(request, (Number(price) * 1.01).toFixed(2));
  await expect
    .poll(async () => numberIn(await cell(page, 'Unrealised PnL')), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await expect.poll(async () => numberIn(await cell(other, 'Unrealised PnL'))).toBeLessThan(0);
  expect(await cell(page, 'Liq. price')).toBe(longLiquidation);
  expect(await cell(other, 'Liq. price')).toBe(shortLiquidation);
  await otherContext.close();
});

test('an over-leveraged position is liquidated: the trader is told, and the insurance fund changes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await newTrader(page, 'liquidated');
  const lever = await post(page, '/contract/adjust_lever', {
    symbol: SYMBOL,
    leverage: '100',
    margin_mode: 'isolated',
  });
  expect(lever.status, lever.message).toBe(200);
  await page.reload();
  await expect(orderForm(page).getByRole('button', { name: 'Leverage: 100×' })).toBeVisible();

  await placeMarket(page, 'Buy / Long');
  await expect(positionRow(page)).toBeVisible();
  const liquidation = numberIn(await cell(page, 'Liq. price'));
  expect(liquidation).toBeGreaterThan(0);
  const fundBefore = await insuranceFund(request);

  // Below the liquidation price: the mark follows the held index within a few ticks.
  await holdIndex(request, (liquidation * 0.97).toFixed(2));
  await expect(page.getByText(/liquidated/i).first()).toBeVisible({ timeout: 30_000 });
  await expect(positions(page).getByText('No open positions')).toBeVisible();
  await expect.poll(() => insuranceFund(request)).not.toBe(fundBefore);
  // Order history says what closed it.
  await panel(page).getByRole('tab', { name: 'Order history' }).click();
  await expect(
    panel(page).getByRole('row').filter({ hasText: 'Liquidation' }).first(),
  ).toBeVisible();
});

test('take-profit closes the position when the mark reaches it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await newTrader(page, 'take-profit');
  const mark = await markPrice(request);
  const form = orderForm(page);
  await form.getByRole('tab', { name: 'Market' }).click();
  await form.getByLabel('Size', { exact: true }).fill('0.01');
  await form.getByRole('checkbox', { name: 'TP/SL' }).check();
  await form.getByLabel('Take profit').fill((mark * 1.01).toFixed(2));
  await form.getByRole('button', { name: 'Buy / Long' }).click();
  await expect(positionRow(page)).toBeVisible();

  await holdIndex(request, (mark * 1.03).toFixed(2));
  await expect(positions(page).getByText('No open positions')).toBeVisible({ timeout: 30_000 });
  await panel(page).getByRole('tab', { name: 'Order history' }).click();
  await expect(
    panel(page).getByRole('row').filter({ hasText: 'Take profit' }).first(),
  ).toBeVisible();
});

test('funding is paid at the interval: funding history and capital flow show it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newTrader(page, 'funding');
  await placeMarket(page, 'Buy / Long');
  await expect(positionRow(page)).toBeVisible();

  // The next funding time is at most one interval (15 s) away.
  await panel(page).getByRole('tab', { name: 'Funding history' }).click();
  const funding: Locator = panel(page).getByRole('table', { name: 'Funding history' });
  await expect(funding.getByRole('row').filter({ hasText: 'BTC' }).first()).toBeVisible({
    timeout: 45_000,
  });

  await page.goto('/assets/capital-flow');
  await expect(page.getByRole('row').filter({ hasText: 'Funding fee' }).first()).toBeVisible();
});
