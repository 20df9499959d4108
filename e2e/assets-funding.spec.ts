import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { register } from './demo-user.ts';

// Issue 17 ("Done when", second bullet): money in and out on the real server's demo chain, as a
// trader meets it. A deposit confirms block by block and is credited; a withdrawal confirmed
// with the e-mail code reaches "completed" with a hash; another is cancelled while pending; the
// capital flow and its CSV list every movement; the header total follows each step. The chain
// runs fast here (playwright.config.ts: a block every 500 ms, pickup after 5 s).

/** A TRC20 address with a valid checksum (the server checks it). */
const ADDRESS = 'TUvfauKGgT6y1iWvAQoPMXxLt7VQC6diES';

/** A displayed amount ('11,000.00 USDC') as a number of hundredths, for comparing. */
function cents(text: string): number {
  const match = /-?[\d,]+(\.\d+)?/.exec(text.replace(/\u2212/g, '-'));
  if (!match) throw new Error(`No amount in "${text}"`);
  const [whole = '0', fraction = ''] = match[0].replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** The header wallet menu's total assets, in hundredths (the menu is opened and closed). */
async function headerTotal(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Wallet' }).click();
  const total = page
    .getByText('Total assets', { exact: true })
    .locator('xpath=following-sibling::p[1]');
  await expect(total).toHaveText(/\d/);
  const value = cents(await total.innerText());
  await page.keyboard.press('Escape');
  await expect(total).toBeHidden();
  return value;
}

/** Fills the withdraw form (USDT on TRC20), asks for the e-mail code and confirms with it. */
async function withdraw(page: Page, amount: string): Promise<void> {
  await page.goto('/assets/withdraw?coin=USDT');
  const form = page.getByRole('form', { name: 'Withdrawal' });
  await expect(form.getByRole('button', { name: 'Network' })).toContainText('TRC20');
  await form.getByLabel('Address', { exact: true }).fill(ADDRESS);
  await form.getByLabel('Amount', { exact: true }).fill(amount);
  await form.getByRole('button', { name: 'Continue' }).click();
  const verify = page.getByRole('form', { name: 'Confirm the withdrawal' });
  const useCode = verify.getByRole('button', { name: 'Use this code' });
  // The e2e server's resend guard is 3 s (playwright.config.ts): the field counts it down, and
  // only then offers "Send code" again.
  await verify.getByRole('button', { name: 'Send code' }).click();
  await expect(useCode).toBeVisible();
  await useCode.click();
  await expect(verify.getByLabel('E-mail code')).toHaveValue(/^\d{6}$/);
  await verify.getByRole('button', { name: 'Confirm withdrawal' }).click();
}

test('deposit confirms and is credited; a withdrawal completes, another is cancelled; the capital flow and its CSV list them', async ({
  page,
}) => {
  // Twenty demo blocks and two withdrawal pickups set the pace.
  test.setTimeout(90_000);
  // Hold the simulated market still so the header total moves only with this user's money.
  await page.request.post('/demo/simulator', { data: { running: false } });
  try {
    await register(page, `funding-${Date.now()}@example.com`);
    const start = await headerTotal(page);

    // A withdrawal cancelled while pending: its 50 USDT come back, the total never moved.
    await withdraw(page, '50');
    const placed = page.getByRole('region', { name: 'Withdrawal placed' });
    await expect(placed.getByText('Pending', { exact: true })).toBeVisible();
    await placed.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(placed.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(placed.getByRole('button', { name: 'Cancel withdrawal' })).toBeHidden();
    expect(await headerTotal(page)).toBe(start);

    // A deposit seen on the demo chain: "Confirming n/20" block by block, then "Credited".
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const deposit = await page.request.post('/demo/deposit', {
      headers: { Authorization: `Bearer ${token ?? ''}` },
      data: { coin_id: 1, network: 'TRC20', amount: '500' },
    });
    expect(deposit.ok()).toBe(true);
    await page.getByRole('button', { name: 'Wallet' }).click();
    await page.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/assets\/recharge/);
    const recent = page.getByRole('table', { name: 'Recent deposits' });
    const row = recent.getByRole('row').filter({ hasText: /500(\.0+)?\sUSDT/ });
    await expect(row.getByText(/^Confirming \d+\/20$/)).toBeVisible();
    await expect(row.getByText('Credited', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => headerTotal(page)).toBe(start + 50_000);

    // A withdrawal of 30 USDT with the e-mail code: picked up, then completed with a hash.
    await withdraw(page, '30');
    await expect(placed.getByText('Pending', { exact: true })).toBeVisible();
    await expect(placed.getByText('Completed', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(
      placed
        .getByText('Transaction hash', { exact: true })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(/\S{16,}/);
    await expect.poll(() => headerTotal(page)).toBe(start + 50_000 - 3_000);

    // The records page has both withdrawals with their final status.
    await page.goto('/assets/records');
    await page.getByRole('tab', { name: 'Withdrawals' }).click();
    const withdrawals = page.getByRole('table', { name: 'Withdrawals' });
    await expect(withdrawals.getByText('Completed', { exact: true })).toBeVisible();
    await expect(withdrawals.getByText('Cancelled', { exact: true })).toBeVisible();

    // The capital flow lists every movement; its CSV (the server's) holds them too.
    await page.getByRole('button', { name: 'Wallet' }).click();
    await page.getByRole('link', { name: 'Capital flow' }).click();
    const flow = page.getByRole('table', { name: 'Capital flow' });
    for (const type of ['Deposit', 'Withdrawal', 'Withdrawal fee', 'Withdrawal cancelled'])
      await expect(flow.getByRole('cell', { name: type, exact: true }).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    for (const type of ['deposit', 'withdraw', 'withdraw_fee', 'withdraw_cancel'])
      expect(csv).toMatch(new RegExp(`,${type},`));
    expect(csv).toMatch(/,deposit,500(\.0+)?,/);
  } finally {
    await page.request.post('/demo/simulator', { data: { running: true } });
  }
});
