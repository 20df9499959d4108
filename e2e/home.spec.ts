import { expect, test } from '@playwright/test';

test('the home page loads and shows the header', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(header.getByRole('link', { name: /log ?in/i })).toBeVisible();
  await expect(page).toHaveTitle(/.+/);
});

test('the home page shows the market at a glance, the news and every product', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Trade crypto with confidence' });
  await expect(hero.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/user/register',
  );

  for (const name of ['Top gainers', 'Top losers', 'Highest volume', 'New listings']) {
    await expect(page.getByRole('region', { name }).getByRole('link')).toHaveCount(3);
  }
  // The reference exchange's newest pairs: ORBT (the demo launchpad's token, listed at the
  // server's first start, issue 21), SOL (2020), then DOGE (2019).
  const listings = page.getByRole('region', { name: 'New listings' }).getByRole('link');
  await expect(listings.nth(0)).toHaveAttribute('href', '/spot-trade?symbol=ORBTUSDT');
  await expect(listings.nth(1)).toHaveAttribute('href', '/spot-trade?symbol=SOLUSDT');
  await expect(listings.nth(2)).toHaveAttribute('href', '/spot-trade?symbol=DOGEUSDT');
  // Each row draws its last 24 h from the server's hourly bars (GET /spots/kline); a listed
  // token starts without history, so SOL's row is the one with a day of bars.
  await expect(listings.nth(1).locator('polyline')).toHaveCount(1);
  const points = await listings.nth(1).locator('polyline').getAttribute('points');
  expect(points?.split(' ').length).toBeGreaterThanOrEqual(2);

  const news = page.getByRole('region', { name: 'Announcements' });
  await expect(news.getByRole('link', { name: /Welcome to the exchange/ })).toHaveAttribute(
    'href',
    /^\/article\/detail\?article_id=\d+$/,
  );
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('link')).toHaveCount(7);

  // A card row is the way into the pair's trading page; a visitor signs in on the way there.
  await listings.nth(1).click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fspot-trade%3Fsymbol%3DSOLUSDT$/);
});
