import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { password, register } from './demo-user.ts';

// Issue 18 ("Done when"): the authenticator bound with a code computed from the secret the page
// shows; logging in then takes a second step with a fresh code.

/** The code the authenticator app would show `stepsAhead` 30-s steps from now. */
function authenticatorCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function logOut(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: `Account ${email}` }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/user\/login/);
}

test('bind the authenticator, log out, log in with its code as a second step', async ({ page }) => {
  const email = `totp-${Date.now()}@example.com`;
  await register(page, email);
  // The avatar menu warns while the authenticator is off.
  const account = page.getByRole('button', { name: `Account ${email}` });
  const securityLink = (warned: boolean) =>
    page.getByRole('link', {
      name: warned ? 'Security (Google two-factor authentication is off)' : 'Security',
      exact: true,
    });
  await account.click();
  await expect(securityLink(true)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/account/security/bind-google');
  const flow = page.getByRole('region', { name: 'Link Google Authenticator' });
  await flow.getByRole('button', { name: 'I have installed it' }).click();
  const secret = (await flow.getByTestId('google-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,64}$/);
  await flow.getByRole('button', { name: 'Next' }).click();
  await flow.getByLabel('Authenticator code').fill(authenticatorCode(secret));
  await flow.getByRole('button', { name: 'Link authenticator' }).click();
  await expect(page.getByText('Save your recovery codes')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Google Authenticator is linked')).toBeVisible();
  // The warning dot goes at once, without a reload.
  await account.click();
  await expect(securityLink(false)).toBeVisible();
  await page.keyboard.press('Escape');

  await logOut(page, email);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const code = page.getByLabel('Authenticator code');
  await expect(code).toBeFocused();
  // The code that bound the authenticator is spent (replay): the next step's code is accepted.
  await code.fill(authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Wallet' })).toBeVisible();
  await account.click();
  await expect(securityLink(false)).toBeVisible();
});

test('change the password: withdrawals lock for 24 hours and the old password stops working', async ({
  page,
}) => {
  const email = `pw-${Date.now()}@example.com`;
  await register(page, email);

  await page.goto('/account/security/modify-password');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password', { exact: true }).fill(password);
  await form.getByLabel('New password', { exact: true }).fill('Fresh#Pass2027');
  await form.getByLabel('Confirm new password', { exact: true }).fill('Fresh#Pass2027');
  await form.getByRole('button', { name: 'Send code' }).click();
  await form.getByRole('button', { name: 'Use this code' }).click();
  await expect(form.getByLabel('E-mail code')).toHaveValue(/^\d{6}$/);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();

  // The withdraw page says why it is locked, and until when.
  await page.goto('/assets/withdraw?coin=USDT');
  const lock = page.getByRole('alert').filter({ hasText: 'Withdrawals are locked for 24 hours' });
  await expect(lock).toBeVisible();
  await expect(lock).toContainText(/password/i);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  await logOut(page, email);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByRole('form', { name: 'Log in' }).getByText('Incorrect e-mail or password'),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Fresh#Pass2027');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Wallet' })).toBeVisible();
});
