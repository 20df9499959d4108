import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountForTotal, decimalsOf, totalFor } from '@exchange/formulas';
import {
  amountForPercent,
  deviationFromLast,
  estimateMarketPrice,
  FAR_FROM_LAST_PRICE,
  isFarFromLastPrice,
  percentOfAvailable,
  quoteDecimals,
  sanitizeDecimalInput,
  validateOrder,
  wireDecimal,
  type OrderChecks,
  type PairRules,
} from './order-form-math.ts';

const BTC: PairRules = {
  price_precision: 2,
  size_precision: 5,
  min_size: '0.0001',
  min_notional: '5',
  base_coin: 'BTC',
  quote_coin: 'USDT',
};

const checks = (overrides: Partial<OrderChecks> = {}): OrderChecks => ({
  pair: BTC,
  available: { base: '1', quote: '1000' },
  marketPrice: null,
  ...overrides,
});

/** A decimal string with up to `maxDecimals` decimals, built from integers so it is exact. */
const decimalText = (maxDecimals: number) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: maxDecimals }))
    .map(([units, decimals]) => new Big(units.toString()).div(new Big(10).pow(decimals)).toFixed());

describe('sanitizeDecimalInput', () => {
  it('ignores a decimal past the precision instead of rounding it', () => {
    expect(sanitizeDecimalInput('1.23456789', '1.2345678', 8)).toBe('1.23456789');
    expect(sanitizeDecimalInput('1.234567899', '1.23456789', 8)).toBe('1.23456789');
  });

  it('accepts digits and one point only', () => {
    expect(sanitizeDecimalInput('1a', '1', 2)).toBe('1');
    expect(sanitizeDecimalInput('1.2.', '1.2', 2)).toBe('1.2');
    expect(sanitizeDecimalInput('-1', '', 2)).toBe('');
    expect(sanitizeDecimalInput('1e5', '1', 2)).toBe('1');
  });

  it('reads a comma as the decimal point and tidies leading zeros', () => {
    expect(sanitizeDecimalInput('1,5', '1', 2)).toBe('1.5');
    expect(sanitizeDecimalInput('.', '', 2)).toBe('0.');
    expect(sanitizeDecimalInput('.5', '', 2)).toBe('0.5');
    expect(sanitizeDecimalInput('007', '00', 2)).toBe('7');
    expect(sanitizeDecimalInput('00.5', '0.5', 2)).toBe('0.5');
    expect(sanitizeDecimalInput('', '12', 2)).toBe('');
  });

  it('allows no point at precision 0', () => {
    expect(sanitizeDecimalInput('5.', '5', 0)).toBe('5');
    expect(sanitizeDecimalInput('.', '', 0)).toBe('');
    expect(sanitizeDecimalInput('50', '5', 0)).toBe('50');
  });

  it('returns either the previous text or a decimal within the precision', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('0', '1', '9', '.', ',', 'a', '-', ' '), maxLength: 12 }),
        fc.integer({ min: 0, max: 8 }),
        (typed, decimals) => {
          const out = sanitizeDecimalInput(typed, 'PREV', decimals);
          if (out === 'PREV' || out === '') return;
          expect(out).toMatch(/^(0|[1-9]\d*)(\.\d*)?$/);
          expect(decimalsOf(out)).toBeLessThanOrEqual(decimals);
        },
      ),
    );
  });
});

describe('total and amount', () => {
  it('quotes totals at the price precision', () => {
    expect(quoteDecimals({ price_precision: 4 })).toBe(4);
  });

  it('computes total = price × amount, truncated', () => {
    expect(totalFor('64000.57', '0.00013', 2)).toBe('8.32');
    expect(totalFor('', '1', 2)).toBe('');
    expect(totalFor('10', '0', 2)).toBe('');
  });

  it('computes amount = total ÷ price, truncated to the size precision', () => {
    expect(amountForTotal('100', '64000', 5)).toBe('0.00156');
    expect(amountForTotal('100', '0', 5)).toBe('');
  });

  it('never gives an amount worth more than the total typed', () => {
    fc.assert(
      fc.property(decimalText(2), decimalText(2), (total, price) => {
        fc.pre(new Big(price).gt(0));
        const amount = amountForTotal(total, price, 5);
        if (amount === '') return;
        expect(new Big(amount).times(price).lte(total)).toBe(true);
      }),
    );
  });
});

