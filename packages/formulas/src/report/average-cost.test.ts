import { Big } from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyFill, EMPTY_POSITION, returnRate, type AverageCostPosition } from './average-cost.ts';

describe('applyFill (average cost)', () => {
  it('realises a worked example: buy 2 @ 100, buy 2 @ 200, sell 3 @ 180 with a 2 USDT fee', () => {
    let p: AverageCostPosition = EMPTY_POSITION;
    p = applyFill(p, { side: 'buy', amount: '2', quote: '200', fee: '0' }).position;
    p = applyFill(p, { side: 'buy', amount: '2', quote: '400', fee: '0' }).position;
    const sold = applyFill(p, { side: 'sell', amount: '3', quote: '540', fee: '2' });
    // average 150: 540 − 2 − 3 × 150 = 88
    expect(sold.realized.toFixed()).toBe('88');
    expect(sold.position.amount.toFixed()).toBe('1');
    expect(sold.position.cost.toFixed()).toBe('150');
  });

  it('counts a buy fee in base as a dearer coin', () => {
    const bought = applyFill(EMPTY_POSITION, {
      side: 'buy',
      amount: '1',
      quote: '100',
      fee: '0.5',
    });
    expect(bought.position.amount.toFixed()).toBe('0.5');
    const sold = applyFill(bought.position, { side: 'sell', amount: '0.5', quote: '60', fee: '0' });
    expect(sold.realized.toFixed()).toBe('-40');
    expect(sold.position.cost.toFixed()).toBe('0');
  });

  it('takes coins sold beyond the bought ones at no cost', () => {
    const sold = applyFill(EMPTY_POSITION, { side: 'sell', amount: '1', quote: '30', fee: '1' });
    expect(sold.realized.toFixed()).toBe('29');
    expect(sold.position.amount.toFixed()).toBe('0');
  });

  it('realised PnL equals the quote delta plus the cost still held', () => {
    const fill = fc.record({
      side: fc.constantFrom('buy' as const, 'sell' as const),
      amount: fc.integer({ min: 1, max: 1000 }),
      price: fc.integer({ min: 1, max: 1000 }),
      fee: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(fill, { maxLength: 40 }), (fills) => {
        let p: AverageCostPosition = EMPTY_POSITION;
        let realized = new Big(0);
        let quoteDelta = new Big(0);
        let held = new Big(0);
        for (const f of fills) {
          const amount = new Big(f.amount).div(100);
          const quote = amount.times(f.price);
          // Fees in thousandths of the traded coin, as the market's fee rates are.
          const fee = (f.side === 'buy' ? amount : quote).times(f.fee).div(1000);
          // Only what is held can be sold here (the reserve of the market forbids more).
          if (f.side === 'sell' && amount.gt(held)) continue;
          const next = applyFill(p, { side: f.side, amount, quote, fee });
          p = next.position;
          realized = realized.plus(next.realized);
          quoteDelta =
            f.side === 'buy' ? quoteDelta.minus(quote) : quoteDelta.plus(quote).minus(fee);
          held = f.side === 'buy' ? held.plus(amount).minus(fee) : held.minus(amount);
        }
        expect(p.amount.eq(held)).toBe(true);
        // Division rounds at big.js's 20 places: equal to well below a millionth.
        expect(realized.minus(quoteDelta.plus(p.cost)).abs().lt('0.000001')).toBe(true);
      }),
    );
  });
});

describe('returnRate', () => {
  it('divides by the start value plus net deposits', () => {
    expect(returnRate('50', '900', '100')).toBe('0.05');
    expect(returnRate('-42', '1000', '0')).toBe('-0.042');
  });

  it('is zero with nothing at stake', () => {
    expect(returnRate('10', '0', '0')).toBe('0');
  });
});
