import type { SpotPair } from '@exchange/api';
import { spotPairsFixture } from '@exchange/api/msw';

const fixture = spotPairsFixture.find((pair) => pair.symbol === 'BTCUSDT');
if (fixture === undefined) throw new Error('BTCUSDT is missing from the fixtures');

/**
 * The BTC/USDT pair of the order form's tests and stories. Its rules are spelled out so the
 * expectations do not depend on the shared fixture's choices.
 *
 * @example render(<OrderForm pair={BTC} … />)
 */
export const BTC: SpotPair = {
  ...fixture,
  price_precision: 2,
  size_precision: 5,
  min_size: '0.0001',
  min_notional: '5',
  maker_fee: '0.001',
  taker_fee: '0.002',
  status: 'trading',
};
