import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { feeRateOf, orderPrice, positionAfter } from './contract-order-preview.ts';

describe('orderPrice', () => {
  it('is the limit price of a limit or stop-limit order', () => {
    expect(
      orderPrice({ type: 'limit', price: '64000', triggerPrice: '' }, '65000')?.toFixed(),
    ).toBe('64000');
    expect(
      orderPrice({ type: 'stop_limit', price: '64100', triggerPrice: '64000' }, '65000')?.toFixed(),
    ).toBe('64100');
  });

  it('is the trigger of a stop-market order and the mark of a market order', () => {
    expect(
      orderPrice({ type: 'stop_market', price: '', triggerPrice: '66000' }, '65000')?.toFixed(),
    ).toBe('66000');
    expect(orderPrice({ type: 'market', price: '1', triggerPrice: '' }, '65000')?.toFixed()).toBe(
      '65000',
    );
  });

  it('is null while the price it needs is not typed', () => {
    expect(orderPrice({ type: 'limit', price: '', triggerPrice: '' }, '65000')).toBeNull();
    expect(orderPrice({ type: 'stop_market', price: '', triggerPrice: '0' }, '65000')).toBeNull();
  });
});

describe('feeRateOf', () => {
  const pair = { maker_fee: '0.0002', taker_fee: '0.0005' };

  it('charges a post-only limit order the maker rate', () => {
    expect(feeRateOf(pair, { type: 'limit', postOnly: true })).toBe('0.0002');
  });

  it('charges every other order the taker rate (the most it can pay)', () => {
    expect(feeRateOf(pair, { type: 'limit', postOnly: false })).toBe('0.0005');
    expect(feeRateOf(pair, { type: 'market', postOnly: true })).toBe('0.0005');
    expect(feeRateOf(pair, { type: 'stop_limit', postOnly: false })).toBe('0.0005');
  });
});

describe('positionAfter (one-way mode)', () => {
  const held = { side: 'long' as const, amount: '0.2', entry_price: '60000' };

  it('opens a position when none is held', () => {
    const after = positionAfter(undefined, 'short', new Big('0.1'), new Big('64000'));
    expect(after?.side).toBe('short');
    expect(after?.size.toFixed()).toBe('0.1');
    expect(after?.entry.toFixed()).toBe('64000');
  });

  it('adds to a position on the same side at the size-weighted entry', () => {
    const after = positionAfter(held, 'long', new Big('0.2'), new Big('64000'));
    expect(after?.size.toFixed()).toBe('0.4');
    expect(after?.entry.toFixed()).toBe('62000');
  });

  it('reduces a position from the other side, keeping its entry', () => {
    const after = positionAfter(held, 'short', new Big('0.05'), new Big('64000'));
    expect(after?.side).toBe('long');
    expect(after?.size.toFixed()).toBe('0.15');
    expect(after?.entry.toFixed()).toBe('60000');
  });

  it('closes it exactly, or flips to the other side with the rest at the order price', () => {
    expect(positionAfter(held, 'short', new Big('0.2'), new Big('64000'))).toBeNull();
    const flipped = positionAfter(held, 'short', new Big('0.5'), new Big('64000'));
    expect(flipped?.side).toBe('short');
    expect(flipped?.size.toFixed()).toBe('0.3');
    expect(flipped?.entry.toFixed()).toBe('64000');
  });
});
