import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { register } from './demo-user.ts';

// The referral journey of issue 23 on the real server (demo mode; a commission of 20 % of each
// invitee's fee, REFERRAL_COMMISSION_RATE's default): a trader registers through another's
// invite link and trades; the inviter sees the invitee, that they traded, and the commission.

async function trader(browser: Browser, name: string, from?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await register(
    page,
    `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    from,
  );
  return page;
}

/** "0.00002 BTC" → its digits as an integer and how many of them are decimals. */
function decimal(text: string): { units: bigint; scale: number } {
  const number = text.replace(/[^\d.]/g, '');
  const [whole = '0', fraction = ''] = number.split('.');
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

async function cellText(row: Locator, index: number): Promise<string> {
  return ((await row.getByRole('cell').nth(index).textContent()) ?? '').trim();
}

test('an invitee registers through the link and trades; the inviter sees them and 20 % of the fee', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const inviter = await trader(browser, 'inviter');
  await inviter.goto('/referral');
  const shown = inviter.getByText(/\/user\/register\?invite_code=/);
  // The link is isolated left-to-right for right-to-left pages: drop the isolate marks.
  const link = ((await shown.textContent()) ?? '').replace(/[\u2066-\u2069]/g, '').trim();
  const url = new URL(link);
  expect(url.pathname).toBe('/user/register');
  const code = url.searchParams.get('invite_code') ?? '';
  expect(code).toMatch(/^[A-Za-z0-9]{4,16}$/);

  // The link opens the sign-up page with the code filled in.
  const invitee = await trader(browser, 'invitee', `/user/register?invite_code=${code}`);

  // The invitee buys 0.01 BTC at market: a taker fee in BTC.
  await invitee.goto('/spot-trade?symbol=BTCUSDT');
  const form = invitee.getByRole('region', { name: 'Place an order' });
  await form.getByRole('tab', { name: 'Market' }).click();
  await form.getByLabel('Amount', { exact: true }).fill('0.01');
  await form.getByRole('button', { name: 'Buy BTC' }).click();
  const yourOrders = invitee.getByRole('region', { name: 'Your orders' });
  await yourOrders.getByRole('tab', { name: 'Trade history' }).click();
  await expect(
    yourOrders.getByRole('table', { name: 'Trade history' }).getByRole('row').nth(1),
  ).toContainText('BTC/USDT');

  // The inviter: one friend, who traded; a spot commission of a fifth of the fee paid.
  await inviter.goto('/referral');
  const invitees = inviter.getByRole('table', { name: 'Invited friends' });
  await expect(invitees.getByRole('row').filter({ hasText: 'Yes' })).toHaveCount(1);
  await inviter.getByRole('tab', { name: 'Commission records' }).click();
  const commissions = inviter.getByRole('table', { name: 'Commission records' });
  // One commission per fill: a market order may take more than one maker.
  const rows = commissions.getByRole('row').filter({ hasText: 'Spot trade' });
  await expect(rows.first()).toBeVisible();
  const headers = await commissions.getByRole('columnheader').allTextContents();
  for (const row of await rows.all()) {
    const fee = decimal(await cellText(row, headers.indexOf('Fee paid')));
    const commission = decimal(await cellText(row, headers.indexOf('Commission')));
    // commission = fee × 0.2, truncated to the decimals shown.
    const expected =
      (fee.units * 10n ** BigInt(commission.scale + 1)) / (5n * 10n ** BigInt(fee.scale + 1));
    expect(commission.units).toBe(expected);
    expect(commission.units).toBeGreaterThan(0n);
  }
});
