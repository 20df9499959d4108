import { expect, type Page } from '@playwright/test';

/** The password every e2e trader registers with. */
export const password = 'Trader#2026x';

/** The e-mail code the demo mailbox holds for an address (demo mode is on in e2e). */
async function emailCode(page: Page, email: string): Promise<string> {
  const latest = async (): Promise<string | null> => {
    const res = await page.request.get(`/demo/mailbox?email=${encodeURIComponent(email)}`);
    const body = (await res.json()) as { data: { code: string | null }[] };
    return body.data[0]?.code ?? null;
  };
  await expect.poll(latest).toMatch(/^\d{6}$/);
  return (await latest()) ?? '';
}

/**
 * Registers `email` through the sign-up page (code from the demo mailbox); ends signed in. With
 * `from`, the page is opened from that invite link instead (`/user/register?invite_code=…`).
 */
export async function register(page: Page, email: string, from?: string): Promise<void> {
  await page.goto(from ?? '/user/register');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('E-mail code').fill(await emailCode(page, email));
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Wallet' })).toBeVisible();
}

/**
 * Submits basic identity verification through its form (`name` as the full name); the demo
 * reviewer decides it after DEMO_REVIEW_MS (2 s in playwright.config.ts).
 */
export async function submitBasicIdentity(page: Page, name: string): Promise<void> {
  await page.goto('/account/id-auth/base-auth');
  const basic = page.getByRole('form', { name: 'Basic verification' });
  await basic.getByLabel('Full name').fill(name);
  await basic.getByRole('button', { name: 'Country' }).click();
  await page.getByRole('combobox', { name: 'Search countries' }).fill('Germany');
  await page.getByRole('option', { name: 'Germany' }).click();
  await basic.getByRole('radio', { name: 'Passport' }).check();
  await basic.getByLabel('Document number').fill('C01X00T47');
  await basic.getByLabel('Date of birth').fill('1990-05-17');
  await basic.getByRole('button', { name: 'Submit for review' }).click();
}
