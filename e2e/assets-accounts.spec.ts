import { expect, test, type Page } from '@playwright/test';
import { register } from './demo-user.ts';

// Issue 17: the accounts and the transfer dialog against the real server: money moves spot →
// futures and back, every balance on screen follows without a reload, and the address book
// takes an address and lets it go.

/** A displayed amount ('11,000.00 USDT', '8,250.5') as a number of hundredths, for comparing. */
function cents(text: string): number {
  const match = /-?[\d,]+(\.\d+)?/.exec(text.replace(/\u2212/g, '-'));
  if (!match) throw new Error(`No amount in "${text}"`);
  const [whole = '0', fraction = ''] = match[0].replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

async function futuresAvailable(page: Page): Promise<number> {
  const value = page
    .locator('dt', { hasText: /^Available$/ })
    .locator('xpath=following-sibling::dd');
  await expect(value).toHaveText(/\d/);
  return cents(await value.innerText());
}

async function spotUsdtAvailable(page: Page): Promise<number> {
  const row = page
    .getByRole('table', { name: 'Spot balances' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Transfer USDT' }) });
  return cents(await row.getByRole('cell').nth(1).innerText());
}

test('transfer spot → futures and back; the balances follow; the address book adds and deletes', async ({
  page,
}) => {
  await register(page, `accounts-${Date.now()}@example.com`);

  await page.goto('/assets/spot-account');
  await expect(page.getByRole('button', { name: 'Transfer USDT' })).toBeVisible();
  const spotBefore = await spotUsdtAvailable(page);

  // Spot → futures from the USDT row: the row follows at once.
  await page.getByRole('button', { name: 'Transfer USDT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transfer' });
  await expect(dialog.getByText(/Available to transfer/)).toContainText('USDT');
  await dialog.getByLabel('Amount').fill('100');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Transferred 100\sUSDT from Spot to Futures\./)).toBeVisible();
  await expect.poll(() => spotUsdtAvailable(page)).toBe(spotBefore - 10_000);

  // The futures account has it; Transfer out sends 40 back.
  await page.goto('/assets/futures-account');
  const futuresAfterIn = await futuresAvailable(page);
  expect(futuresAfterIn).toBeGreaterThanOrEqual(10_000);
  await page.getByRole('button', { name: 'Transfer out' }).click();
  await expect(dialog.getByRole('combobox', { name: 'From' })).toHaveText('Futures');
  await dialog.getByLabel('Amount').fill('40');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/Transferred 40\sUSDT from Futures to Spot\./)).toBeVisible();
  await expect.poll(() => futuresAvailable(page)).toBe(futuresAfterIn - 4_000);

  // More than is available is refused before sending.
  await page.getByRole('button', { name: 'Transfer out' }).click();
  await dialog.getByLabel('Amount').fill('99999999');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('The amount is more than is available to transfer.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The address book: add a TRC20 address, then delete it.
  await page.goto('/assets/address-manage');
  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('dialog', { name: 'Add a withdrawal address' });
  await form.getByRole('combobox', { name: 'Coin' }).click();
  await page.getByRole('option', { name: 'USDT' }).click();
  await form.getByRole('combobox', { name: 'Network' }).click();
  await page.getByRole('option', { name: /TRC20/ }).click();
  await form.getByLabel('Address', { exact: true }).fill('TUvfauKGgT6y1iWvAQoPMXxLt7VQC6diES');
  await form.getByLabel('Label', { exact: true }).fill('E2E wallet');
  await form.getByRole('button', { name: 'Save address' }).click();
  const book = page.getByRole('table', { name: 'Withdrawal addresses' });
  await expect(book.getByRole('link', { name: 'Withdraw to E2E wallet' })).toHaveAttribute(
    'href',
    '/assets/withdraw?coin=USDT&address=TUvfauKGgT6y1iWvAQoPMXxLt7VQC6diES',
  );
  await book.getByRole('button', { name: 'Delete E2E wallet' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(book.getByText('No saved addresses yet.')).toBeVisible();
});
