/**
 * What the shared trading widgets (pair header, pair switcher, chart panel, order book, recent
 * trades, orders tables) read of a pair, whatever the product: a spot pair, a perpetual contract or
 * an option. Each product page maps its own wire type to this at its edge, so the widgets never
 * see `SpotPair` and the contract and option pages compose them instead of copying them.
 *
 * Prices step by the tick, 10^-pricePrecision; amounts by 10^-sizePrecision (SPEC.md section 5:
 * both are shown truncated to these decimals).
 */
export interface TradingPair {
  /** The ticker on the wire, "BTCUSDT". */
  symbol: string;
  /** Display name, "BTC/USDT". */
  name: string;
  baseCoin: string;
  quoteCoin: string;
  /** The pair's icon URL; '' for none. */
  logo: string;
  /** Decimals of a price: the tick is 10^-pricePrecision. */
  pricePrecision: number;
  /** Decimals of an amount in the base coin: the step is 10^-sizePrecision. */
  sizePrecision: number;
}

/**
 * The fields a listed pair carries on the wire that a {@link TradingPair} is made of: a spot pair
 * and a perpetual contract both have them, so either maps with {@link tradingPairOf}.
 */
export interface ListedPair {
  symbol: string;
  name: string;
  base_coin: string;
  quote_coin: string;
  logo: string;
  price_precision: number;
  size_precision: number;
}

/**
 * A listed pair (the wire's snake_case) as the trading widgets take it.
 *
 * @example tradingPairOf(btcUsdt) // { symbol: 'BTCUSDT', name: 'BTC/USDT', baseCoin: 'BTC', … }
 */
export function tradingPairOf(pair: ListedPair): TradingPair {
  return {
    symbol: pair.symbol,
    name: pair.name,
    baseCoin: pair.base_coin,
    quoteCoin: pair.quote_coin,
    logo: pair.logo,
    pricePrecision: pair.price_precision,
    sizePrecision: pair.size_precision,
  };
}
