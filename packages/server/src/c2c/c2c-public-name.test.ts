import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSchema, apiRoutes } from '@exchange/api';
import { publicName } from './c2c-public-name.ts';
import { startC2cTest, type C2cTest } from './c2c-test-kit.ts';

// Regression (issue 23): C2C advertisers and counterparties were shown by their e-mail's local
// part, the nickname registration defaults to.

describe('publicName', () => {
  it('masks the registration default taken from the e-mail', () => {
    expect(publicName({ nickname: 'alice7', email: 'alice7@example.com' })).toBe('a***7');
    expect(publicName({ nickname: '', email: 'alice7@example.com' })).toBe('a***7');
    expect(publicName({ nickname: '  ', email: 'al@example.com' })).toBe('a***');
  });

  it('masks a default cut at 32 characters', () => {
    const local = 'x'.repeat(40);
    expect(publicName({ nickname: 'x'.repeat(32), email: `${local}@example.com` })).toBe('x***x');
  });

  it('shows a nickname the user chose', () => {
    expect(publicName({ nickname: 'NorthStar OTC', email: 'northstar@example.com' })).toBe(
      'NorthStar OTC',
    );
  });
});

describe('C2C shows no e-mail part', () => {
  let t: C2cTest;
  beforeAll(async () => {
    t = await startC2cTest();
  });
  afterAll(async () => {
    await t.ex.close();
  });

  const advertiserOf = async (adId: number) => {
    const res = await t.call(apiRoutes.c2cAds, {
      query: { side: 'sell', coin_id: 1, fiat: 'USD' },
    });
    expect(res.status).toBe(200);
    const list = (res.body.data as { list: unknown[] }).list.map((ad) => adSchema.parse(ad));
    return list.find((ad) => ad.id === adId)?.advertiser.nickname;
  };

  it('shows an advertiser by a masked name, then by the nickname they set', async () => {
    const ad = await t.publish(t.alice);
    expect(await advertiserOf(ad.id)).toBe('a***e');
    const order = await t.place(t.bob, { ad_id: ad.id, amount: '21', amount_in: 'fiat' });
    expect(order.counterparty.nickname).toBe('a***e');

    const renamed = await t.call(apiRoutes.updateUserInfo, {
      token: t.alice.token,
      body: { nickname: 'Alice Trades' },
    });
    expect(renamed.status).toBe(200);
    expect(await advertiserOf(ad.id)).toBe('Alice Trades');
    const orders = await t.call(apiRoutes.c2cOrders, { token: t.bob.token, query: {} });
    expect(orders.status).toBe(200);
    expect(JSON.stringify(orders.body)).toContain('"nickname":"Alice Trades"');
    expect(JSON.stringify(orders.body)).not.toContain('"alice"');
  });
});
