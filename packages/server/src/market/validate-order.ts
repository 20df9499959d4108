import { Big } from 'big.js';
import { decimalsOf } from '@exchange/formulas';
import { OrderRejectedError, type PlaceOrderInput } from './market-events.ts';
import { checkOrderBounds } from './order-bounds.ts';
import type { SpotPair } from './pairs.ts';
import { plain } from './spot-order-view.ts';

/**
 * Check an order against the pair's rules (tick, size precision, minimum, bounds around
 * `lastPrice`, the pair's last trade); throws naming the field.
 */
export function validateOrder(
  pair: SpotPair,
  input: PlaceOrderInput,
  lastPrice: string | undefined,
): void {
  if (input.type === 'limit') {
    if (input.price === undefined)
      throw new OrderRejectedError('A limit order needs a price', 422, 'price');
    if (decimalsOf(plain(input.price)) > pair.pricePrecision) {
      throw new OrderRejectedError(`Price must be a multiple of ${pair.tickSize}`, 422, 'price');
    }
  } else if (input.price !== undefined) {
    throw new OrderRejectedError('A market order takes no price', 422, 'price');
  }
  if (decimalsOf(plain(input.amount)) > pair.sizePrecision) {
    throw new OrderRejectedError(
      `Amount has at most ${pair.sizePrecision} decimals`,
      422,
      'amount',
    );
  }
  if (new Big(input.amount).lt(pair.minSize)) {
    throw new OrderRejectedError(`Amount must be at least ${pair.minSize}`, 422, 'amount');
  }
  checkOrderBounds(pair, input, lastPrice);
}
