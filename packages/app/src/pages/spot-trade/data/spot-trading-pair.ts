import type { SpotPair } from '@exchange/api';
import type { OrderRules } from '@exchange/formulas';

// The spot page's edge: a SpotPair (the wire's snake_case) becomes the product-neutral rules the
// order formulas take (the trading widgets' TradingPair comes from trading/trading-pair.ts).

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
