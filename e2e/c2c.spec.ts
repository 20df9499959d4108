import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { register, submitBasicIdentity } from './demo-user.ts';

// The C2C journeys of issue 22 against the real server (demo mode: 10,000 USDT a new account;
// playwright.config.ts scales every pay window by 0.02, so an ad's 60 minutes are 72 s and a
// demo merchant's 15 minutes 18 s). Two traders in two browser contexts: one publishes a sell ad,
// the other buys from it, they chat, the buyer marks paid, the seller releases; then an unpaid
// order times out and its escrow goes back to the ad.

async function trader(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const local = `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await register(page, `${local}@example.com`);
  return page;
}

/**
 * Gives the trader a nickname of their own, as a merchant would, and returns it: the market shows
 * an advertiser by the nickname they chose, else by the masked e-mail ("c***4"), which two
 * journeys' sellers could share.
 */
async function chooseNickname(page: Page, prefix: string): Promise<string> {
  const nickname = `${prefix}${String(Math.floor(Math.random() * 1e8))}`;
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const res = await page.request.post('/updateUserInfo', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
    multipart: { nickname },
  });
  expect(res.status(), await res.text()).toBe(200);
  return nickname;
}

/** A coin's available amount on the spot account page, in millionths (no floats). */
async function spotMicros(page: Page, coin: string): Promise<bigint> {
  await page.goto('/assets/spot-account');
  const row = page
    .getByRole('table', { name: 'Spot balances' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Transfer ${coin}` }) });
  const text = (await row.getByRole('cell').nth(1).innerText()).replace(/,/g, '').trim();
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

