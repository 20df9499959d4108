import Big from 'big.js';
import { floatingPrice, payDeadline } from '@exchange/formulas';
import { describe, expect, it } from 'vitest';
import type { Ad } from '../c2c.ts';
import { c2cResolvers } from './c2c-resolvers.ts';
import { c2cAdsFixture, fiatIndexFixture, myAdsFixture } from './fixtures/c2c-ads.ts';
import { c2cOrdersFixture } from './fixtures/c2c.ts';
import { MockHttpError } from './resolver-kit.ts';
import { FIXTURE_NOW } from './seed.ts';

// The C2C resolvers answer as the server decides: prices, amounts and limits by
// @exchange/formulas, and each action only from the right state by the right side.

// The resolvers take the parsed request; these calls give only the parts each one reads.
const call = (name: keyof typeof c2cResolvers, input: object) =>
  (c2cResolvers[name] as (request: never) => unknown)({
    params: undefined,
    query: undefined,
    body: undefined,
    ...input,
  } as never);

function refusal(run: () => unknown): { status: number; field: string | undefined } {
  try {
    run();
  } catch (error) {
    if (error instanceof MockHttpError)
      return { status: error.status, field: error.errors?.[0]?.field };
    throw error;
  }
  throw new Error('Expected a refusal');
}

const ads = (query: object) =>
  (call('c2cAds', { query: { page: 1, limit: 50, ...query } }) as { list: Ad[] }).list;

describe('ads', () => {
  it('price floating ads on the fixture index and fixed ads at their value', () => {
    for (const ad of [...c2cAdsFixture, ...myAdsFixture]) {
      const index = fiatIndexFixture(ad.coin_id, ad.fiat).price;
      expect(ad.price, `ad ${String(ad.id)}`).toBe(
        ad.price_type === 'fixed' ? ad.price_value : floatingPrice(index, ad.price_value).toFixed(),
      );
    }
  });

  it('offer both sides of USDT, BTC and ETH in USD and EUR, best price first', () => {
    for (const coin_id of [1, 2, 3])
      for (const fiat of ['USD', 'EUR'])
        for (const side of ['buy', 'sell'] as const) {
          const list = ads({ side, coin_id, fiat });
          expect(list.length, `${side} ${String(coin_id)} ${fiat}`).toBeGreaterThan(0);
          const prices = list.map((ad) => new Big(ad.price));
          for (let i = 1; i < prices.length; i += 1)
            expect(
              side === 'sell'
                ? prices[i - 1]?.lte(prices[i] ?? 0)
                : prices[i - 1]?.gte(prices[i] ?? 0),
            ).toBe(true);
        }
  });

  it('take an amount filter only when the ad can fill it', () => {
    const list = ads({ side: 'sell', coin_id: 1, fiat: 'USD', amount: '900' });
    expect(list.map((ad) => ad.id)).not.toContain(203);
    expect(list.map((ad) => ad.id)).toContain(201);
  });
});

describe('orders', () => {
  it('place an order with its coin truncated and the pay window from the ad', () => {
    const order = call('c2cPlaceOrder', {
      body: { ad_id: 209, amount: '100', amount_in: 'fiat' },
    }) as { amount: string; fiat_amount: string; pay_deadline: number };
    // 100 ÷ 64650 = 0.00154679…, truncated to BTC's 8 decimals.
    expect(order).toMatchObject({ amount: '0.00154679', fiat_amount: '100' });
    expect(order.pay_deadline).toBe(payDeadline(FIXTURE_NOW, 30));
  });

  it('refuse an amount outside the limits and a sale without a method the ad takes', () => {
    expect(
      refusal(() =>
        call('c2cPlaceOrder', { body: { ad_id: 201, amount: '49.99', amount_in: 'fiat' } }),
      ),
    ).toEqual({ status: 422, field: 'amount' });
    expect(
      refusal(() =>
        call('c2cPlaceOrder', { body: { ad_id: 205, amount: '100', amount_in: 'fiat' } }),
      ),
    ).toEqual({ status: 422, field: 'payment_method_id' });
  });

  it('let only the right side act from the right state', () => {
    const buying = c2cOrdersFixture.find((row) => row.id === 7000);
    const selling = c2cOrdersFixture.find((row) => row.id === 7002);
    expect(buying?.side).toBe('buy');
    expect(selling?.side).toBe('sell');
    expect(refusal(() => call('c2cRelease', { body: { id: 7000 } }))).toEqual({
      status: 422,
      field: 'id',
    });
    expect(call('c2cRelease', { body: { id: 7002 } })).toMatchObject({ status: 'completed' });
    expect(refusal(() => call('c2cCancel', { body: { id: 7003 } }))).toEqual({
      status: 422,
      field: 'id',
    });
    // 7002 was paid a minute ago: the appeal opens after ten.
    expect(refusal(() => call('c2cAppeal', { body: { id: 7002 } }))).toEqual({
      status: 422,
      field: 'id',
    });
    expect(call('c2cAppeal', { body: { id: 7000 } })).toMatchObject({ status: 'appealing' });
  });
});
