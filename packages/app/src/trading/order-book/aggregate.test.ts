import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PriceLevel } from '@exchange/api/socket';
import {
  aggregationStep,
  groupLevels,
  sideRows,
  spreadOf,
  stepDecimals,
  withDepth,
} from './aggregate.ts';

describe('aggregationStep', () => {
  it('is the tick times 1, 10, 100 and 1000', () => {
    expect(aggregationStep(2, '1')).toBe('0.01');
    expect(aggregationStep(2, '10')).toBe('0.1');
    expect(aggregationStep(2, '100')).toBe('1');
    expect(aggregationStep(2, '1000')).toBe('10');
    expect(aggregationStep(8, '1')).toBe('0.00000001');
    expect(aggregationStep(0, '1000')).toBe('1000');
  });

  it('gives the decimals a price keeps at the step', () => {
    expect(stepDecimals(2, '1')).toBe(2);
    expect(stepDecimals(2, '10')).toBe(1);
    expect(stepDecimals(2, '1000')).toBe(0);
    expect(stepDecimals(4, '100')).toBe(2);
  });
});

describe('groupLevels', () => {
  it('rounds asks up and bids down to the step, summing amounts', () => {
    const asks: PriceLevel[] = [
      ['100.01', '1'],
      ['100.09', '2'],
      ['100.10', '0.5'],
      ['100.11', '3'],
    ];
    expect(groupLevels(asks, '0.1', 'ask')).toEqual([
      ['100.1', '3.5'],
      ['100.2', '3'],
    ]);
    const bids: PriceLevel[] = [
      ['99.99', '1'],
      ['99.91', '2'],
      ['99.90', '0.25'],
      ['99.89', '4'],
    ];
    expect(groupLevels(bids, '0.1', 'bid')).toEqual([
      ['99.9', '3.25'],
      ['99.8', '4'],
    ]);
  });

  it('sums amounts exactly, without float error', () => {
    expect(
      groupLevels(
        [
          ['10.01', '0.1'],
          ['10.02', '0.2'],
        ],
        '1',
        'bid',
      ),
    ).toEqual([['10', '0.3']]);
  });

  it('drops empty levels and sorts best first whatever the input order', () => {
    expect(
      groupLevels(
        [
          ['5', '1'],
          ['3', '0'],
          ['4', '2'],
        ],
        '1',
        'ask',
      ),
    ).toEqual([
      ['4', '2'],
      ['5', '1'],
    ]);
  });
});

/** The rule groupLevels implements, written plainly in big.js: the reference it must match. */
function referenceGroup(levels: readonly PriceLevel[], step: string, side: 'ask' | 'bid') {
  const buckets = new Map<string, Big>();
  for (const [price, amount] of levels) {
    if (new Big(amount).lte(0)) continue;
    const rounding = side === 'ask' ? Big.roundUp : Big.roundDown;
    const key = new Big(price).div(step).round(0, rounding).times(step).toFixed();
    buckets.set(key, (buckets.get(key) ?? new Big(0)).plus(amount));
  }
  return [...buckets]
    .sort(([a], [b]) => (side === 'ask' ? new Big(a).cmp(b) : new Big(b).cmp(a)))
    .map(([price, amount]) => [price, amount.toFixed()]);
}

describe('groupLevels against big.js', () => {
  // The integer fast path and the big.js fallback (signs, exponents, more than 15 digits) both.
  const decimal = fc.oneof(
    fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 10 }))
      .map(([units, scale]) => new Big(units.toString()).div(new Big(10).pow(scale)).toFixed()),
    fc.integer({ min: 0, max: 99_999 }).map((units) => `${String(units)}.${'0'.repeat(3)}`),
    fc.constantFrom('0', '0.0', '007.5', '-1', '1e3', '12.'),
  );
  it('gives the same buckets, amounts and order as the plain big.js rule on any input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(decimal, decimal), { maxLength: 30 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom('1' as const, '10' as const, '100' as const, '1000' as const),
        (input, precision, factor) => {
          // Prices on the wire are positive and parse; amounts may be zero.
          const levels = input.filter(([price]) => {
            try {
              return new Big(price).gt(0);
            } catch {
              return false;
            }
          });
          const parsable = levels.filter(([, amount]) => {
            try {
              new Big(amount);
              return true;
            } catch {
              return false;
            }
          });
          const step = aggregationStep(precision, factor);
          for (const side of ['ask', 'bid'] as const) {
            expect(groupLevels(parsable, step, side)).toEqual(referenceGroup(parsable, step, side));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps running totals exact past 2^53 units', () => {
    // Each amount fits 15 digits; their running total passes 2^53 at the tenth.
    const levels = Array.from({ length: 10 }, (_, i): PriceLevel => [
      String(i + 1),
      '999999999999999',
    ]);
    const rows = sideRows(levels, '1', 'ask', 10);
    expect(rows.map((row) => row.total)).toEqual(
      levels.map((_, i) => new Big('999999999999999').times(i + 1).toFixed()),
    );
  });
});

