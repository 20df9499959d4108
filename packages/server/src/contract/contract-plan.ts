import type { Big } from 'big.js';
import type { PositionSide } from '@exchange/api';
import type { UserId } from '../wallet/ledger.ts';
import type { ContractBookSide, OrderUnits, Resting } from './contract-book-side.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { ContractFill, ContractOrder, ContractPosition } from './contract-types.ts';
import type { PositionUnits, Scales } from './position-units.ts';

/**
 * Money one plan moves for one user, in the quote coin. `frozen`: change of what the user's
 * futures account freezes for entrusts; `houseMargin`: position margin back from 'house' minus
 * initial margin paid to it; `pnl`: realised PnL paid by (+) or to (−) 'house'; `fee`: to 'fees';
 * `isolatedCover`: the loss of an isolated close beyond its margin, which the user never pays.
 */
export interface MoneyDelta {
  frozen: Big;
  houseMargin: Big;
  pnl: Big;
  fee: Big;
  isolatedCover: Big;
}

/** A user's position across a plan: as it was, as it ends, and the rows that closed. */
export interface PositionOutcome {
  before: ContractPosition | undefined;
  after: ContractPosition | undefined;
  closed: ContractPosition[];
}

/**
 * What an order will do, computed without touching the book or positions, so the caller writes
 * it in one transaction and only then `apply`s it (the book never runs ahead of storage).
 */
export interface ContractPlan {
  taker: ContractOrder;
  /** Two per trade: the maker's side, then the taker's (same trade id). */
  fills: ContractFill[];
  makers: ContractOrder[];
  /** The taker's own resting entrusts it reached: cancelled (self-trade prevention). */
  expired: ContractOrder[];
  positions: Map<UserId, PositionOutcome>;
  money: Map<UserId, MoneyDelta>;
  rests: boolean;
  /** The integer planner's forms of what it hands out, so `apply` does not parse them again. */
  units?: PlanUnits;
}

/** An entrust's integer form with the Bigs it was written out as (valid while they are). */
export interface OrderFigures {
  units: OrderUnits;
  amount: Big;
  filled: Big;
  filledQuote: Big;
  margin: Big;
  fee: Big;
  realizedPnl: Big;
}

/** A position's integer form with the position it was written out as. */
export interface PositionFigures {
  units: PositionUnits;
  view: ContractPosition;
}

interface PlanUnits {
  taker: OrderFigures;
  /** One per `makers` entry, in order. */
  makers: OrderFigures[];
  /** Each user's position after the plan (absent when closed). */
  positions: Map<UserId, PositionFigures>;
}

export function figuresOf(order: ContractOrder, units: OrderUnits): OrderFigures {
  const { amount, filled, filledQuote, margin, fee, realizedPnl } = order;
  return { units, amount, filled, filledQuote, margin, fee, realizedPnl };
}

/** The carried integer form when the entrust still holds the Bigs it was written out as. */
export function unitsIfSame(
  order: ContractOrder,
  figures: OrderFigures | undefined,
): OrderUnits | undefined {
  if (
    figures &&
    figures.amount === order.amount &&
    figures.filled === order.filled &&
    figures.filledQuote === order.filledQuote &&
    figures.margin === order.margin &&
    figures.fee === order.fee &&
    figures.realizedPnl === order.realizedPnl
  )
    return figures.units;
  return undefined;
}

/** What the two planners (integers, and big.js for figures off the grids) read of a book. */
export interface BookState {
  readonly pair: ContractPairConfig;
  readonly bids: ContractBookSide;
  readonly asks: ContractBookSide;
  readonly makerFee: Big;
  readonly takerFeeRate: Big;
  /** The pair's ticks and lots, undefined when its decimals are too many for the integers. */
  readonly scales: Scales | undefined;
  readonly resting: ReadonlyMap<number, Resting>;
  readonly positions: ReadonlyMap<UserId, ContractPosition>;
  /** The integer form of each position; a user held here as undefined is off the grids. */
  readonly positionUnits: ReadonlyMap<UserId, PositionUnits | undefined>;
  marketLimit(side: PositionSide, mark: Big): Big;
}

export function copyOrder(order: ContractOrder): ContractOrder {
  return { ...order };
}
