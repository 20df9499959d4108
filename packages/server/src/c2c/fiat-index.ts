import { Big } from 'big.js';
import type { Ticker } from '@exchange/api/socket';
import { FIAT_DECIMALS } from '@exchange/formulas';
import type { PriceSource } from '../http/context.ts';
import type { C2cIndexSource, FiatQuote } from './c2c-config.ts';

// The fiat index floating C2C ads are priced on (issue 22, GET /p2p/index): a coin's last price
// on the spot market against USDT × the fiat's rate per USD, rounded half-up to the fiat's cents.
// USDT itself is worth one USD. The 24-hour change is the spot ticker's (the rates are fixed), as
// a fraction. A pair that has not traded yet (or is not loaded) falls back to the server's
// reference USDT price with no change, so a fresh server prices floating ads at once.

/**
 * Fiat per USD (USDT) of the demo index: a fixed table, since the reference exchange has no
 * foreign-exchange feed. A live deployment passes its own rates to {@link spotFiatIndex}.
 */
export const C2C_FIAT_RATES: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  BRL: '5.4',
  CNY: '7.24',
  HKD: '7.8',
  JPY: '151.5',
  KRW: '1390',
  INR: '83.3',
  RUB: '92.5',
  TRY: '34.2',
  VND: '25400',
  AED: '3.67',
};

/** What the index reads of the spot market: its 24-hour tickers (MarketService fits). */
interface SpotTickers {
  tickers(): readonly Ticker[];
}

/**
 * The index of the spot market: quote(coin, fiat) = last price of `{coin}USDT` × the fiat's rate,
 * 2 decimals half-up, with the ticker's 24-hour change. Without a traded pair, `fallback`'s USDT
 * value (the server's reference prices) with no change; null for a fiat without a rate or a coin
 * with neither.
 *
 * @example spotFiatIndex(market).quote('BTC', 'EUR', now) // { price: '58891.35', change: '0.0213', updated_at: now } at BTCUSDT 64012.34, +2.13 %
 */
export function spotFiatIndex(
  market: SpotTickers,
  rates: Readonly<Record<string, string>> = C2C_FIAT_RATES,
  fallback: PriceSource = () => undefined,
): C2cIndexSource {
  return {
    fiats: Object.keys(rates),
    quote(coin: string, fiat: string, now: number): FiatQuote | null {
      const rate = rates[fiat];
      if (rate === undefined) return null;
      if (coin === 'USDT') return quoteOf(new Big(1), new Big(0), rate, now);
      const ticker = market.tickers().find((row) => row.symbol === `${coin}USDT`);
      if (ticker && new Big(ticker.last).gt(0))
        return quoteOf(new Big(ticker.last), new Big(ticker.changePercent).div(100), rate, now);
      const reference = fallback(coin);
      return reference === undefined ? null : quoteOf(new Big(reference), new Big(0), rate, now);
    },
  };
}

function quoteOf(usdt: Big, change: Big, rate: string, now: number): FiatQuote | null {
  const price = usdt.times(rate).round(FIAT_DECIMALS, Big.roundHalfUp);
  if (price.lte(0)) return null;
  return { price: price.toFixed(), change: change.toFixed(), updated_at: now };
}