async function choose(scope: Locator, page: Page, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Basic identity (needed to publish), a bank account, then a fixed-price USDT sell ad. */
async function publishSellAd(seller: Page): Promise<void> {
  await submitBasicIdentity(seller, 'Sally Seller');
  await seller.goto('/account/id-auth');
  await expect(
    seller
      .getByRole('region', { name: 'Basic verification' })
      .getByText('Approved', { exact: true }),
  ).toBeVisible({ timeout: 20_000 });

  await seller.goto('/c2c?tab=payment');
  await seller.getByRole('button', { name: 'Add a payment method' }).click();
  const method = seller.getByRole('dialog', { name: 'Add a payment method' });
  await method.getByLabel('Account holder').fill('Sally Seller');
  await method.getByLabel('Account number or IBAN').fill('DE89370400440532013000');
  await method.getByLabel('Bank', { exact: true }).fill('Demo Bank');
  await method.getByRole('button', { name: 'Add' }).click();
  await expect(method).toBeHidden();

  await seller.goto('/c2c?tab=ads');
  await seller.getByRole('button', { name: 'Publish an ad' }).click();
  const ad = seller.getByRole('dialog', { name: 'Publish an ad' });
  await choose(ad, seller, 'Price type', 'Fixed');
  await ad.getByLabel('Price', { exact: true }).fill('1.05');
  await ad.getByLabel('Total amount').fill('300');
  await ad.getByLabel('Order minimum').fill('10');
  await ad.getByLabel('Order maximum').fill('300');
  await ad.getByRole('checkbox', { name: /Bank transfer/ }).check();
  await choose(ad, seller, 'Pay window', '60 minutes');
  await ad.getByRole('button', { name: 'Publish' }).click();
  await expect(ad).toBeHidden();
}

test('a sell ad, a buyer, a chat, paid and released: both balances move exactly', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const seller = await trader(browser, 'c2c-seller');
  const buyer = await trader(browser, 'c2c-buyer');
  const sellerName = await chooseNickname(seller, 'Sally');
  await publishSellAd(seller);
  // Publishing froze the ad's 300 USDT out of the seller's spot account.
  expect(await spotMicros(seller, 'USDT')).toBe(9_700_000_000n);

  // The buyer finds the ad among the merchants' and buys 105 USD of it: 100 USDT at 1.05.
  await buyer.goto('/c2c');
  const row = buyer.getByRole('list', { name: 'Ads' }).getByRole('listitem', { name: sellerName });
  await expect(row).toContainText('1.05 USD');
  await row.getByRole('button', { name: 'Buy USDT' }).click();
  const place = buyer.getByRole('dialog', { name: `Buy USDT from ${sellerName}` });
  await place.getByRole('textbox', { name: 'I pay' }).fill('105');
  await place.getByRole('button', { name: 'Buy USDT' }).click();
  const order = buyer.getByRole('region', { name: `Buy USDT from ${sellerName}` });
  await expect(order.getByText('Awaiting payment')).toBeVisible();
  await expect(order).toContainText('100 USDT');
  await expect(order.getByText('DE89370400440532013000')).toBeVisible();

  // They chat: the buyer's message reaches the seller live, as text.
  const buyerChat = buyer.getByRole('region', { name: `Chat with ${sellerName}` });
  await buyerChat.getByRole('textbox', { name: 'Message' }).fill('Sending now <b>by bank</b>');
  await buyerChat.getByRole('button', { name: 'Send' }).click();
  const orderUrl = new URL(buyer.url());
  await seller.goto(`/c2c?tab=orders&order=${orderUrl.searchParams.get('order') ?? ''}`);
  const sellerChat = seller.getByRole('region', { name: /^Chat with / });
  await expect(
    sellerChat.getByRole('listitem').filter({ hasText: 'Sending now <b>by bank</b>' }),
  ).toBeVisible();
  await sellerChat.getByRole('textbox', { name: 'Message' }).fill('Thanks, checking');
  await sellerChat.getByRole('button', { name: 'Send' }).click();
  await expect(
    buyerChat.getByRole('listitem').filter({ hasText: 'Thanks, checking' }),
  ).toBeVisible();

  // Paid, then released: the coins move from escrow to the buyer.
  await order.getByRole('button', { name: 'I have paid' }).click();
  const paid = buyer.getByRole('alertdialog').or(buyer.getByRole('dialog')).last();
  await paid.getByRole('button', { name: 'I have paid' }).click();
  await expect(order.getByText('Paid, awaiting release', { exact: true })).toBeVisible();

  const sellerOrder = seller.getByRole('region', { name: /^Sell USDT to / });
  await sellerOrder.getByRole('button', { name: 'Release' }).click();
  const release = seller.getByRole('alertdialog').or(seller.getByRole('dialog')).last();
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(sellerOrder.getByText('Completed', { exact: true })).toBeVisible();
  await expect(order.getByText('Completed', { exact: true })).toBeVisible();

  // Exactly 100 USDT more for the buyer; the seller's 300 stay frozen on the ad less the 100 sold.
  expect(await spotMicros(buyer, 'USDT')).toBe(10_100_000_000n);
  expect(await spotMicros(seller, 'USDT')).toBe(9_700_000_000n);
  await seller.goto('/c2c?tab=ads');
  await expect(seller.getByRole('list', { name: 'My ads' })).toContainText('200 USDT');
});

test('an unpaid order times out on the scaled window and its escrow goes back to the ad', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const buyer = await trader(browser, 'c2c-late');
  await buyer.goto('/c2c');
  const row = buyer
    .getByRole('list', { name: 'Ads' })
    .getByRole('listitem', { name: 'NorthStar OTC' });
  // "Available 20,000 USDT": the ad's coin not yet taken by an order.
  const available = row.getByText(/^Available\s/);
  const before = (await available.textContent()) ?? '';
  await row.getByRole('button', { name: 'Buy USDT' }).click();
  const place = buyer.getByRole('dialog', { name: 'Buy USDT from NorthStar OTC' });
  await place.getByRole('textbox', { name: 'I pay' }).fill('50');
  await place.getByRole('button', { name: 'Buy USDT' }).click();
  const order = buyer.getByRole('region', { name: 'Buy USDT from NorthStar OTC' });
  await expect(order.getByText('Awaiting payment')).toBeVisible();

  // 15 minutes × 0.02 = 18 s: the server's clock cancels it, once, and the page follows.
  await expect(order.getByText('Cancelled: not paid in time', { exact: true })).toBeVisible({
    timeout: 40_000,
  });
  await buyer.goto('/c2c');
  await expect(available).toHaveText(before);
});
