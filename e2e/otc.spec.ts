import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { Big } from 'big.js';
import { otcTradeCsvRecord, type OtcQuote, type OtcTrade } from '@exchange/api';
import { register } from './demo-user.ts';

// The OTC desk of issue 24 on the real server (demo mode: a new account finds 0.5 BTC and
// 10,000 USDT in spot; the desk trades 0.1 to 100 BTC, a quote stands for 10 s). One quote is
// accepted in time and moves spot by exactly its figures; another runs out, shows "Quote expired"
// with a new quote on offer, and its accept is refused naming quote_id with nothing moved.

const email = (journey: string) =>
  `otc-${journey}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function token(page: Page): Promise<string> {
  const value = await page.evaluate(() => localStorage.getItem('token'));
  expect(value).toBeTruthy();
  return value ?? '';
}

/** The spot balances (available) of BTC and USDT, as the wallet API gives them. */
async function spot(page: Page): Promise<{ BTC: Big; USDT: Big }> {
  const res = await page.request.get('/wallet?account=spot', {
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { list: { coin_name: string; balance: string }[] } };
  const of = (coin: string) =>
    new Big(body.data.list.find((row) => row.coin_name === coin)?.balance ?? '0');
  return { BTC: of('BTC'), USDT: of('USDT') };
}

/** The data of the next answer of an OTC POST route (`/otc/quote`, `/otc/accept`). */
function answerOf(page: Page, route: string): Promise<Response> {
  return page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === route,
  );
}

async function dataOf<T>(answer: Promise<Response>): Promise<T> {
  const res = await answer;
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** "64,378.99 USDT" → a Big (the figures here are positive). */
function figure(text: string): Big {
  return new Big(text.replace(/[^\d.]/g, ''));
}

/** The figure under a term of a card's list. */
function value(card: Locator, term: string): Locator {
  return card
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::*[1]');
}

/** Opens the desk on a side and asks a quote for `amount` BTC; the quote the server gave. */
async function askQuote(page: Page, side: 'Buy' | 'Sell', amount: string): Promise<OtcQuote> {
  await page.goto('/otc-trade');
  await page.getByRole('tab', { name: side, exact: true }).click();
  const form = page.getByRole('form', { name: `${side} BTC` });
  await expect(form.getByRole('combobox', { name: 'Coin' })).toHaveText('BTC/USDT');
  await form.getByLabel(`Amount to ${side.toLowerCase()}`).fill(amount);
  const answer = answerOf(page, '/otc/quote');
  await form.getByRole('button', { name: 'Get quote' }).click();
  return dataOf<OtcQuote>(answer);
}

test('a sell quote accepted in time moves spot by exactly its figures and is listed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await register(page, email('accept'));
  const before = await spot(page);
  expect(before.BTC.toFixed()).toBe('0.5');

  const quote = await askQuote(page, 'Sell', '0.1');
  expect(quote).toMatchObject({
    side: 'sell',
    coin_name: 'BTC',
    quote_coin: 'USDT',
    amount: '0.1',
  });
  expect(new Big(quote.total).eq(new Big(quote.amount).times(quote.price))).toBe(true);
  const card = page.getByRole('region', { name: 'Your quote to sell BTC' });
  expect(figure((await value(card, 'Price').textContent()) ?? '').eq(quote.price)).toBe(true);
  expect(figure((await value(card, 'You receive').textContent()) ?? '').eq(quote.total)).toBe(true);
  // The countdown runs: from 0:10 (or 0:09 by the time it is read) it turns.
  const timer = card.getByRole('timer', { name: 'Valid for' });
  await expect(timer).toHaveText(/^0?0:(10|0\d)$/);
  const shown = (await timer.textContent()) ?? '';
  await expect(timer).not.toHaveText(shown, { timeout: 3_000 });

  const answer = answerOf(page, '/otc/accept');
  await card.getByRole('button', { name: 'Accept' }).click();
  const trade = await dataOf<OtcTrade>(answer);
  expect(trade).toMatchObject({
    quote_id: quote.id,
    side: 'sell',
    amount: quote.amount,
    price: quote.price,
    total: quote.total,
  });
  const done = page.getByRole('region', { name: 'Trade done' });
  await expect(done.getByRole('status')).toHaveText('You sold BTC at the quoted price.');
  expect(figure((await value(done, 'Trade ID').textContent()) ?? '').toFixed()).toBe(
    String(trade.id),
  );

  // Spot moved by exactly the quote: 0.1 BTC out, its total in USDT in.
  const after = await spot(page);
  expect(after.BTC.toFixed()).toBe(before.BTC.minus(quote.amount).toFixed());
  expect(after.USDT.toFixed()).toBe(before.USDT.plus(quote.total).toFixed());

  // The trades page lists it, its side filter keeps or drops it, and its CSV holds it.
  await done.getByRole('link', { name: 'View your trades' }).click();
  await expect(page).toHaveURL(/\/otc-trade\/order$/);
  const trades = page.getByRole('table', { name: 'Your trades' });
  const row = trades.getByRole('row').filter({ hasText: 'BTC/USDT' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Sell', exact: true })).toBeVisible();
  const cells = row.getByRole('cell');
  expect(figure((await cells.nth(3).textContent()) ?? '').eq(quote.price)).toBe(true);
  expect(figure((await cells.nth(5).textContent()) ?? '').eq(quote.total)).toBe(true);
  const filters = page.getByRole('group', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Side' }).click();
  await page.getByRole('option', { name: 'Buy', exact: true }).click();
  await expect(page.getByText('No trade matches these filters')).toBeVisible();
  await filters.getByRole('combobox', { name: 'Side' }).click();
  await page.getByRole('option', { name: 'Sell', exact: true }).click();
  await expect(row).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain(otcTradeCsvRecord(trade));
});

test('a buy quote left to run out shows "Quote expired", and its accept is refused naming quote_id', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await register(page, email('expire'));
  const before = await spot(page);

  const quote = await askQuote(page, 'Buy', '0.1');
  const card = page.getByRole('region', { name: 'Your quote to buy BTC' });
  await expect(card.getByRole('timer', { name: 'Valid for' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Accept' })).toBeEnabled();

  // Ten seconds later the card gives up the quote and offers a new one instead of Accept.
  await expect(card.getByRole('status')).toHaveText('Quote expired', { timeout: 15_000 });
  await expect(card.getByRole('timer')).toBeHidden();
  await expect(card.getByRole('button', { name: 'Accept' })).toBeHidden();
  await expect(card.getByRole('button', { name: 'Get a new quote' })).toBeVisible();

  // The server runs on this machine's clock: once past the quote's end there, accept it anyway.
  await expect.poll(() => Date.now(), { timeout: 5_000 }).toBeGreaterThan(quote.expires_at);
  const refused = await page.request.post('/otc/accept', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: { quote_id: quote.id },
  });
  expect(refused.status()).toBe(410);
  const body = (await refused.json()) as {
    message: string;
    data: { errors: { field: string; message: string }[] };
  };
  expect(body.message).toMatch(/^quote_id: /);
  expect(body.data.errors.map((error) => error.field)).toEqual(['quote_id']);
  const unchanged = await spot(page);
  expect(unchanged.BTC.toFixed()).toBe(before.BTC.toFixed());
  expect(unchanged.USDT.toFixed()).toBe(before.USDT.toFixed());

  // A new quote for the same amount counts down afresh; cancelled, nothing was traded.
  const answer = answerOf(page, '/otc/quote');
  await card.getByRole('button', { name: 'Get a new quote' }).click();
  const fresh = await dataOf<OtcQuote>(answer);
  expect(fresh.id).not.toBe(quote.id);
  expect(fresh).toMatchObject({ side: 'buy', amount: '0.1' });
  await expect(card.getByRole('timer', { name: 'Valid for' })).toBeVisible();
  expect(figure((await value(card, 'You pay').textContent()) ?? '').eq(fresh.total)).toBe(true);
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeHidden();
  await page.goto('/otc-trade/order');
  await expect(page.getByText('No trades yet')).toBeVisible();
  const end = await spot(page);
  expect(end.BTC.toFixed()).toBe(before.BTC.toFixed());
  expect(end.USDT.toFixed()).toBe(before.USDT.toFixed());
});