describe('percent of the available balance', () => {
  const available = { base: '0.5', quote: '1000' };

  it('buys with a share of the quote balance at the price', () => {
    expect(amountForPercent(50, { side: 'buy', price: '64000', available, sizeDecimals: 5 })).toBe(
      '0.00781',
    );
    expect(amountForPercent(50, { side: 'buy', price: '', available, sizeDecimals: 5 })).toBe('');
  });

  it('sells a share of the base balance', () => {
    expect(amountForPercent(25, { side: 'sell', price: null, available, sizeDecimals: 5 })).toBe(
      '0.125',
    );
    expect(amountForPercent(0, { side: 'sell', price: null, available, sizeDecimals: 5 })).toBe('');
    expect(
      amountForPercent(50, { side: 'sell', price: null, available: null, sizeDecimals: 5 }),
    ).toBe('');
  });

  it('never spends more than is available at 100 %', () => {
    fc.assert(
      fc.property(decimalText(6), decimalText(2), (quote, price) => {
        fc.pre(new Big(price).gt(0));
        const amount = amountForPercent(100, {
          side: 'buy',
          price,
          available: { base: '0', quote },
          sizeDecimals: 5,
        });
        if (amount === '') return;
        expect(new Big(amount).times(price).lte(quote)).toBe(true);
      }),
    );
  });

  it('reads the percent back from an amount, floored', () => {
    const input = { side: 'sell' as const, price: null, available, sizeDecimals: 5 };
    expect(percentOfAvailable('0.25', input)).toBe(50);
    expect(percentOfAvailable('0.4999', input)).toBe(99);
    expect(percentOfAvailable('9', input)).toBe(100);
    expect(percentOfAvailable('', input)).toBe(0);
    expect(
      percentOfAvailable('0.01', { side: 'buy', price: '25000', available, sizeDecimals: 5 }),
    ).toBe(25);
  });
});

describe('market estimate', () => {
  const book = {
    asks: [
      ['100', '1'],
      ['110', '1'],
    ] as [string, string][],
    bids: [
      ['99', '2'],
      ['90', '5'],
    ] as [string, string][],
  };

  it('walks the opposite side for the amount', () => {
    expect(
      estimateMarketPrice({ side: 'buy', amount: '2', book, lastPrice: '100', pricePrecision: 2 }),
    ).toEqual({ price: '105', source: 'book' });
    expect(
      estimateMarketPrice({ side: 'sell', amount: '3', book, lastPrice: '100', pricePrecision: 2 }),
    ).toEqual({ price: '96', source: 'book' });
  });

  it('uses the best opposite price without an amount, and stops where the book ends', () => {
    expect(
      estimateMarketPrice({ side: 'buy', amount: '', book, lastPrice: '1', pricePrecision: 2 }),
    ).toEqual({ price: '100', source: 'book' });
    expect(
      estimateMarketPrice({ side: 'buy', amount: '10', book, lastPrice: '1', pricePrecision: 2 }),
    ).toEqual({ price: '105', source: 'book' });
  });

  it('falls back to the last price, then to nothing', () => {
    const empty = { asks: [], bids: [] };
    expect(
      estimateMarketPrice({
        side: 'buy',
        amount: '1',
        book: empty,
        lastPrice: '64000.129',
        pricePrecision: 2,
      }),
    ).toEqual({ price: '64000.12', source: 'last' });
    expect(
      estimateMarketPrice({ side: 'sell', amount: '1', lastPrice: null, pricePrecision: 2 }),
    ).toBeNull();
  });

  it('flags estimates more than 5 % from the last price, either way', () => {
    expect(FAR_FROM_LAST_PRICE).toBe('0.05');
    expect(isFarFromLastPrice('105', '100')).toBe(false);
    expect(isFarFromLastPrice('105.01', '100')).toBe(true);
    expect(isFarFromLastPrice('94.99', '100')).toBe(true);
    expect(isFarFromLastPrice('200', null)).toBe(false);
    expect(deviationFromLast('94', '100')?.toFixed()).toBe('-0.06');
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

  it('refuses an amount below min_size and a value below min_notional', () => {
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
          fc.pre(value.gte(BTC.min_notional));
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

describe('wireDecimal', () => {
  it('sends canonical decimal text', () => {
    expect(wireDecimal('1.')).toBe('1');
    expect(wireDecimal('0.50')).toBe('0.5');
    expect(() => wireDecimal('')).toThrow('Not a decimal number');
  });
});
