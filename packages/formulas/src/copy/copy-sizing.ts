import Big from 'big.js';

// Copy trading (issue 24): the size of a follower's copied order, decided by the server's copy
// tick and previewed by the follow page. Exact decimals; sizes are rounded DOWN to the pair's
// step so a copy never uses more than the follower allowed.

/** A decimal as text or Big. */
type Decimal = string | Big;

/** The pair's size grid: sizes are whole multiples of `sizeStep`, at least `minSize`. */
export interface CopySizeRules {
  sizeStep: Decimal;
  minSize: Decimal;
}

/** How a follow sizes its copies: margin per order, or a multiple of the leader's size. */
export type CopySizing =
  { mode: 'fixed'; fixedAmount: Decimal } | { mode: 'ratio'; ratio: Decimal };

export interface CopyOpenInput extends CopySizeRules {
  sizing: CopySizing;
  /** What the leader added to the position (the signal's amount). */
  leaderAdded: Decimal;
  /** The price the copy is sized at (the mark when the change was seen). */
  price: Decimal;
  leverage: number;
  /** The most margin the copied position may use, whole position: size × price ÷ leverage. */
  maxPerPosition: Decimal;
  /** What the follower already holds on this side of the symbol. */
  held: Decimal;
}

/** Why a copy places nothing; the messages are the copy_orders row's skip_reason. */
export type CopySkip = 'below_min' | 'max_per_position';

export const COPY_SKIP_MESSAGES: Readonly<Record<CopySkip, string>> = {
  below_min: "Below the contract's minimum size",
  max_per_position: 'The maximum per position is reached',
};

export type CopyOpenSize = { size: Big; skip: null } | { size: null; skip: CopySkip };

function floorTo(value: Big, step: Decimal): Big {
  const unit = new Big(step);
  if (unit.lte(0)) throw new RangeError('The size step must be positive');
  return value.div(unit).round(0, Big.roundDown).times(unit);
}

/**
 * A copied open's size: fixed mode `fixedAmount × leverage ÷ price`, ratio mode
 * `leaderAdded × ratio`; clamped so the whole copied position's margin stays within
 * `maxPerPosition`, rounded down to the step. Below the minimum: skipped, naming the maximum
 * per position when the clamp is what made it too small.
 *
 * @example
 * copyOpenSize({ sizing: { mode: 'fixed', fixedAmount: '100' }, leaderAdded: '1', price: '50000',
 *   leverage: 10, maxPerPosition: '1000', held: '0', sizeStep: '0.001', minSize: '0.001' })
 * // { size: Big(0.02), skip: null }
 */
export function copyOpenSize(input: CopyOpenInput): CopyOpenSize {
  const price = new Big(input.price);
  if (price.lte(0) || input.leverage <= 0)
    throw new RangeError('Price and leverage must be positive');
  const wanted =
    input.sizing.mode === 'fixed'
      ? new Big(input.sizing.fixedAmount).times(input.leverage).div(price)
      : new Big(input.leaderAdded).times(input.sizing.ratio);
  const asked = floorTo(wanted, input.sizeStep);
  if (asked.lt(input.minSize) || asked.lte(0)) return { size: null, skip: 'below_min' };
  const room = new Big(input.maxPerPosition).times(input.leverage).div(price).minus(input.held);
  const size = room.lt(asked) ? floorTo(room.gt(0) ? room : new Big(0), input.sizeStep) : asked;
  if (size.lt(input.minSize) || size.lte(0)) return { size: null, skip: 'max_per_position' };
  return { size, skip: null };
}

export interface CopyCloseInput extends CopySizeRules {
  /** What the follower holds. */
  held: Decimal;
  /** What the leader closed (the signal's amount) … */
  amount: Decimal;
  /** … out of what the leader held before. */
  sizeBefore: Decimal;
  /** What the leader still holds after; 0 when the leader closed everything. */
  sizeAfter: Decimal;
}

/**
 * A copied close's size: the leader's closed fraction of what the follower holds, rounded down
 * to the step; everything when the leader closed all or when what would remain is below the
 * minimum. Zero: nothing to close (the fraction rounds to nothing).
 *
 * @example
 * copyCloseSize({ held: '0.3', amount: '1', sizeBefore: '3', sizeAfter: '2', sizeStep: '0.01', minSize: '0.01' })
 * // Big(0.1)
 */
export function copyCloseSize(input: CopyCloseInput): Big {
  const held = new Big(input.held);
  if (held.lte(0)) return new Big(0);
  const before = new Big(input.sizeBefore);
  if (new Big(input.sizeAfter).lte(0) || before.lte(0)) return held;
  const close = floorTo(held.times(input.amount).div(before), input.sizeStep);
  if (close.gte(held) || held.minus(close).lt(input.minSize)) return held;
  if (close.lt(input.minSize)) return new Big(0);
  return close;
}

export interface ProfitShareInput {
  /** The follow's realized PnL of all copied closes, this one included. */
  realizedTotal: Decimal;
  /** The leader's rate, a fraction ("0.1" = 10 %). */
  rate: Decimal;
  /** Shared with the leader so far. */
  shared: Decimal;
  /** What the sub-account can pay now (its free futures balance). */
  free: Decimal;
}

/**
 * The profit share a copied close pays, on a high-water mark: `realizedTotal × rate − shared`,
 * never negative, rounded down to 8 decimals, at most the free balance. Earlier losses offset
 * later profits; nothing is paid twice.
 *
 * @example profitShare({ realizedTotal: '50', rate: '0.1', shared: '2', free: '100' }) // Big(3)
 */
export function profitShare(input: ProfitShareInput): Big {
  const owed = new Big(input.realizedTotal).times(input.rate).minus(input.shared);
  if (owed.lte(0)) return new Big(0);
  const share = owed.round(8, Big.roundDown);
  const free = new Big(input.free);
  if (free.lte(0)) return new Big(0);
  return share.gt(free) ? free.round(8, Big.roundDown) : share;
}
