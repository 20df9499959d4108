import { expect, test, type Page } from '@playwright/test';
import { Big } from 'big.js';
import { applyFill, EMPTY_POSITION } from '@exchange/formulas';
import { register } from './demo-user.ts';

// The report journey of issue 23 on the real server: a trader buys and sells BTC at market, and
// the report's trade count, volume, fees and PnL are those of the fills the trade history lists
// (the server folds fills into daily aggregates on its report tick, every 5 s).

interface Fill {
  side: 'buy' | 'sell';
  price: string;
  amount: string;
  quote_amount: string;
  fee: string;
  fee_coin: string;
  created_at: number;
}

async function fillsOf(page: Page): Promise<Fill[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const res = await page.request.get('/spots/fills?symbol=BTCUSDT&page=1&limit=100', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { list: Fill[] } };
  return body.data.list;
}

/** "1,234.5 USDT" or "−0.42 USDT" → a Big. */
function figure(text: string): Big {
  const negative = /^[−-]/.test(text.trim());
  const digits = text.replace(/[^\d.]/g, '');
  return new Big(digits).times(negative ? -1 : 1);
}

async function market(page: Page, side: 'Buy' | 'Sell', amount: string): Promise<void> {
  const form = page.getByRole('region', { name: 'Place an order' });
  await form.getByRole('button', { name: side, exact: true }).click();
  await form.getByRole('tab', { name: 'Market' }).click();
  await form.getByLabel('Amount', { exact: true }).fill(amount);
  await form.getByRole('button', { name: `${side} BTC` }).click();
}

test('a trader buys and sells; the report shows the trades, volume, fees and PnL of the fills', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await register(page, `report-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.goto('/spot-trade?symbol=BTCUSDT');
  await market(page, 'Buy', '0.01');
  const history = page.getByRole('region', { name: 'Your orders' });
  await history.getByRole('tab', { name: 'Trade history' }).click();
  const trades = history.getByRole('table', { name: 'Trade history' });
  await expect(trades.getByRole('row').nth(1)).toContainText('BTC/USDT');
  await market(page, 'Sell', '0.004');
  await expect(trades.getByRole('row').filter({ hasText: 'BTC/USDT' })).not.toHaveCount(1);

  // What the fills say, oldest first: the count, the quote volume, the fees valued in USDT
  // (a buy's BTC fee at its fill's price), and the average-cost PnL (the page's help says how).
  const fills = (await fillsOf(page)).sort((a, b) => a.created_at - b.created_at);
  expect(fills.some((fill) => fill.side === 'sell')).toBe(true);
  let volume = new Big(0);
  let fees = new Big(0);
  let pnl = new Big(0);
  let position = EMPTY_POSITION;
  for (const fill of fills) {
    volume = volume.plus(fill.quote_amount);
    fees = fees.plus(fill.fee_coin === 'USDT' ? fill.fee : new Big(fill.fee).times(fill.price));
    const step = applyFill(position, {
      side: fill.side,
      amount: fill.amount,
      quote: fill.quote_amount,
      fee: fill.fee,
    });
    position = step.position;
    pnl = pnl.plus(step.realized);
  }

  await page.goto('/report?period=7d&account=spot');
  const figures = page.locator('dl').filter({ hasText: 'Fees paid' });
  const value = (term: string) =>
    figures
      .locator('div')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}`) }) })
      .locator('dd');
  // The report tick folds the fills within 5 s; reload until they are in.
  await expect(async () => {
    await page.reload();
    await expect(value('Trades')).toHaveText(String(fills.length), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  expect(figure((await value('Volume').textContent()) ?? '').toFixed()).toBe(volume.toFixed());
  // Fees are shown to the page's precision (a BTC fee at its fill's price has more decimals):
  // the shown figure is the fills' fees to within one unit of its last decimal.
  const shownFees = (await value('Fees paid').textContent()) ?? '';
  const decimals = /\.(\d+)/.exec(shownFees)?.[1]?.length ?? 0;
  expect(
    figure(shownFees).minus(fees).abs().lt(new Big(10).pow(-decimals)),
    `${shownFees} vs ${fees.toFixed()}`,
  ).toBe(true);
  // PnL is shown to the cent.
  const shownPnl = figure((await value('Total PnL').textContent()) ?? '');
  expect(shownPnl.minus(pnl).abs().lte('0.01'), `${shownPnl.toFixed()} vs ${pnl.toFixed()}`).toBe(
    true,
  );

  // The symbol's row and its detail list the same trades.
  const symbols = page.getByRole('table', { name: 'Symbols, best first' });
  const row = symbols.getByRole('row').filter({ hasText: 'BTCUSDT' });
  await expect(row).toContainText(String(fills.length));
  await row.getByRole('link', { name: 'BTCUSDT' }).click();
  await expect(page).toHaveURL(/\/report\/item\?/);
  await expect(page.getByText(String(fills.length), { exact: true }).first()).toBeVisible();
});
