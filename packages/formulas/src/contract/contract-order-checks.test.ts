import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { checkContractOrder } from './contract-order-checks.ts';
import type { ContractOrderDraft } from './contract-order-checks.ts';

const PAIR = {
  tickSize: '0.1',
  minSize: '0.001',
  maxSize: '100',
  sizeStep: '0.001',
  priceBand: '0.05',
  mark: '60000',
};

function check(order: Partial<ContractOrderDraft>) {
  return checkContractOrder({
    pair: PAIR,
    order: {
      type: 'limit',
      side: 'long',
      price: '60000',
      amount: '0.01',
      reduceOnly: false,
      ...order,
    },
  });
}

describe('checkContractOrder', () => {
  it('passes an order within every rule', () => {
    expect(check({})).toEqual([]);
    expect(check({ type: 'market', price: undefined })).toEqual([]);
    expect(check({ amount: new Big('100'), price: new Big('63000') })).toEqual([]);
  });

  it('refuses a price off the tick', () => {
    expect(check({ price: '60000.05' })).toEqual([
      { field: 'price', code: 'offTick', limit: '0.1', message: 'Price must be a multiple of 0.1' },
    ]);
  });

  it('refuses a price outside mark × (1 ± band)', () => {
    const [problem] = check({ price: '63000.1' });
    expect(problem).toMatchObject({
      field: 'price',
      code: 'outsideBand',
      low: '57000',
      high: '63000',
    });
    expect(check({ price: '56999.9' })[0]).toMatchObject({ field: 'price', code: 'outsideBand' });
  });

  it('asks for a limit price and a stop trigger', () => {
    expect(check({ price: '' })[0]).toMatchObject({ field: 'price', code: 'required' });
    expect(check({ type: 'stop_market', price: undefined })[0]).toMatchObject({
      field: 'trigger_price',
      code: 'required',
    });
    expect(check({ type: 'stop_limit', triggerPrice: '59000.01' })[0]).toMatchObject({
      field: 'trigger_price',
      code: 'offTick',
    });
  });

  it('refuses a size off the step, under the minimum or over the maximum', () => {
    expect(check({ amount: '0.0105' })[0]).toMatchObject({ field: 'amount', code: 'offStep' });
    expect(
      checkContractOrder({
        pair: { ...PAIR, minSize: '0.005' },
        order: { type: 'market', side: 'short', amount: '0.004', reduceOnly: false },
      })[0],
    ).toMatchObject({ field: 'amount', code: 'belowMinSize', limit: '0.005' });
    expect(check({ amount: '100.001' })[0]).toMatchObject({
      field: 'amount',
      code: 'aboveMaxSize',
      limit: '100',
    });
    expect(check({ amount: '0' })[0]).toMatchObject({ field: 'amount', code: 'required' });
  });

  it('refuses a reduce-only order that would increase or open a position', () => {
    const increases = { field: 'reduce_only', code: 'reduceOnlyIncreases' };
    expect(check({ reduceOnly: true })[0]).toMatchObject(increases);
    expect(check({ reduceOnly: true, position: { side: 'long', size: '1' } })[0]).toMatchObject(
      increases,
    );
    expect(
      check({ side: 'short', reduceOnly: true, position: { side: 'long', size: '1' } }),
    ).toEqual([]);
  });

  it('refuses closing more than is held', () => {
    expect(
      check({
        side: 'short',
        amount: '1.5',
        reduceOnly: true,
        position: { side: 'long', size: '1' },
      })[0],
    ).toMatchObject({ field: 'amount', code: 'exceedsPosition', limit: '1' });
  });

  it('wants a long’s take-profit above its price and stop-loss below', () => {
    expect(check({ takeProfit: '61000', stopLoss: '59000' })).toEqual([]);
    expect(check({ takeProfit: '59000' })[0]).toMatchObject({
      field: 'take_profit',
      code: 'wrongSide',
      limit: '60000',
    });
    expect(check({ stopLoss: '60000' })[0]).toMatchObject({
      field: 'stop_loss',
      code: 'wrongSide',
    });
  });

  it('wants a short’s take-profit below the mark for a market order', () => {
    const short = { type: 'market', side: 'short', price: undefined } as const;
    expect(check({ ...short, takeProfit: '59000', stopLoss: '61000' })).toEqual([]);
    expect(check({ ...short, takeProfit: '61000' })[0]).toMatchObject({
      field: 'take_profit',
      message: 'Take-profit must be below 60000',
    });
  });

  it('checks TP/SL of a stop-market order against its trigger', () => {
    expect(
      check({
        type: 'stop_market',
        price: undefined,
        triggerPrice: '62000',
        takeProfit: '61000',
      })[0],
    ).toMatchObject({ field: 'take_profit', code: 'wrongSide', limit: '62000' });
  });

  it('ignores an empty TP/SL and refuses one off the tick', () => {
    expect(check({ takeProfit: '', stopLoss: '  ' })).toEqual([]);
    expect(check({ takeProfit: '61000.01' })[0]).toMatchObject({
      field: 'take_profit',
      code: 'offTick',
    });
  });
});
