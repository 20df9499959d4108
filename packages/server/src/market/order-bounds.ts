import { Big } from 'big.js';
import { OrderRejectedError, type PlaceOrderInput } from './market-events.ts';
import type { SpotPair } from './pairs.ts';

/**
 * The price band around the last trade, as multipliers (Binance's PERCENT_PRICE_BY_SIDE on
 * BTCUSDT: `bidMultiplierDown`/`askMultiplierDown` 0.2, `…Up` 5): a limit price outside
 * 0.2× … 5× the last price is a typo, not a strategy.
 */
export const PRICE_BAND = { low: '0.2', high: '5' } as const;

/**
 * Before a pair's first trade there is no market price, only the listing's reference price,
 * which may be far off: the band is then wide (1/1000× … 1000×). It still stops absurd prices.
 */
export const LISTING_PRICE_BAND = { low: '0.001', high: '1000' } as const;

/** The band a limit price must lie in, both ends inclusive, rounded to the pair's ticks. */
export function priceBand(
  pair: SpotPair,
  lastTradePrice: string | undefined,
): { min: Big; max: Big; reference: string; band: { low: string; high: string } } {
  const traded = lastTradePrice !== undefined;
  const reference = lastTradePrice ?? pair.referencePrice;
  const band = traded ? PRICE_BAND : LISTING_PRICE_BAND;
  const centre = new Big(reference);
  return {
    // Inward rounding: the band never grows by a tick.
    min: centre.times(band.low).round(pair.pricePrecision, Big.roundUp),
    max: centre.times(band.high).round(pair.pricePrecision, Big.roundDown),
    reference,
    band,
  };
}

/**
 * Per-pair bounds of an order beyond its form (MarketService.validate checks ticks and the
 * minimum): the amount is at most the pair's `maxSize`, and a limit price lies within the price
 * band around the last trade (see {@link PRICE_BAND}, {@link LISTING_PRICE_BAND}). Throws an
 * `OrderRejectedError` (422) naming the field.
 *
 * @example checkOrderBounds(btcusdt, { …, type: 'limit', price: '1000000' }, '65000') // throws: price
 */
export function checkOrderBounds(
  pair: SpotPair,
  input: Pick<PlaceOrderInput, 'type' | 'price' | 'amount'>,
  lastTradePrice: string | undefined,
): void {
  if (new Big(input.amount).gt(pair.maxSize)) {
    throw new OrderRejectedError(
      `Amount must be at most ${pair.maxSize} ${pair.base}`,
      422,
      'amount',
    );
  }
  if (input.type !== 'limit' || input.price === undefined) return;
  const { min, max, reference, band } = priceBand(pair, lastTradePrice);
  const price = new Big(input.price);
  if (price.lt(min) || price.gt(max)) {
    const centre = lastTradePrice === undefined ? 'listing price' : 'last price';
    throw new OrderRejectedError(
      `Price must be between ${min.toFixed()} and ${max.toFixed()} ` +
        `(${band.low}× to ${band.high}× the ${centre} ${reference})`,
      422,
      'price',
    );
  }
}