describe('sideRows and withDepth', () => {
  it('accumulates totals from the best price and caps the count', () => {
    const rows = sideRows(
      [
        ['1', '1'],
        ['2', '2'],
        ['3', '3'],
      ],
      '1',
      'ask',
      2,
    );
    expect(rows.map((row) => [row.price, row.amount, row.total])).toEqual([
      ['1', '1', '1'],
      ['2', '2', '3'],
    ]);
  });

  it('scales depth by the largest cumulative total of all rows shown', () => {
    const asks = sideRows(
      [
        ['2', '1'],
        ['3', '1'],
      ],
      '1',
      'ask',
      12,
    );
    const bids = sideRows([['1', '4']], '1', 'bid', 12);
    const [askRows = [], bidRows = []] = withDepth(asks, bids);
    expect(askRows.map((row) => row.depth)).toEqual([25, 50]);
    expect(bidRows.map((row) => row.depth)).toEqual([100]);
  });

  it('gives no bar to an empty book', () => {
    expect(withDepth([], [])).toEqual([[], []]);
  });
});

describe('spreadOf', () => {
  it('is best ask minus best bid, with its share of the mid price', () => {
    expect(spreadOf([['101', '1']], [['99', '1']])).toEqual({ value: '2', percent: '2' });
  });
  it('is null when a side is empty', () => {
    expect(spreadOf([], [['99', '1']])).toBeNull();
  });
});

const precision = fc.integer({ min: 0, max: 6 });
const factor = fc.constantFrom('1' as const, '10' as const, '100' as const, '1000' as const);
/** Prices and amounts as the wire sends them: at most `precision` decimals. */
const levels = (decimals: number) =>
  fc.array(
    fc
      .tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000_000 }))
      .map(([ticks, lots]): PriceLevel => [
        new Big(ticks).times(new Big(10).pow(-decimals)).toFixed(),
        new Big(lots).div(1000).toFixed(),
      ]),
    { maxLength: 40 },
  );

describe('properties', () => {
  it('never shows a better price than exists, and keeps the total amount', () => {
    fc.assert(
      fc.property(
        precision.chain((p) => fc.tuple(fc.constant(p), factor, levels(p))),
        ([p, f, input]) => {
          const step = aggregationStep(p, f);
          const sum = (list: readonly PriceLevel[]) =>
            list.reduce((acc, [, amount]) => acc.plus(amount), new Big(0));
          const live = input.filter(([, amount]) => new Big(amount).gt(0));
          for (const side of ['ask', 'bid'] as const) {
            const grouped = groupLevels(input, step, side);
            expect(sum(grouped).eq(sum(input))).toBe(true);
            for (const [price] of grouped) {
              // Every bucket is a multiple of the step.
              expect(new Big(price).mod(step).eq(0)).toBe(true);
            }
            if (live.length === 0) continue;
            const prices = live.map(([price]) => new Big(price));
            const best = grouped[0]?.[0];
            expect(best).toBeDefined();
            if (side === 'ask') {
              const lowest = prices.reduce((a, b) => (a.lt(b) ? a : b));
              // The best aggregated ask is not below the lowest real ask, and within one step.
              expect(new Big(best ?? '0').gte(lowest)).toBe(true);
              expect(new Big(best ?? '0').minus(lowest).lt(step)).toBe(true);
            } else {
              const highest = prices.reduce((a, b) => (a.gt(b) ? a : b));
              expect(new Big(best ?? '0').lte(highest)).toBe(true);
              expect(highest.minus(best ?? '0').lt(step)).toBe(true);
            }
          }
        },
      ),
    );
  });

  it('depth is between 0 and 100, never falls going outward, and the deepest row is 100', () => {
    fc.assert(
      fc.property(levels(2), levels(2), (askLevels, bidLevels) => {
        const sides = withDepth(
          sideRows(askLevels, '0.01', 'ask', 12),
          sideRows(bidLevels, '0.01', 'bid', 12),
        );
        const depths = sides.flatMap((rows) => rows.map((row) => row.depth));
        for (const depth of depths) {
          expect(depth).toBeGreaterThanOrEqual(0);
          expect(depth).toBeLessThanOrEqual(100);
        }
        for (const rows of sides) {
          rows.forEach((row, index) => {
            if (index > 0) expect(row.depth).toBeGreaterThanOrEqual(rows[index - 1]?.depth ?? 0);
          });
        }
        if (depths.length > 0) expect(Math.max(...depths)).toBe(100);
      }),
    );
  });
});
