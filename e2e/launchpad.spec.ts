import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { register } from './demo-user.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

// The launchpad journey of issue 21 on a server of its own: the demo's Nimbus Storage project
// (100,000 NIMB at 0.05 USDT, 5,000 USDT offered, 5,000 USDT cap per user) opens for
// subscription at the server's first start and, with 15-second phases (LAUNCHPAD_PHASE_MS),
// closes 45 s later, distributes at 60 s and lists NIMB/USDT at 75 s. Two traders commit 5,000
// and 3,000 USDT: 8,000 for 5,000 offered, so each gets 5/8 of their commitment in NIMB and the
// rest back.

const PHASE_MS = 15_000;

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer({ LAUNCHPAD_PHASE_MS: String(PHASE_MS) });
});

test.afterAll(async () => {
  await server.stop();
});

async function trader(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await register(page, `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  return page;
}

const nimbus = (page: Page): Locator => page.getByRole('article', { name: 'Nimbus Storage' });

/** The definition under a term of a card or dialog ("My commitment" → "5,000 USDT"). */
const definition = (scope: Locator, term: string): Locator =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::*[1]');

async function commit(page: Page, amount: string): Promise<void> {
  await page.goto('/subscribe');
  await nimbus(page).getByRole('button', { name: 'Commit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nimbus Storage (NIMB)' });
  await dialog.getByRole('textbox', { name: 'Amount to commit' }).fill(amount);
  await dialog.getByRole('button', { name: 'Commit' }).click();
  await expect(definition(dialog, 'My commitment')).toHaveText(
    `${Number(amount).toLocaleString('en-US')} USDT`,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** A coin's available amount on the spot account page, as a number (whole amounts here). */
async function spotBalance(page: Page, coin: string): Promise<number> {
  await page.goto('/assets/spot-account');
  const row = page
    .getByRole('table', { name: 'Spot balances' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Transfer ${coin}` }) });
  await expect(row).toBeVisible();
  return Number((await row.getByRole('cell').nth(1).innerText()).replace(/,/g, ''));
}

test('two traders over the cap: pro-rata allocation, the refund, the token in the wallet, its pair trading', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const alice = await trader(browser, 'lp-alice');
  const bob = await trader(browser, 'lp-bob');

  await commit(alice, '5000');
  await commit(bob, '3000');
  // Both commitments are frozen out of spot at once; the card shows the oversubscription.
  await expect(definition(nimbus(bob), 'My commitment')).toHaveText('3,000 USDT');
  await expect(nimbus(bob).getByText('8,000 USDT of 5,000 USDT (160%)')).toBeVisible();
  expect(await spotBalance(alice, 'USDT')).toBe(5000);

  // Distribution: 5,000 × 5,000 ÷ 8,000 = 3,125 USDT of NIMB (62,500) for Alice, 1,875 back;
  // 3,000 × 5,000 ÷ 8,000 = 1,875 USDT (37,500 NIMB) for Bob, 1,125 back.
  await alice.goto('/subscribe');
  await expect(nimbus(alice).getByText('Ended', { exact: true })).toBeVisible({ timeout: 90_000 });
  await alice.goto('/order/subscribe');
  const records = alice.getByRole('table').first();
  await expect(records.getByRole('row').filter({ hasText: 'Allocation' })).toContainText(
    '62,500 NIMB',
  );
  await expect(records.getByRole('row').filter({ hasText: 'Refund' })).toContainText('1,875 USDT');
  expect(await spotBalance(alice, 'NIMB')).toBe(62_500);
  expect(await spotBalance(alice, 'USDT')).toBe(6875);
  expect(await spotBalance(bob, 'NIMB')).toBe(37_500);
  expect(await spotBalance(bob, 'USDT')).toBe(8125);

  // NIMB/USDT is listed: Alice sells 1,000 NIMB at market into the book.
  await alice.goto('/spot-trade?symbol=NIMBUSDT');
  const form = alice.getByRole('region', { name: 'Place an order' });
  await form.getByRole('button', { name: 'Sell', exact: true }).click();
  await form.getByRole('tab', { name: 'Market' }).click();
  await form.getByLabel('Amount', { exact: true }).fill('1000');
  await form.getByRole('button', { name: 'Sell NIMB' }).click();
  const yourOrders = alice.getByRole('region', { name: 'Your orders' });
  await yourOrders.getByRole('tab', { name: 'Trade history' }).click();
  await expect(
    yourOrders.getByRole('table', { name: 'Trade history' }).getByRole('row').nth(1),
  ).toContainText('NIMB/USDT');
  expect(await spotBalance(alice, 'NIMB')).toBe(61_500);
});
