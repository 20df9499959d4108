import { expect, test } from '@playwright/test';

test('the home page loads and shows the header', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(header.getByRole('link', { name: /log ?in/i })).toBeVisible();
  await expect(page).toHaveTitle(/.+/);
});
