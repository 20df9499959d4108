import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { bankruptcyPrice, liquidationPrice } from './liquidation.ts';
import { maintenanceMargin, marginRatio, unrealizedPnl } from './margin.ts';
import { BTC_TEST_BRACKETS } from './test-brackets.ts';

const NONE = { otherMaintenance: '0', otherUnrealizedPnl: '0' };

/** Margin ratio of a position at `price`, in percent (isolated: balance = margin + PnL). */
function ratioAt(
  price: Big,
  position: { side: 'long' | 'short'; size: string; entry: string },
  walletBalance: string,
  other = { maintenance: '0', pnl: '0' },
): Big {
  const maintenance = maintenanceMargin(BTC_TEST_BRACKETS, price.times(position.size)).plus(
    other.maintenance,
  );
  const balance = new Big(walletBalance)
    .plus(other.pnl)
    .plus(unrealizedPnl(position.side, position.size, position.entry, price));
  return marginRatio(maintenance, balance);
}

describe('liquidationPrice: worked examples (exchange-facts.md section 1)', () => {
  it('an isolated 125× long: (320 − 40,000) ÷ (1 × 0.4 % − 1) = 39,839.357…', () => {
    const price = liquidationPrice({
      side: 'long',
      size: '1',
      entry: '40000',
      walletBalance: '320',
      ...NONE,
      brackets: BTC_TEST_BRACKETS,
    });
    expect(price.toFixed(6)).toBe('39839.357430');
    expect(price.toFixed(6)).toBe(new Big(-39680).div('-0.996').toFixed(6));
    expect(ratioAt(price, { side: 'long', size: '1', entry: '40000' }, '320').toFixed(8)).toBe(
      '100.00000000',
    );
  });

  it("the same long's bankruptcy price is entry − margin ÷ size = 39,680", () => {
    const price = bankruptcyPrice({ side: 'long', size: '1', entry: '40000', margin: '320' });
    expect(price.toFixed()).toBe('39680');
  });

  it('an isolated 125× short: (320 + 40,000) ÷ (0.4 % + 1), bankrupt at 40,320', () => {
    const input = { side: 'short', size: '1', entry: '40000' } as const;
    const price = liquidationPrice({
      ...input,
      walletBalance: '320',
      ...NONE,
      brackets: BTC_TEST_BRACKETS,
    });
    expect(price.toFixed(6)).toBe(new Big(40320).div('1.004').toFixed(6));
    expect(bankruptcyPrice({ ...input, margin: '320' }).toFixed()).toBe('40320');
  });

  it('a cross long with other positions: their maintenance and PnL move the price', () => {
    // Wallet 10,000; another cross position keeps 50 maintenance and is 200 down.
    const price = liquidationPrice({
      side: 'long',
      size: '1',
      entry: '40000',
      walletBalance: '10000',
      otherMaintenance: '50',
      otherUnrealizedPnl: '-200',
      brackets: BTC_TEST_BRACKETS,
    });
    // (10,000 − 50 − 200 + 0 − 40,000) ÷ (0.004 − 1)
    expect(price.toFixed(6)).toBe(new Big(-30250).div('-0.996').toFixed(6));
    const ratio = ratioAt(price, { side: 'long', size: '1', entry: '40000' }, '10000', {
      maintenance: '50',
      pnl: '-200',
    });
    expect(ratio.toFixed(8)).toBe('100.00000000');
  });

  it('a long whose entry lies in bracket 2 is liquidated in bracket 1 (bracket changes)', () => {
    // Entry notional 55,000 (bracket 2); with bracket 2 the price would be 49,698.49…, whose
    // notional lies in bracket 1, so the answer is bracket 1's: (5,500 − 55,000) ÷ −0.996.
    const price = liquidationPrice({
      side: 'long',
      size: '1',
      entry: '55000',
      walletBalance: '5500',
      ...NONE,
      brackets: BTC_TEST_BRACKETS,
    });
    const withEntryBracket = new Big(5500 + 50 - 55000).div('-0.995');
    expect(withEntryBracket.lt(50000)).toBe(true);
    expect(price.toFixed(6)).toBe(new Big(-49500).div('-0.996').toFixed(6));
    expect(price.times(1).lt(50000)).toBe(true);
  });

  it('a short whose entry lies in bracket 1 is liquidated in bracket 2 (bracket changes)', () => {
    // Bracket 1 gives 54,000 ÷ 1.004 = 53,784.8… (notional past 50,000): bracket 2 it is.
    const price = liquidationPrice({
      side: 'short',
      size: '1',
      entry: '45000',
      walletBalance: '9000',
      ...NONE,
      brackets: BTC_TEST_BRACKETS,
    });
    expect(price.toFixed(6)).toBe(new Big(54050).div('1.005').toFixed(6));
    expect(price.gte(50000)).toBe(true);
  });

  it('is 0 for a long whose balance covers the whole notional (cannot be liquidated)', () => {
    const price = liquidationPrice({
      side: 'long',
      size: '1',
      entry: '40000',
      walletBalance: '41000',
      ...NONE,
      brackets: BTC_TEST_BRACKETS,
    });
    expect(price.toFixed()).toBe('0');
  });

  it('is 0 without a position', () => {
    const price = liquidationPrice({
      side: 'short',
      size: '0',
      entry: '40000',
      walletBalance: '10',
      ...NONE,
      brackets: BTC_TEST_BRACKETS,
    });
    expect(price.toFixed()).toBe('0');
  });

  it('uses the last bracket past its cap', () => {
    // A 1× short of 500 BTC at 60,000 (30M notional): the price doubles into 60M of notional.
    const price = liquidationPrice({
      side: 'short',
      size: '500',
      entry: '60000',
      walletBalance: '30000000',
      ...NONE,
      brackets: BTC_TEST_BRACKETS,
    });
    expect(price.toFixed(6)).toBe(
      new Big(30000000).plus(546300).plus(30000000).div(new Big(500).times('1.05')).toFixed(6),
    );
  });
});

describe('bankruptcyPrice', () => {
  it('a short goes bankrupt above its entry', () => {
    expect(
      bankruptcyPrice({ side: 'short', size: '2', entry: '100', margin: '10' }).toFixed(),
    ).toBe('105');
  });

  it('is never negative', () => {
    expect(
      bankruptcyPrice({ side: 'long', size: '1', entry: '100', margin: '150' }).toFixed(),
    ).toBe('0');
  });
});
