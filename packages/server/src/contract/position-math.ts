import { Big } from 'big.js';
import type { PositionSide } from '@exchange/api';
import type { ContractPosition } from './contract-types.ts';
import { divRound } from './fixed-point.ts';

/** Ledger amounts of the contracts (margins, fees, PnL) keep 8 decimals. */
export const MONEY_DECIMALS = 8;
/** An entry price keeps this many decimals beyond nothing: a weighted average, cut down. */
const ENTRY_DECIMALS = 12;
const ZERO = new Big(0);

/** +1 for long, −1 for short. */
export function direction(side: PositionSide): 1 | -1 {
  return side === 'long' ? 1 : -1;
}

/** What one fill did to one user's position. */
export interface PositionStep {
  /** The position after the fill; undefined when it closed to zero. */
  next: ContractPosition | undefined;
  /** The position that closed (ended) on this fill, with its final realised PnL. */
  closed: ContractPosition | undefined;
  /** Size that reduced the position held before. */
  closeSize: Big;
  /** Size that opened (added to, or opened after a flip through zero). */
  openSize: Big;
  /** Realised PnL of the closing part (before fees). */
  pnl: Big;
  /** Position margin handed back by the closing part (from 'house'). */
  marginBack: Big;
  /** Initial margin of the opening part (to 'house'). */
  marginIn: Big;
}

export interface FillOnPosition {
  userId: number;
  symbol: string;
  side: PositionSide;
  price: Big;
  amount: Big;
  fee: Big;
  leverage: number;
  isolated: boolean;
  takeProfit: Big | null;
  stopLoss: Big | null;
  ts: number;
}

/**
 * One fill on a position (one-way mode): an order on the position's side adds at the weighted
 * entry; the other side first reduces (realising side × size × (price − entry) and handing back
 * the margin's share), then opens the rest the other way (flip through zero). The fee is booked
 * in the realised PnL of the position it belongs to (the closing one on a flip).
 *
 * @example
 * applyFill(undefined, { side: 'long', price: new Big(100), amount: new Big(1), leverage: 10, … })
 *   .next?.margin // Big(10)
 */
export function applyFill(held: ContractPosition | undefined, fill: FillOnPosition): PositionStep {
  let closeSize = ZERO;
  let pnl = ZERO;
  let marginBack = ZERO;
  let closed: ContractPosition | undefined;
  let base: ContractPosition | undefined = held;
  let feeLeft = fill.fee;
  if (held && held.side !== fill.side) {
    closeSize = fill.amount.lt(held.size) ? fill.amount : held.size;
    pnl = fill.price
      .minus(held.entryPrice)
      .times(closeSize)
      .times(direction(held.side))
      .round(MONEY_DECIMALS, Big.roundDown);
    const all = closeSize.eq(held.size);
    marginBack = all
      ? held.margin
      : divRound(held.margin.times(closeSize), held.size, MONEY_DECIMALS, Big.roundDown);
    const after: ContractPosition = {
      ...held,
      size: held.size.minus(closeSize),
      margin: held.margin.minus(marginBack),
      realizedPnl: held.realizedPnl.plus(pnl).minus(feeLeft),
      updatedAt: fill.ts,
    };
    feeLeft = ZERO;
    if (all) {
      closed = after;
      base = undefined;
    } else base = after;
  }
  const openSize = fill.amount.minus(closeSize);
  let marginIn = ZERO;
  let next = base;
  if (openSize.gt(0)) {
    // initialMargin (notional ÷ leverage) rounded up, in integers (fixed-point.ts).
    marginIn = divRound(fill.price.times(openSize), fill.leverage, MONEY_DECIMALS, Big.roundUp);
    if (base) {
      const size = base.size.plus(openSize);
      next = {
        ...base,
        size,
        entryPrice: divRound(
          base.entryPrice.times(base.size).plus(fill.price.times(openSize)),
          size,
          ENTRY_DECIMALS,
          Big.roundHalfEven,
        ),
        margin: base.margin.plus(marginIn),
        realizedPnl: base.realizedPnl.minus(feeLeft),
        takeProfit: fill.takeProfit ?? base.takeProfit,
        stopLoss: fill.stopLoss ?? base.stopLoss,
        updatedAt: fill.ts,
      };
    } else {
      next = {
        id: 0,
        userId: fill.userId,
        symbol: fill.symbol,
        side: fill.side,
        size: openSize,
        entryPrice: fill.price,
        margin: marginIn,
        isolated: fill.isolated,
        leverage: fill.leverage,
        takeProfit: fill.takeProfit,
        stopLoss: fill.stopLoss,
        realizedPnl: feeLeft.neg(),
        openedAt: fill.ts,
        updatedAt: fill.ts,
      };
    }
  }
  return { next, closed, closeSize, openSize, pnl, marginBack, marginIn };
}
