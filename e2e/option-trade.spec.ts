import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { register } from './demo-user.ts';

// The fixed-time option journey of issue 20, against the real server (demo mode: a new account
// finds 10,000 USDT in its spot wallet; playwright.config.ts offers a 10-second duration
// (OPTION_TIMES) at an 80 % payout and ticks the option index every second; the demo-only
// POST /demo/option/index holds a pair's index, so the journey fixes the price path).

const SYMBOL = 'BTCUSDT';

const form = (page: Page) => page.getByRole('region', { name: 'Open an option' });
const yourOptions = (page: Page) => page.getByRole('region', { name: 'Your options' });
const openOptions = (page: Page) => yourOptions(page).getByRole('table', { name: 'Open options' });
const history = (page: Page) => yourOptions(page).getByRole('table', { name: 'Option history' });

/** The number on the form's "Available … USDT" line (number and unit joined by a no-break space). */
async function available(panel: Locator): Promise<number> {
  const line = panel
    .getByRole('paragraph')
    .filter({ hasText: /^Available/ })
    .getByText(/^([\d,]+(?:\.\d+)?)\sUSDT$/);
  await expect(line).toBeVisible();
  const text = (await line.textContent()) ?? '';
  return Number(text.replace(/,/g, '').replace(/\sUSDT$/, ''));
}

/** Whether a test held the index, so afterEach hands it back. */
let indexHeld = false;

/** Hold the BTCUSDT option index at `price` ("" hands it back to the spot market). */
async function holdIndex(request: APIRequestContext, price: string): Promise<void> {
  const res = await request.post('/demo/option/index', { multipart: { symbol: SYMBOL, price } });
  expect(res.status(), await res.text()).toBe(200);
  indexHeld = price !== '';
}

test.afterEach(async ({ request }) => {
  // A failed or timed-out test must not leave the index held for the tests after it.
  if (indexHeld) await holdIndex(request, '');
});

/** Stakes `amount` on `direction` for the 10-second duration. */
async function open(page: Page, direction: 'Up' | 'Down', amount: string): Promise<void> {
  await form(page).getByRole('radio', { name: /10 s/ }).check();
  await form(page).getByRole('textbox', { name: 'Stake' }).fill(amount);
  await form(page)
    .getByRole('button', { name: new RegExp(`^${direction}`) })
    .click();
}

test('up wins, down loses and a tie refunds: the balance, the history and capital flow agree', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await register(page, `options-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await holdIndex(request, '60000');
  await page.goto(`/option-trade?symbol=${SYMBOL}`);
  await expect.poll(() => available(form(page))).toBe(10000);

  // Up 100 and down 50 from an entry of 60,000: both stakes are frozen at once.
  await open(page, 'Up', '100');
  await open(page, 'Down', '50');
  await expect.poll(() => available(form(page))).toBe(9850);
  await expect(openOptions(page).getByRole('row').filter({ hasText: '60,000' })).toHaveCount(2);

  // The price rises before expiry: up pays 100 × 1.8, down loses its 50.
  await holdIndex(request, '60100');
  await expect(yourOptions(page).getByRole('tab', { name: 'Open options (0)' })).toBeVisible({
    timeout: 30_000,
  });
  await yourOptions(page).getByRole('tab', { name: 'History' }).click();
  await expect(history(page).getByRole('row').filter({ hasText: 'Won' })).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(history(page).getByRole('row').filter({ hasText: 'Lost' })).toHaveCount(1);
  await expect.poll(() => available(form(page))).toBe(10030);

  // Opened and settled at 60,100: a tie gives the 20 back.
  await open(page, 'Up', '20');
  await expect.poll(() => available(form(page))).toBe(10010);
  await expect(history(page).getByRole('row').filter({ hasText: 'Tie, refunded' })).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect.poll(() => available(form(page))).toBe(10030);

  // Capital flow: three stakes frozen, three settlements (the win pays 180 back, the loss's
  // 50 leaves the frozen column, the tie's 20 comes back).
  await page.goto('/assets/capital-flow');
  const settled = page.getByRole('row').filter({ hasText: 'Option settled' });
  await expect(settled).toHaveCount(3);
  await expect(page.getByRole('row').filter({ hasText: 'Option opened' })).toHaveCount(3);
  await expect(settled.filter({ hasText: '+180 USDT' })).toHaveCount(1);
  await expect(settled.filter({ hasText: '−50 USDT' })).toHaveCount(1);
  await expect(settled.filter({ hasText: '+20 USDT' })).toHaveCount(1);

  // The order centre holds all three, and exports them.
  await page.goto('/order/option');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'BTC/USDT' })).toHaveCount(3);
});
