import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Big } from 'big.js';
import { register } from './demo-user.ts';

// The copy-trading journey of issue 24 on the real server (demo mode: an application that meets
// the requirements is approved at once; a new account finds 1,000 USDT in futures; the copy
// tick mirrors every 250 ms; the demo-only POST /demo/contract/index holds the BTC perpetual's
// index, so this file runs alone, playwright.config.ts's "exclusive" project).

const SYMBOL = 'BTCUSDT';
const BUDGET = '500';
let indexHeld = false;

async function trader(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await register(page, `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  return page;
}

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  return token ?? '';
}

/** A call as the signed-in trader (multipart body, like the app's); its data, once it is a 200. */
async function call<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, string>,
): Promise<T> {
  const headers = { Authorization: `Bearer ${await tokenOf(page)}` };
  const res =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, multipart: body ?? {} });
  const json = (await res.json()) as { data: T; message: string };
  expect(res.status(), `${path}: ${json.message}`).toBe(200);
  return json.data;
}

/**
 * A market order on the BTC perpetual, filled in full; `reduce` only reduces (a short reduces a
 * long). Right after another journey held and released the index, the simulator's quotes may be
 * thin for a moment: what a market order could not fill is cancelled, and the rest is sent again.
 */
async function market(page: Page, side: 'long' | 'short', amount: string, reduce = false) {
  let left = new Big(amount);
  await expect
    .poll(
      async () => {
        const order = await call<{ filled_amount: string }>(
          page,
          'POST',
          '/contract/contract_open',
          {
            symbol: SYMBOL,
            side,
            type: 'market',
            amount: left.toFixed(),
            client_order_id: `e2e-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}`,
            ...(reduce ? { reduce_only: 'true' } : {}),
          },
        );
        left = left.minus(order.filled_amount);
        return left.eq(0);
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe(true);
}

/** What the futures account has available for new positions. */
async function futuresBalance(page: Page): Promise<Big> {
  return new Big(
    (await call<{ balance: string }>(page, 'GET', '/wallet/contract_account')).balance,
  );
}

/** Hold the BTCUSDT index at `price` ("" hands it back to the spot market). */
async function holdIndex(request: APIRequestContext, price: string): Promise<void> {
  const res = await request.post('/demo/contract/index', { multipart: { symbol: SYMBOL, price } });
  expect(res.status(), await res.text()).toBe(200);
  indexHeld = price !== '';
}

async function markPrice(request: APIRequestContext): Promise<Big> {
  const res = await request.get('/contract/trading_paris');
  const pairs = ((await res.json()) as { data: { symbol: string; mark_price: string }[] }).data;
  return new Big(pairs.find((pair) => pair.symbol === SYMBOL)?.mark_price ?? '0');
}

/** How much the BTC perpetual's book bids above `price`. */
async function bidsAbove(request: APIRequestContext, price: Big): Promise<Big> {
  const res = await request.get(`/contract/depth_aggTrade?symbol=${SYMBOL}&limit=50`);
  const { bids } = ((await res.json()) as { data: { bids: [string, string][] } }).data;
  return bids
    .filter(([level]) => new Big(level).gt(price))
    .reduce((sum, [, size]) => sum.plus(size), new Big(0));
}

interface CopyOrder {
  action: 'open' | 'close';
  amount: string;
  status: 'filled' | 'skipped';
  realized_pnl: string;
  profit_share: string;
  skip_reason: string | null;
}

interface Follow {
  budget: string;
  pnl: string;
  shared: string;
  balance: string;
  status: 'active' | 'stopped';
  open_positions: number;
}

test.afterEach(async ({ request }) => {
  // A failed or timed-out test must not leave the index held for the tests after it.
  if (indexHeld) await holdIndex(request, '');
});

test('a follower copies a leader in proportion, pays the profit share, then stops copying', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // The leader meets the requirements (futures equity, two contract fills on a day) and applies.
  const leader = await trader(browser, 'leader');
  await market(leader, 'long', '0.001');
  await market(leader, 'short', '0.001', true);
  await leader.goto('/copy-trade/apply');
  const nickname = `Lead ${String(Math.floor(Math.random() * 1e6))}`;
  const application = leader.getByRole('form', { name: 'Application' });
  await application.getByLabel('Nickname').fill(nickname);
  await application.getByRole('button', { name: 'Apply to lead' }).click();
  await expect(leader.getByRole('status').filter({ hasText: 'Approved' })).toBeVisible();

  // The follower finds the leader on the board and copies at half the leader's size.
  const follower = await trader(browser, 'follower');
  const before = await futuresBalance(follower);
  await follower.goto(`/copy-trade?search=${encodeURIComponent(nickname)}`);
  await follower.getByRole('link', { name: nickname, exact: true }).click();
  await expect(follower).toHaveURL(/\/copy-trade\/leader\?/);
  await follower.getByRole('main').getByRole('link', { name: 'Copy', exact: true }).click();
  await expect(follower).toHaveURL(/\/copy-trade\/follow\?leader_id=/);
  const settings = follower.getByRole('form', { name: 'Copy settings' });
  await settings.getByRole('radio', { name: /^Ratio/ }).check();
  await settings.getByLabel('Ratio', { exact: true }).fill('0.5');
  await settings.getByLabel('Maximum per position').fill('400');
  await settings.getByLabel('Total budget').fill(BUDGET);
  await settings.getByRole('button', { name: 'Start copying' }).click();
  await follower
    .getByRole('dialog', { name: `Copy ${nickname}?` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(follower).toHaveURL(/\/copy-trade\/order\?tab=copies/);
  // The budget left futures for the copy's sub-account.
  expect((await futuresBalance(follower)).toFixed()).toBe(before.minus(BUDGET).toFixed());

  // The leader opens 0.01 BTC long: within the tick the follower holds 0.005 BTC long.
  await market(leader, 'long', '0.01');
  await follower.getByRole('tab', { name: 'Copied positions' }).click();
  const positions = follower.getByRole('table', { name: 'Copied positions' });
  const copied = positions.getByRole('row').filter({ hasText: SYMBOL });
  await expect(copied).toContainText(nickname, { timeout: 10_000 });
  await expect(copied).toContainText('Long');
  await expect(copied.getByRole('cell').nth(2)).toHaveText('0.005');

  // The index rises 3 % (past the simulator's 2 % staleness, so its old bids are replaced);
  // once the book bids above the copy's entry for both closes, the leader closes, and the
  // follower's copy closes with it, paying a tenth of its profit (the leader's 10 %).
  const [position] = await call<{ entry_price: string }[]>(follower, 'GET', '/copy/positions');
  const entry = new Big(position?.entry_price ?? '0');
  expect(entry.gt(0)).toBe(true);
  await holdIndex(request, (await markPrice(request)).times('1.03').toFixed(2));
  await expect
    .poll(async () => (await bidsAbove(request, entry.times('1.005'))).gte('0.015'), {
      timeout: 30_000,
    })
    .toBe(true);
  await market(leader, 'short', '0.01', true);
  await expect(positions.getByText('No copied positions open')).toBeVisible({ timeout: 10_000 });

  const orders = await call<{ list: CopyOrder[] }>(follower, 'GET', '/copy/orders?page=1&limit=20');
  const open = orders.list.find((row) => row.action === 'open');
  const close = orders.list.find((row) => row.action === 'close');
  expect(open?.status).toBe('filled');
  expect(close?.status).toBe('filled');
  expect(open?.amount).toBe('0.005');
  expect(close?.amount).toBe('0.005');
  const realized = new Big(close?.realized_pnl ?? '0');
  expect(realized.gt(0)).toBe(true);
  const share = realized.times('0.1').round(8, Big.roundDown);
  expect(close?.profit_share).toBe(share.toFixed());

  // Both sides see the share: paid by the follower, received by the leader.
  await follower.getByRole('tab', { name: 'Profit shares' }).click();
  const paid = follower.getByRole('table', { name: 'Profit shares' }).getByRole('row');
  await expect(paid.filter({ hasText: 'Paid' }).filter({ hasText: share.toFixed() })).toHaveCount(
    1,
  );
  await leader.goto('/copy-trade/order?tab=shares');
  const received = leader.getByRole('table', { name: 'Profit shares' }).getByRole('row');
  await expect(
    received.filter({ hasText: 'Received' }).filter({ hasText: share.toFixed() }),
  ).toHaveCount(1);

  // The copy's figures agree: the share is booked, and flat, its balance is the budget plus its
  // PnL (fees included) less the share.
  const [copy] = await call<Follow[]>(follower, 'GET', '/copy/following');
  expect(copy?.shared).toBe(share.toFixed());
  expect(copy?.open_positions).toBe(0);
  const copyBalance = new Big(copy?.balance ?? '0');
  expect(copyBalance.toFixed()).toBe(
    new Big(BUDGET)
      .plus(copy?.pnl ?? '0')
      .minus(share)
      .toFixed(),
  );

  // The follower stops copying through the dialog: the copy's balance returns to futures.
  await follower.getByRole('tab', { name: 'My copies' }).click();
  await follower.getByRole('button', { name: `Stop copying ${nickname}` }).click();
  const stop = follower.getByRole('dialog', { name: `Stop copying ${nickname}?` });
  await stop.getByRole('radio', { name: /^Close positions at market/ }).check();
  await stop.getByRole('button', { name: 'Stop copying' }).click();
  await expect(stop).toBeHidden();
  const copies = follower.getByRole('table', { name: 'My copies' });
  await expect(copies.getByRole('row').filter({ hasText: nickname })).toContainText('Stopped');
  await expect
    .poll(async () => (await futuresBalance(follower)).toFixed())
    .toBe(before.minus(BUDGET).plus(copyBalance).toFixed());
});
