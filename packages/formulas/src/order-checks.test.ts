import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteDecimals, validateOrder, type OrderChecks, type OrderRules } from './order-checks.ts';

const BTC: OrderRules = {
  pricePrecision: 2,
  sizePrecision: 5,
  minSize: '0.0001',
  minNotional: '5',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
};

const checks = (overrides: Partial<OrderChecks> = {}): OrderChecks => ({
  pair: BTC,
  available: { base: '1', quote: '1000' },
  marketPrice: null,
  ...overrides,
});

describe('quoteDecimals', () => {
  it('quotes totals at the price precision', () => {
    expect(quoteDecimals({ pricePrecision: 4 })).toBe(4);
  });
});

describe('validateOrder', () => {
  it('needs a price for a limit order and an amount for any order', () => {
    expect(validateOrder({ side: 'buy', type: 'limit', price: '', amount: '' }, checks())).toEqual([
      { code: 'priceRequired', field: 'price' },
      { code: 'amountRequired', field: 'amount' },
    ]);
    expect(
      validateOrder({ side: 'buy', type: 'limit', price: '0', amount: '0.000' }, checks()),
    ).toEqual([
      { code: 'priceRequired', field: 'price' },
      { code: 'amountRequired', field: 'amount' },
    ]);
  });

  it('accepts a limit buy within the rules and the balance', () => {
    expect(
      validateOrder({ side: 'buy', type: 'limit', price: '64000', amount: '0.0015' }, checks()),
    ).toEqual([]);
  });

  it('refuses too many decimals', () => {
    expect(
      validateOrder(
        { side: 'sell', type: 'limit', price: '64000.123', amount: '0.000011' },
        checks(),
      ),
    ).toEqual([
      { code: 'tooManyDecimals', field: 'price', max: 2 },
      { code: 'tooManyDecimals', field: 'amount', max: 5 },
      { code: 'belowMinSize', field: 'amount', min: '0.0001', coin: 'BTC' },
      { code: 'belowMinNotional', field: 'total', min: '5', coin: 'USDT' },
    ]);
  });

  it('refuses an amount below minSize and a value below minNotional', () => {
    expect(
      validateOrder({ side: 'buy', type: 'limit', price: '100', amount: '0.00009' }, checks()),
    ).toEqual([
      { code: 'belowMinSize', field: 'amount', min: '0.0001', coin: 'BTC' },
      { code: 'belowMinNotional', field: 'total', min: '5', coin: 'USDT' },
    ]);
  });

  it('refuses a limit buy worth more than the quote balance, valued exactly', () => {
    // 64000.01 × 0.01563 = 1000.32 > 1000, although each field alone looks fine.
    expect(
      validateOrder({ side: 'buy', type: 'limit', price: '64000.01', amount: '0.01563' }, checks()),
    ).toEqual([
      { code: 'insufficientBalance', field: 'total', coin: 'USDT', available: '1000', decimals: 2 },
    ]);
    expect(
      validateOrder({ side: 'buy', type: 'limit', price: '64000', amount: '0.015625' }, checks()),
    ).toEqual([{ code: 'tooManyDecimals', field: 'amount', max: 5 }]);
  });

  it('values a market buy at its estimate and a sell against the base balance', () => {
    expect(
      validateOrder(
        { side: 'buy', type: 'market', price: 'ignored', amount: '0.02' },
        checks({ marketPrice: '64000' }),
      ),
    ).toEqual([
      { code: 'insufficientBalance', field: 'total', coin: 'USDT', available: '1000', decimals: 2 },
    ]);
    expect(
      validateOrder({ side: 'buy', type: 'market', price: '', amount: '0.02' }, checks()),
    ).toEqual([]);
    expect(
      validateOrder({ side: 'sell', type: 'market', price: '', amount: '1.5' }, checks()),
    ).toEqual([
      { code: 'insufficientBalance', field: 'amount', coin: 'BTC', available: '1', decimals: 5 },
    ]);
  });

  it('waits for balances before checking them', () => {
    expect(
      validateOrder(
        { side: 'sell', type: 'limit', price: '64000', amount: '99' },
        checks({ available: null }),
      ),
    ).toEqual([]);
  });

  it('finds no problem in any order within the rules and the balance', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 10_000, max: 100_000 }),
        (priceCents, sizeUnits) => {
          const price = new Big(priceCents).div(100).toFixed();
          const amount = new Big(sizeUnits).div(100_000).toFixed();
          const value = new Big(price).times(amount);
          fc.pre(value.gte(BTC.minNotional));
          const problems = validateOrder(
            { side: 'buy', type: 'limit', price, amount },
            checks({ available: { base: '0', quote: value.toFixed() } }),
          );
          expect(problems).toEqual([]);
        },
      ),
    );
  });
});
