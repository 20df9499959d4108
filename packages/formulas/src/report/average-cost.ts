import { Big, type BigSource } from 'big.js';

// Trading reports (issue 23): spot PnL by the average cost method, decided once here so the
// server's aggregates and the report page's help tooltip describe the same rule.

/** What a user holds of one spot symbol, as the average cost method sees it. */
export interface AverageCostPosition {
  /** Base coin held from the fills seen so far (never negative). */
  readonly amount: Big;
  /** What that amount cost in the quote coin, fees included. */
  readonly cost: Big;
}

/** One side of a spot fill as its user sees it. */
export interface AverageCostFill {
  readonly side: 'buy' | 'sell';
  /** Base coin that changed hands. */
  readonly amount: BigSource;
  /** Quote coin that changed hands (price × amount). */
  readonly quote: BigSource;
  /** The fee: in the base coin for a buy (taken from what is received), in quote for a sell. */
  readonly fee: BigSource;
}

export const EMPTY_POSITION: AverageCostPosition = { amount: new Big(0), cost: new Big(0) };

/**
 * Apply one fill to a position by the average cost method:
 * - a buy adds `amount − fee` base coin at a cost of `quote` (the base fee makes each coin dearer);
 * - a sell of `amount` realises `quote − fee − amount × average cost`, where the average cost is
 *   `cost ÷ amount held`. Coins sold beyond what the fills bought (a deposit sold) are taken at
 *   no cost: their whole proceeds are PnL.
 * The sum of every realised PnL therefore equals the quote coin's net change plus the cost of
 * what is still held (the property the server's tests check).
 *
 * @example
 * const a = applyFill(EMPTY_POSITION, { side: 'buy', amount: '2', quote: '200', fee: '0' });
 * applyFill(a.position, { side: 'sell', amount: '1', quote: '150', fee: '1' }).realized; // 49
 */
export function applyFill(
  position: AverageCostPosition,
  fill: AverageCostFill,
): { position: AverageCostPosition; realized: Big } {
  const amount = new Big(fill.amount);
  const quote = new Big(fill.quote);
  const fee = new Big(fill.fee);
  if (fill.side === 'buy') {
    return {
      position: {
        amount: position.amount.plus(amount).minus(fee),
        cost: position.cost.plus(quote),
      },
      realized: new Big(0),
    };
  }
  const covered = amount.gt(position.amount) ? position.amount : amount;
  const costOut = position.amount.eq(0)
    ? new Big(0)
    : position.cost.times(covered).div(position.amount);
  const left = position.amount.minus(covered);
  return {
    position: { amount: left, cost: left.eq(0) ? new Big(0) : position.cost.minus(costOut) },
    realized: quote.minus(fee).minus(costOut),
  };
}

/**
 * A period's return: PnL ÷ (asset value at the start + net deposits during it); zero when that
 * base is not positive (nothing was at stake). Eight decimals, rounded half-up.
 *
 * @example returnRate('50', '1000', '0') // '0.05'
 */
export function returnRate(pnl: BigSource, startValue: BigSource, netDeposits: BigSource): string {
  const base = new Big(startValue).plus(netDeposits);
  if (base.lte(0)) return '0';
  return new Big(pnl).div(base).round(8, Big.roundHalfUp).toFixed();
}
