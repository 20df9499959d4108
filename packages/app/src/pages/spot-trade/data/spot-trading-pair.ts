import type { SpotPair } from '@exchange/api';
import type { OrderRules } from '@exchange/formulas';
import type { TradingPair } from '../../../trading/trading-pair.ts';

// The spot page's edge: a SpotPair (the wire's snake_case) becomes the product-neutral shapes the
// shared trading widgets and the order formulas take.

/**
 * What the shared trading widgets read of a spot pair.
 *
 * @example toTradingPair(btcUsdt).pricePrecision // 2
 */
export function toTradingPair(pair: SpotPair): TradingPair {
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

/**
 * The rules a spot order is checked against before it is sent.
 *
 * @example spotOrderRules(btcUsdt).minNotional // '5'
 */
export function spotOrderRules(pair: SpotPair): OrderRules {
  return {
    pricePrecision: pair.price_precision,
    sizePrecision: pair.size_precision,
    minSize: pair.min_size,
    minNotional: pair.min_notional,
    baseCoin: pair.base_coin,
    quoteCoin: pair.quote_coin,
  };
}
