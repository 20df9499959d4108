import { expect, test } from '@playwright/test';
import { register, submitBasicIdentity } from './demo-user.ts';

// Issue 18 ("Done when"): both identity levels submitted and approved by the demo reviewer
// (playwright.config.ts: DEMO_REVIEW_MS 2 s); the language and time zone chosen in settings
// change the page's words and the times it shows.

/** A 1 x 1 PNG: the server checks an upload's bytes, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

test('submit both identity levels and see each approved', async ({ page }) => {
  test.setTimeout(90_000);
  await register(page, `kyc-${Date.now()}@example.com`);

  await submitBasicIdentity(page, 'Alice Example');

  await page.goto('/account/id-auth');
  const basicLevel = page.getByRole('region', { name: 'Basic verification' });
  // Pending first, then the demo reviewer approves it; the page follows without a reload.
  await expect(basicLevel.getByText('Approved', { exact: true })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('link', { name: 'Start advanced verification' }).click();
  const advanced = page.getByRole('form', { name: 'Advanced verification' });
  for (const [label, name] of [
    ['Front of the document', 'front.png'],
    ['Back of the document', 'back.png'],
    ['You holding the document', 'hand.png'],
  ] as const) {
    // The drop zone and its file input share the label: the input takes the file.
    await advanced
      .locator(`input[type="file"][aria-label="${label}"]`)
      .setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await expect(advanced.getByRole('img', { name: `Preview of ${label}` })).toBeVisible();
  }
  await advanced.getByRole('button', { name: 'Submit for review' }).click();

  await page.goto('/account/id-auth');
  const advancedLevel = page.getByRole('region', { name: 'Advanced verification' });
  await expect(advancedLevel.getByText('Approved', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
});

test('the language and time zone chosen in settings change the words and the times shown', async ({
  page,
}) => {
  await register(page, `prefs-${Date.now()}@example.com`);

  // This session's first-seen time, in the site's zone (website_client_timezone: Asia/Shanghai).
  await page.goto('/account/security/account-device');
  const loginTime = page
    .getByRole('table', { name: 'Signed-in devices' })
    .getByRole('row')
    .nth(1)
    .getByRole('cell')
    .nth(2);
  await expect(loginTime).toHaveText(/\d/);
  const before = await loginTime.innerText();

  await page.goto('/account/setting');
  await page.getByRole('button', { name: 'Time zone' }).click();
  await page.getByRole('combobox', { name: 'Search time zones' }).fill('New_York');
  await page.getByRole('option', { name: /^America\/New York/ }).click();
  await expect(page.getByRole('button', { name: 'Time zone' })).toContainText('New York');

  await page.goto('/account/security/account-device');
  await expect(loginTime).toHaveText(/\d/);
  // Shanghai is 12 or 13 hours ahead of New York: the same login reads differently, and names
  // the zone it is shown in.
  await expect(loginTime).not.toHaveText(before);
  await expect(loginTime).toContainText(/UTC-[45]/);

  await page.goto('/account/setting');
  await page.getByLabel('Language').click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Settings');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // Applied on the next visit too: the choice is the account's, not this tab's.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
