import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adPrice, c2cOrderAmounts, coinToFiat, fiatToCoin, floatingPrice } from './c2c-price.ts';

/** A positive decimal with up to `decimals` places, built from integers (never a float). */
function decimal(maxUnits: number, decimals: number): fc.Arbitrary<Big> {
  return fc
    .integer({ min: 1, max: maxUnits })
    .map((units) => new Big(units).div(new Big(10).pow(decimals)));
}

describe('floatingPrice', () => {
  it('takes the percentage of the index, rounded half-up to cents', () => {
    expect(floatingPrice('64000.5', '101.5').toFixed()).toBe('64960.51');
    expect(floatingPrice('1.0003', '99').toFixed()).toBe('0.99');
    expect(floatingPrice('100', '100').toFixed()).toBe('100');
    // 0.125 × 100 ÷ 100 sits exactly half-way: half-up goes up.
    expect(floatingPrice('0.125', '100').toFixed()).toBe('0.13');
    expect(floatingPrice('0.124', '100').toFixed()).toBe('0.12');
  });

  it('gives a fixed ad its own price and a floating one none without an index', () => {
    expect(adPrice('fixed', '7.1', null)?.toFixed()).toBe('7.1');
    expect(adPrice('fixed', '7.1', '9')?.toFixed()).toBe('7.1');
    expect(adPrice('floating', '102', '100')?.toFixed()).toBe('102');
    expect(adPrice('floating', '102', null)).toBeNull();
  });

  it('is within half a cent of index × percent ÷ 100', () => {
    fc.assert(
      fc.property(decimal(10_000_000_000, 4), decimal(12_000, 2), (index, percent) => {
        const exact = index.times(percent).div(100);
        expect(floatingPrice(index, percent).minus(exact).abs().lte('0.005')).toBe(true);
      }),
    );
  });
});

describe('fiat ↔ coin', () => {
  it('truncates the coin a fiat amount buys and the fiat a coin amount costs', () => {
    expect(fiatToCoin('100', '64000', 6).toFixed()).toBe('0.001562');
    expect(fiatToCoin('100', '7.3', 2).toFixed()).toBe('13.69');
    expect(coinToFiat('0.001562', '64000').toFixed()).toBe('99.96');
    expect(coinToFiat('13.69', '7.3').toFixed()).toBe('99.93');
    expect(coinToFiat('0.000001', '3000').toFixed()).toBe('0');
  });

  it('refuses a price of zero', () => {
    expect(() => fiatToCoin('1', '0', 2)).toThrow(RangeError);
  });

  it('keeps the typed fiat as the amount to pay, or the typed coin as the amount to receive', () => {
    const inFiat = c2cOrderAmounts('100', 'fiat', '64000', 6);
    expect([inFiat.coin.toFixed(), inFiat.fiat.toFixed()]).toEqual(['0.001562', '100']);
    const inCoin = c2cOrderAmounts('0.01', 'coin', '64000.55', 6);
    expect([inCoin.coin.toFixed(), inCoin.fiat.toFixed()]).toEqual(['0.01', '640']);
    const cut = c2cOrderAmounts('0.0123456789', 'coin', '10', 6);
    expect([cut.coin.toFixed(), cut.fiat.toFixed()]).toEqual(['0.012345', '0.12']);
  });

  it('never gives back more coin than it started with going coin → fiat → coin', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 1_000_000_000_000 }),
        decimal(10_000_000_000, 2),
        (decimals, units, price) => {
          const coin = new Big(units).div(new Big(10).pow(decimals));
          const back = fiatToCoin(coinToFiat(coin, price), price, decimals);
          expect(back.lte(coin)).toBe(true);
        },
      ),
    );
  });

  it('never charges more fiat than typed nor more than the coin is worth', () => {
    fc.assert(
      fc.property(decimal(100_000_000, 2), decimal(10_000_000_000, 2), (fiat, price) => {
        const coin = fiatToCoin(fiat, price, 6);
        expect(coin.times(price).lte(fiat)).toBe(true);
        // Truncation loses less than one unit of the coin's last decimal.
        expect(coin.plus('0.000001').times(price).gt(fiat)).toBe(true);
        expect(coinToFiat(coin, price).lte(fiat)).toBe(true);
      }),
    );
  });
});
