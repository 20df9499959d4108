import { expect, test, type Locator, type Page } from '@playwright/test';
import { register } from './demo-user.ts';

// The earn journey of issue 21, against the real server (demo mode: a new account finds 10,000
// USDT in its spot wallet). playwright.config.ts scales the earn day to 5 s (EARN_DAY_MS), so
// the value date is at most 5 s away, a day's interest is booked every 5 s and a 7-day locked
// product matures within 40 s.

const earnings = (page: Page) => page.getByRole('region', { name: 'My earnings' });
const holdings = (page: Page) => earnings(page).getByRole('table', { name: 'My holdings' });

/** "2,000.5 USDT" → 2000500000 (millionths: USDT's earn precision, no floats). */
function micro(text: string): bigint {
  const match = /^(-?)([\d,]+)(?:\.(\d{1,6}))?\sUSDT$/.exec(text.trim());
  if (!match) throw new Error(`Not a USDT amount: ${text}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const value = BigInt(whole.replace(/,/g, '')) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
  return sign === '-' ? -value : value;
}

/** The figure under a term of the "My earnings" summary. */
async function figure(page: Page, term: string): Promise<bigint> {
  const value: Locator = earnings(page)
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::*[1]');
  return micro((await value.textContent()) ?? '');
}

/** Opens a product's subscribe dialog and reads the spot USDT it offers. */
async function spotAvailable(page: Page): Promise<bigint> {
  await page.getByRole('button', { name: 'Subscribe to USDT Flexible' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to USDT Flexible' });
  const line = dialog.getByRole('paragraph').filter({ hasText: /^Available in spot:/ });
  // "…" until the wallet has loaded: read the amount once it is there.
  await expect(line).toHaveText(/^Available in spot:\s*[\d,.]+\sUSDT$/);
  const text = ((await line.textContent()) ?? '').replace(/^Available in spot:\s*/, '');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  return micro(text);
}

async function subscribe(page: Page, product: string, amount: string): Promise<void> {
  await page.getByRole('button', { name: `Subscribe to ${product}` }).click();
  const dialog = page.getByRole('dialog', { name: `Subscribe to ${product}` });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

test('flexible and locked savings: interest accrues on the scaled clock, redeem and maturity return everything, capital flow agrees', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await register(page, `earn-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.goto('/finance');
  await expect(holdings(page).getByText('Nothing held in earn yet')).toBeVisible();
  expect(await spotAvailable(page)).toBe(10_000_000_000n);

  // 500 locked for 7 days at 4 %, 2,000 flexible at 8 % up to 1,000 and 3.5 % above.
  await subscribe(page, 'USDT Locked · 7 days', '500');
  await subscribe(page, 'USDT Flexible', '2000');
  await expect.poll(() => figure(page, 'Held in earn')).toBe(2_500_000_000n);
  expect(await spotAvailable(page)).toBe(7_500_000_000n);
  const flexible = holdings(page).getByRole('row').filter({ hasText: 'USDT · Flexible' });
  const locked = holdings(page).getByRole('row').filter({ hasText: 'USDT · Locked' });
  await expect(flexible).toContainText('2,000 USDT');
  await expect(locked).toContainText('500 USDT');

  // A day on the flexible product pays 1,000 × 8 % ÷ 365 + 1,000 × 3.5 % ÷ 365, truncated to
  // the millionth; the locked one 500 × 4 % ÷ 365 a day, kept until maturity.
  await expect
    .poll(() => figure(page, "Yesterday's interest"), { timeout: 30_000 })
    .toBe(315_068n + 54_794n);
  await expect.poll(() => figure(page, 'Total interest')).toBeGreaterThan(0n);

  // Redeem the whole flexible holding: the principal is back in spot at once.
  await page.getByRole('button', { name: 'Redeem USDT Flexible' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem USDT Flexible' });
  await redeem.getByRole('button', { name: 'Max' }).click();
  await expect(redeem.getByRole('definition')).toHaveText('2,000 USDT');
  await redeem.getByRole('button', { name: 'Redeem' }).click();
  await expect(redeem).toBeHidden();
  await expect(flexible).toHaveCount(0);

  // Seven 5-second days after its value date the locked product matures: principal and its
  // seven days of interest (7 × 0.054794) go back to spot and nothing is held any more.
  await expect(holdings(page).getByText('Nothing held in earn yet')).toBeVisible({
    timeout: 60_000,
  });
  await expect.poll(() => figure(page, 'Held in earn')).toBe(0n);
  const total = await figure(page, 'Total interest');
  // Interest is booked for whole days only: seven locked days and some whole flexible ones.
  const flexibleInterest = total - 7n * 54_794n;
  expect(flexibleInterest).toBeGreaterThan(0n);
  expect(flexibleInterest % 315_068n).toBe(0n);
  // Every unit of interest reached the spot wallet: 10,000 + total interest, exactly.
  expect(await spotAvailable(page)).toBe(10_000_000_000n + total);

  // Capital flow: two subscriptions out of spot and into earn (a row in each account), the
  // redemption and the maturity back, the interest in.
  await page.goto('/assets/capital-flow');
  await expect(page.getByRole('row').filter({ hasText: 'Earn subscription' })).toHaveCount(4);
  await expect(page.getByRole('row').filter({ hasText: 'Earn redemption' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Earn interest' }).first()).toBeVisible();

  // The order centre holds the subscriptions, the redemption and the interest records.
  await page.goto('/order/finance');
  await expect(page.getByRole('row').filter({ hasText: 'USDT' }).first()).toBeVisible();
});
