import { expect, test } from '@playwright/test';
import { register } from './demo-user.ts';

// The help centre journey of issue 23 against the real server's seeded articles: a search finds
// an article, its breadcrumbs lead back to its category, and the same article reads in another
// language (the server answers in the Language header's language; SPEC §4 keeps
// /article/detail public, the list needs a session).

test('search finds an article, its breadcrumbs lead back, and it reads in French', async ({
  page,
}) => {
  await register(page, `help-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.goto('/article/list');
  await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('withdraw');
  const result = page.getByRole('link', { name: 'How to withdraw' });
  await expect(result).toBeVisible();
  await expect(page).toHaveURL(/q=withdraw/);
  await result.click();

  await expect(page.getByRole('heading', { level: 1, name: 'How to withdraw' })).toBeVisible();
  await expect(page).toHaveURL(/\/article\/detail\?article_id=\d+/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Help centre' }).first()).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('How to withdraw');
  const detailUrl = page.url();

  // The category crumb leads back to the list, filtered to that category.
  await crumbs.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/article\/list\?category=help/);
  await expect(page.getByRole('link', { name: 'How to withdraw' })).toBeVisible();

  // A signed-out visitor may read the article (SPEC §4); with French chosen, it is in French.
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'fr');
  });
  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Comment retirer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wallet' })).toHaveCount(0);
});
