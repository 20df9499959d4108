import { expect, test, type Page } from '@playwright/test';
import { password, register } from './demo-user.ts';

async function logIn(page: Page, email: string) {
  await page.goto('/user/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Wallet' })).toBeVisible();
}

test('register, see the demo funds in the wallet menu, log out, log back in', async ({ page }) => {
  const email = `trader-${Date.now()}@example.com`;
  await register(page, email);

  await page.getByRole('button', { name: 'Wallet' }).click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await expect(wallet.getByText('Total assets')).toBeVisible();
  // A new demo account is funded: the total is a positive amount, not the '—' placeholder
  // (number and unit joined by a no-break space, hence \s).
  await expect(wallet.getByText(/^[1-9][\d,]*(\.\d+)?\sUSDC$/)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: `Account ${email}` }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wallet' })).toHaveCount(0);

  await logIn(page, email);
});

// Issue 15, item 3: a new user on the demo server is told where the code went, and can use it.
test('registers with the code the demo-mode notice shows (no mailbox lookup by hand)', async ({
  page,
}) => {
  const email = `notice-${Date.now()}@example.com`;
  await page.goto('/user/register');
  const notice = page.getByRole('status', { name: 'Demo mode' });
  await expect(notice).toContainText('no e-mail is sent');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(notice).toHaveAttribute('data-state', 'code');
  await expect(notice.getByRole('link', { name: 'Open the demo mailbox' })).toHaveAttribute(
    'href',
    `/demo/mailbox?email=${encodeURIComponent(email)}`,
  );
  await notice.getByRole('button', { name: 'Use this code' }).click();
  await expect(page.getByLabel('E-mail code')).toHaveValue(/^\d{6}$/);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Wallet' })).toBeVisible();
});

// Issue 18: devices stay signed in side by side; one signs the other out from the device list,
// and the other is told at once (notify 44 over its socket) and sent to the login page.
test('a device signed out from the device list sees the session notice and must log in again', async ({
  page,
  browser,
}) => {
  const email = `twice-${Date.now()}@example.com`;
  await register(page, email);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, email);
  // A second login no longer ends the first session.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Wallet' })).toBeVisible();

  await page.goto('/account/security/account-device');
  const devices = page.getByRole('table', { name: 'Signed-in devices' });
  await expect(devices.getByRole('row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Sign out all other devices' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(devices.getByRole('row')).toHaveCount(2);

  const notice = otherPage.getByRole('alertdialog');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await notice.getByRole('button').last().click();
  await expect(otherPage).toHaveURL(/\/user\/login/);
  await other.close();
});
