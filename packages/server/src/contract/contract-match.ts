// The contract book's planner in integers (issue 19 throughput): ticks, lots and 10^-8 money
// from the book's integer form, every rounding as contract-plan-exact.ts's big.js planner, Big
// again only for what the plan hands out (fills, entrusts, positions, money deltas).
import { Big } from 'big.js';
import type { UserId } from '../wallet/ledger.ts';
import { bigOf, bigUnitsOf, decimalsOf, unitsOf } from './big-units.ts';
import type { OrderUnits, Resting } from './contract-book-side.ts';
import {
  copyOrder,
  figuresOf,
  type BookState,
  type OrderFigures,
  type PositionFigures,
  type ContractPlan,
  type MoneyDelta,
  type PositionOutcome,
} from './contract-plan.ts';
import type { ContractFill, ContractOrder, ContractPosition } from './contract-types.ts';
import { applyFillUnits, positionView, type PositionUnits, type Scales } from './position-units.ts';

/** A fee rate as `notional ticks × lots × units`, cut (or widened) to 10^-8, rounded down. */
export interface FeeUnits {
  units: bigint;
  /** `units`, `cut` and `widen` as safe integers, for fees that fit one. */
  small: { units: number; cut: number; widen: number } | undefined;
  /** Divide by this (≥ 1) … */
  cut: bigint;
  /** … or multiply by this (≥ 1). */
  widen: bigint;
}

/** A pair's fee rate in integers, or undefined when it is negative. */
export function feeUnitsOf(rate: Big, scales: Scales): FeeUnits | undefined {
  const decimals = decimalsOf(rate);
  const units = bigUnitsOf(rate, decimals);
  if (units === undefined || units < 0n) return undefined;
  const shift = scales.priceDecimals + scales.sizeDecimals + decimals - 8;
  const cut = shift >= 0 ? 10n ** BigInt(shift) : 1n;
  const widen = shift >= 0 ? 1n : 10n ** BigInt(-shift);
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  const small =
    units <= limit && cut <= limit && widen <= limit
      ? { units: Number(units), cut: Number(cut), widen: Number(widen) }
      : undefined;
  return { units, small, cut, widen };
}

/** notional × rate rounded down to 10^-8 (contractFee), in integers. */
function feeOf(ticks: number, lots: number, fees: FeeUnits): bigint {
  const small = fees.small;
  if (small) {
    const n = ticks * lots * small.units * small.widen;
    if (n >= 0 && Number.isSafeInteger(n)) return BigInt((n - (n % small.cut)) / small.cut);
  }
  return (BigInt(ticks) * BigInt(lots) * fees.units * fees.widen) / fees.cut;
}

/** The integer form of an entrust's running totals, or undefined off the grids. */
export function orderUnits(order: ContractOrder, scales: Scales): OrderUnits | undefined {
  const amount = unitsOf(order.amount, scales.sizeDecimals);
  const filled = unitsOf(order.filled, scales.sizeDecimals);
  const quote = bigUnitsOf(order.filledQuote, scales.priceDecimals + scales.sizeDecimals);
  const margin = bigUnitsOf(order.margin, 8);
  const fee = bigUnitsOf(order.fee, 8);
  const pnl = bigUnitsOf(order.realizedPnl, 8);
  if (
    amount === undefined ||
    filled === undefined ||
    quote === undefined ||
    margin === undefined ||
    fee === undefined ||
    pnl === undefined
  )
    return undefined;
  return { amount, filled, quote, margin, fee, pnl };
}

interface DeltaUnits {
  userId: UserId;
  frozen: bigint;
  houseMargin: bigint;
  pnl: bigint;
  fee: bigint;
  isolatedCover: bigint;
}

interface OutcomeUnits {
  userId: UserId;
  before: ContractPosition | undefined;
  start: PositionUnits | undefined;
  after: PositionUnits | undefined;
  closed: PositionUnits[];
}

/** Thrown inside the planner when a figure it reaches is off the grids: big.js plans instead. */
class OffGrid extends Error {}

/** One plan's working state. */
class Work {
  /** Few users per plan (the taker and its makers): arrays, first touch first. */
  readonly deltas: DeltaUnits[] = [];
  readonly outcomes: OutcomeUnits[] = [];

  constructor(
    readonly book: BookState,
    readonly scales: Scales,
    readonly ts: number,
  ) {}

  /** The plan's amounts of money written out so far (a fill's fee is often its order's too). */
  private readonly written: bigint[] = [];
  private readonly writtenAs: Big[] = [];

  /** 10^-8 units as a Big, the same Big for the same amount within the plan. */
  money(units: bigint): Big {
    const written = this.written;
    for (let i = 0; i < written.length; i += 1)
      if (written[i] === units) return this.writtenAs[i] as Big;
    const big = bigOf(units, 8);
    if (written.length < 16) {
      written.push(units);
      this.writtenAs.push(big);
    }
    return big;
  }

