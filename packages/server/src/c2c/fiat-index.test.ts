import type { Ticker } from '@exchange/api/socket';
import { floatingPrice } from '@exchange/formulas';
import { describe, expect, it } from 'vitest';
import { C2C_FIAT_RATES, spotFiatIndex } from './fiat-index.ts';

const NOW = 1_800_000_000_000;

function ticker(symbol: string, last: string, changePercent: string): Ticker {
  return {
    symbol,
    last,
    open: last,
    high: last,
    low: last,
    changePercent,
    volume: '0',
    quoteVolume: '0',
  };
}

const market = {
  tickers: () => [
    ticker('BTCUSDT', '64012.34', '2.13'),
    ticker('ETHUSDT', '3200.56', '-0.85'),
    ticker('DOGEUSDT', '0', '0'),
  ],
};

describe('spotFiatIndex', () => {
  const index = spotFiatIndex(market);

  it('quotes the spot last price × the fiat rate, half-up to cents, with the 24 h change', () => {
    expect(index.quote('BTC', 'USD', NOW)).toEqual({
      price: '64012.34',
      change: '0.0213',
      updated_at: NOW,
    });
    // 64012.34 × 0.92 = 58891.3528
    expect(index.quote('BTC', 'EUR', NOW)?.price).toBe('58891.35');
    // 3200.56 × 0.79 = 2528.4424; 3200.56 × 5.4 = 17283.024
    expect(index.quote('ETH', 'GBP', NOW)).toEqual({
      price: '2528.44',
      change: '-0.0085',
      updated_at: NOW,
    });
    expect(index.quote('ETH', 'BRL', NOW)?.price).toBe('17283.02');
    // 0.125 rounds half-up: USDT at a rate of 0.125 is 0.13.
    expect(spotFiatIndex(market, { X: '0.125' }).quote('USDT', 'X', NOW)?.price).toBe('0.13');
  });

  it('values USDT at one USD, unchanged', () => {
    expect(index.quote('USDT', 'USD', NOW)).toEqual({ price: '1', change: '0', updated_at: NOW });
    expect(index.quote('USDT', 'EUR', NOW)?.price).toBe('0.92');
  });

  it('has no quote for an unknown fiat, a coin without a USDT pair or one not yet traded', () => {
    expect(index.quote('BTC', 'XYZ', NOW)).toBeNull();
    expect(index.quote('SOL', 'USD', NOW)).toBeNull();
    expect(index.quote('DOGE', 'USD', NOW)).toBeNull();
  });

  it('falls back to the reference USDT price, unchanged, until the pair has traded', () => {
    const withReference = spotFiatIndex(market, C2C_FIAT_RATES, (coin) =>
      coin === 'DOGE' || coin === 'SOL' ? '0.125' : undefined,
    );
    expect(withReference.quote('DOGE', 'BRL', NOW)).toEqual({
      price: '0.68',
      change: '0',
      updated_at: NOW,
    });
    expect(withReference.quote('SOL', 'USD', NOW)?.price).toBe('0.13');
    // A traded pair keeps the spot price.
    expect(withReference.quote('BTC', 'USD', NOW)?.price).toBe('64012.34');
    expect(withReference.quote('XRP', 'USD', NOW)).toBeNull();
  });

  it('lists the fiats of its rate table, USD and EUR among them', () => {
    expect(index.fiats).toEqual(Object.keys(C2C_FIAT_RATES));
    expect(index.fiats).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'BRL']));
  });

  it('follows the spot price: a floating ad at 101.5 % of BTC in EUR', () => {
    const price = index.quote('BTC', 'EUR', NOW)?.price ?? '0';
    // 58891.35 × 1.015 = 59774.72025
    expect(floatingPrice(price, '101.5').toFixed()).toBe('59774.72');
  });
});
