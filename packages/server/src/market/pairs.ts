import { Big } from 'big.js';

/** A spot trading pair as GET /spots/trading_paris lists it. Decimals are strings (ARCHITECTURE.md). */
export interface SpotPair {
  /** Upper-case ticker without separator, e.g. `BTCUSDT`; the engine and channel key. */
  symbol: string;
  base: string;
  quote: string;
  /** Decimals of a price: the tick size is 10^-pricePrecision. */
  pricePrecision: number;
  /** Decimals of an amount in the base coin: the size step is 10^-sizePrecision. */
  sizePrecision: number;
  tickSize: string;
  minSize: string;
  /**
   * Largest order amount in the base coin (like Binance's LOT_SIZE `maxQty`): a bigger limit or
   * market order is refused (422 naming `amount`), see `order-bounds.ts`.
   */
  maxSize: string;
  makerFee: string;
  takerFee: string;
  logo: string;
  /**
   * Where the simulated history and market makers centre the price, and the listing price the
   * price band is centred on before the pair's first trade (`order-bounds.ts`).
   */
  referencePrice: string;
  /** When the pair opened for trading (ms), `listed_at` on the wire: "New listings" sorts by it. */
  listedAt?: number;
  /**
   * A pair listed while the server runs (a launchpad token, issue 21): it has no generated past,
   * its candles are its own trades from the listing on.
   */
  freshListing?: boolean;
}

const logo = (coin: string) => `/coins/${coin.toLowerCase()}.svg`;

function spot(
  base: string,
  pricePrecision: number,
  sizePrecision: number,
  referencePrice: string,
  maxSize: string,
  listedAt: number,
): SpotPair {
  return {
    symbol: `${base}USDT`,
    base,
    quote: 'USDT',
    pricePrecision,
    sizePrecision,
    tickSize: new Big(1).div(new Big(10).pow(pricePrecision)).toFixed(pricePrecision),
    minSize: new Big(1).div(new Big(10).pow(sizePrecision)).toFixed(sizePrecision),
    maxSize,
    makerFee: '0.001',
    takerFee: '0.002',
    logo: logo(base),
    referencePrice,
    listedAt,
  };
}

/**
 * The spot pairs of the reference exchange. Maximum sizes follow Binance's BTCUSDT LOT_SIZE
 * (`maxQty` 9000 BTC) and scale by roughly ten per step down in price, each several hundred
 * million USDT at most: far above any real order, far below what storage overflows at.
 * Listing times are the days Binance opened each pair against USDT.
 */
export const SPOT_PAIRS: readonly SpotPair[] = [
  spot('BTC', 2, 5, '65000', '9000', Date.UTC(2017, 7, 17)),
  spot('ETH', 2, 4, '3200', '90000', Date.UTC(2017, 7, 17)),
  spot('SOL', 3, 2, '150', '1000000', Date.UTC(2020, 7, 11)),
  spot('DOGE', 5, 0, '0.15', '1000000000', Date.UTC(2019, 6, 5)),
];

/**
 * Find a spot pair by symbol, case-insensitive (`btcusdt`, `BTC/USDT` and `BTC_USDT` all work).
 *
 * @example findSpotPair('btc/usdt')?.symbol // 'BTCUSDT'
 */
export function findSpotPair(symbol: string): SpotPair | undefined {
  const key = normaliseSymbol(symbol);
  return SPOT_PAIRS.find((pair) => pair.symbol === key);
}

/** Upper-case and drop the separators clients use between base and quote. */
export function normaliseSymbol(symbol: string): string {
  return symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