  delta(userId: UserId): DeltaUnits {
    for (const delta of this.deltas) if (delta.userId === userId) return delta;
    const delta = { userId, frozen: 0n, houseMargin: 0n, pnl: 0n, fee: 0n, isolatedCover: 0n };
    this.deltas.push(delta);
    return delta;
  }

  outcome(userId: UserId): OutcomeUnits {
    for (const outcome of this.outcomes) if (outcome.userId === userId) return outcome;
    const before = this.book.positions.get(userId);
    const start = before ? this.book.positionUnits.get(userId) : undefined;
    if (before && !start) throw new OffGrid();
    const outcome = { userId, before, start, after: start, closed: [] };
    this.outcomes.push(outcome);
    return outcome;
  }

  /** One side of a trade on the order's position, money and running totals (see planExact). */
  settle(order: ContractOrder, units: OrderUnits, resting: Resting, lots: number, fees: FeeUnits) {
    const ticks = resting.ticks;
    const price = resting.order.price as Big;
    const fee = feeOf(ticks, lots, fees);
    const outcome = this.outcome(order.userId);
    const held = outcome.after;
    const step = applyFillUnits(
      held,
      {
        userId: order.userId,
        symbol: this.book.pair.symbol,
        side: order.side,
        ticks,
        price,
        lots,
        fee,
        leverage: order.leverage,
        isolated: order.marginMode === 'isolated',
        takeProfit: order.takeProfit,
        stopLoss: order.stopLoss,
        ts: this.ts,
      },
      this.scales,
    );
    if (step.closed) outcome.closed.push(step.closed);
    outcome.after = step.next;
    const delta = this.delta(order.userId);
    const cost = step.openLots > 0 ? step.marginIn + fee : 0n;
    const released = cost < units.margin ? cost : units.margin;
    // Zero terms skipped: every bigint sum is an allocation.
    if (released !== 0n) {
      delta.frozen -= released;
      units.margin -= released;
    }
    if (step.marginBack !== 0n) delta.houseMargin += step.marginBack;
    if (step.marginIn !== 0n) delta.houseMargin -= step.marginIn;
    if (step.pnl !== 0n) {
      delta.pnl += step.pnl;
      units.pnl += step.pnl;
    }
    delta.fee += fee;
    if (held?.view.isolated === true && step.closeLots > 0) {
      const back = step.marginBack + step.pnl;
      if (back < 0n) delta.isolatedCover -= back;
    }
    units.filled += lots;
    const quote = ticks * lots;
    units.quote += Number.isSafeInteger(quote) ? BigInt(quote) : BigInt(ticks) * BigInt(lots);
    units.fee += fee;
    if (units.filled === units.amount) {
      delta.frozen -= units.margin;
      units.margin = 0n;
    }
    return {
      fee,
      pnl: step.pnl,
      action: step.closeLots > 0 ? ('close' as const) : ('open' as const),
    };
  }
}

/** Write an entrust's running totals back as Big: only those that moved from `was`. */
function orderView(order: ContractOrder, units: OrderUnits, was: OrderUnits, work: Work): void {
  const scales = work.scales;
  if (units.margin !== was.margin) order.margin = work.money(units.margin);
  if (units.filled !== was.filled) order.filled = bigOf(units.filled, scales.sizeDecimals);
  if (units.quote !== was.quote)
    order.filledQuote = bigOf(units.quote, scales.priceDecimals + scales.sizeDecimals);
  if (units.fee !== was.fee) order.fee = work.money(units.fee);
  if (units.pnl !== was.pnl) order.realizedPnl = work.money(units.pnl);
}

/** One party's side of a trade (a plain literal: the same shape for every fill). */
function fill(
  tradeId: string,
  symbol: string,
  order: ContractOrder,
  role: 'maker' | 'taker',
  price: Big,
  amount: Big,
  fee: bigint,
  pnl: bigint,
  action: 'open' | 'close',
  ts: number,
  work: Work,
): ContractFill {
  return {
    tradeId,
    entrustId: order.id,
    userId: order.userId,
    symbol,
    side: order.side,
    action,
    role,
    price,
    amount,
    fee: work.money(fee),
    realizedPnl: work.money(pnl),
    ts,
  };
}

function plain(units: PositionUnits, scales: Scales): ContractPosition {
  return positionView(units, scales.sizeDecimals);
}

/**
 * ContractBook.plan in integers; undefined when the order, or an entrust or position it
 * reaches, holds a figure off the pair's grids (the big.js planner answers then).
 */
export function planUnits(
  book: BookState,
  fees: { maker: FeeUnits; taker: FeeUnits },
  input: ContractOrder,
  mark: Big,
  tradeId: (n: number) => string,
  fresh: boolean,
): ContractPlan | undefined {
  const scales = book.scales;
  if (!scales) return undefined;
  const taker = copyOrder(input);
  const limit = unitsOf(taker.price ?? book.marketLimit(taker.side, mark), scales.priceDecimals);
  const own = orderUnits(taker, scales);
  if (limit === undefined || !own) return undefined;
  const was = { ...own };
  const long = taker.side === 'long';
  const levels = (long ? book.asks : book.bids).levels;
  const work = new Work(book, scales, taker.updatedAt);
  const fills: ContractFill[] = [];
  const makers: ContractOrder[] = [];
  const expired: ContractOrder[] = [];
  const carried: OrderFigures[] = [];
  try {
    if (fresh && own.margin > 0n) work.delta(taker.userId).frozen = own.margin;
    let left = own.amount - own.filled;
    const fok = taker.timeInForce === 'fok' && taker.type === 'limit';
    if (fok) {
      let fillable = 0;
      for (let l = levels.length - 1; l >= 0; l -= 1) {
        const level = levels[l];
        if (!level || (long ? level.ticks > limit : level.ticks < limit)) break;
        for (let i = level.head; i < level.orders.length; i += 1) {
          const resting = level.orders[i] as Resting;
          if (resting.order.userId === taker.userId) continue;
          if (!resting.units) throw new OffGrid();
          fillable += resting.units.amount - resting.units.filled;
        }
      }
      if (fillable < left) left = -1;
    }
    for (let l = levels.length - 1; l >= 0 && left > 0; l -= 1) {
      const level = levels[l];
      if (!level || (long ? level.ticks > limit : level.ticks < limit)) break;
      for (let i = level.head; i < level.orders.length && left > 0; i += 1) {
        const resting = level.orders[i] as Resting;
        if (resting.order.userId === taker.userId) {
          if (!resting.units) throw new OffGrid();
          const gone = copyOrder(resting.order);
          gone.status = 'cancelled';
          gone.updatedAt = taker.updatedAt;
          gone.margin = bigOf(0, 8);
          work.delta(gone.userId).frozen -= resting.units.margin;
          expired.push(gone);
          continue;
        }
        const units = resting.units;
        if (!units) throw new OffGrid();
        const maker = copyOrder(resting.order);
        const makerUnits = { ...units };
        const open = makerUnits.amount - makerUnits.filled;
        const lots = open < left ? open : left;
        const id = tradeId(fills.length / 2);
        const m = work.settle(maker, makerUnits, resting, lots, fees.maker);
        const t = work.settle(taker, own, resting, lots, fees.taker);
        orderView(maker, makerUnits, units, work);
        maker.updatedAt = taker.updatedAt;
        maker.status = makerUnits.filled === makerUnits.amount ? 'filled' : 'partial';
        carried.push(figuresOf(maker, makerUnits));
        const price = resting.order.price as Big;
        const amount = bigOf(lots, scales.sizeDecimals);
        const ts = taker.updatedAt;
        const symbol = book.pair.symbol;
        fills.push(
          fill(id, symbol, maker, 'maker', price, amount, m.fee, m.pnl, m.action, ts, work),
          fill(id, symbol, taker, 'taker', price, amount, t.fee, t.pnl, t.action, ts, work),
        );
        makers.push(maker);
        left -= lots;
      }
    }
    const rests =
      left > 0 &&
      taker.type !== 'market' &&
      taker.type !== 'stop_market' &&
      taker.timeInForce !== 'ioc' &&
      taker.timeInForce !== 'fok';
    if (left === 0) taker.status = 'filled';
    else if (rests) taker.status = own.filled > 0 ? 'partial' : 'open';
    else {
      taker.status = 'cancelled';
      work.delta(taker.userId).frozen -= own.margin;
      own.margin = 0n;
    }
    orderView(taker, own, was, work);
    const held = new Map<UserId, PositionFigures>();
    const positions = outcomes(work, held);
    const units = { taker: figuresOf(taker, own), makers: carried, positions: held };
    return { taker, fills, makers, expired, positions, money: money(work), rests, units };
  } catch (error) {
    if (error instanceof OffGrid) return undefined;
    throw error;
  }
}

function outcomes(work: Work, held: Map<UserId, PositionFigures>): Map<UserId, PositionOutcome> {
  const out = new Map<UserId, PositionOutcome>();
  for (const o of work.outcomes) {
    const userId = o.userId;
    let after = o.before;
    if (o.after !== o.start) after = o.after ? plain(o.after, work.scales) : undefined;
    if (o.after && after) held.set(userId, { units: o.after, view: after });
    out.set(userId, {
      before: o.before,
      after,
      closed: o.closed.map((p) => plain(p, work.scales)),
    });
  }
  return out;
}

function money(work: Work): Map<UserId, MoneyDelta> {
  const out = new Map<UserId, MoneyDelta>();
  for (const d of work.deltas)
    out.set(d.userId, {
      frozen: work.money(d.frozen),
      houseMargin: work.money(d.houseMargin),
      pnl: work.money(d.pnl),
      fee: work.money(d.fee),
      isolatedCover: work.money(d.isolatedCover),
    });
  return out;
}
