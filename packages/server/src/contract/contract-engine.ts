import { Big } from 'big.js';
import type { PositionSide } from '@exchange/api';
import type { UserId } from '../wallet/ledger.ts';
import { unitsOf } from './big-units.ts';
import { ContractBookSide, type OrderUnits, type Resting } from './contract-book-side.ts';
import { feeUnitsOf, orderUnits, planUnits, type FeeUnits } from './contract-match.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import { copyOrder, unitsIfSame, type BookState, type ContractPlan } from './contract-plan.ts';
import { crosses, planExact } from './contract-plan-exact.ts';
import type { ContractOrder, ContractPosition } from './contract-types.ts';
import {
  positionUnits,
  positionUnitsIfSame,
  scalesOf,
  type PositionUnits,
  type Scales,
} from './position-units.ts';

export type { ContractPlan, MoneyDelta } from './contract-plan.ts';

/**
 * The in-memory order book and positions of one contract: price-time priority, limit (gtc, ioc,
 * fok, post-only) and market orders bounded by the price band around the mark, self-trade
 * prevention EXPIRE_MAKER as spot, positions updated on every fill with maker/taker fees. Pure:
 * no I/O and no clock; ids, sequence, time and the mark come in. Stop entrusts wait in
 * `untriggered` outside the book until `trigger`.
 *
 * Inside, prices are integer ticks, sizes lots of the size step and money 10^-8 of the quote
 * coin (contract-match.ts); the plan's fills, entrusts, positions and money are Big. An order,
 * entrust or position with a figure off those grids is planned in big.js (contract-plan-exact.ts),
 * to the same result.
 *
 * @example
 * const book = new ContractBook(pair);
 * const plan = book.plan(order, mark, trade => String(trade));
 * await persist(plan); // one transaction: entrusts, fills, positions, ledger
 * book.apply(plan);
 */
export class ContractBook implements BookState {
  readonly pair: ContractPairConfig;
  readonly bids = new ContractBookSide(true);
  readonly asks = new ContractBookSide(false);
  readonly resting = new Map<number, Resting>();
  private readonly waiting = new Map<number, ContractOrder>();
  readonly positions = new Map<UserId, ContractPosition>();
  readonly positionUnits = new Map<UserId, PositionUnits | undefined>();
  readonly makerFee: Big;
  /** The pair's taker fee rate, parsed once (the margin check prices an order's fee with it). */
  readonly takerFeeRate: Big;
  readonly scales: Scales | undefined;
  private readonly fees: { maker: FeeUnits; taker: FeeUnits } | undefined;
  private readonly band: Big;
  private limitsMark: Big | undefined;
  private limits: Record<PositionSide, Big> | undefined;
  /** Price of the last trade, undefined before the first. */
  last: Big | undefined;

  constructor(pair: ContractPairConfig) {
    this.pair = pair;
    this.makerFee = new Big(pair.makerFee);
    this.takerFeeRate = new Big(pair.takerFee);
    this.band = new Big(pair.priceBand);
    this.scales = scalesOf(pair.pricePrecision, pair.sizePrecision);
    const maker = this.scales && feeUnitsOf(this.makerFee, this.scales);
    const taker = this.scales && feeUnitsOf(this.takerFeeRate, this.scales);
    this.fees = maker && taker ? { maker, taker } : undefined;
  }

  /** The furthest price a market order of `side` may reach: the band away from the mark. */
  marketLimit(side: PositionSide, mark: Big): Big {
    // Remembered for the last mark seen (a Big never changes): every market order asks twice.
    if (mark !== this.limitsMark || !this.limits) {
      const precision = this.pair.pricePrecision;
      this.limits = {
        long: mark.times(this.band.plus(1)).round(precision, Big.roundDown),
        short: mark.times(new Big(1).minus(this.band)).round(precision, Big.roundUp),
      };
      this.limitsMark = mark;
    }
    return this.limits[side];
  }

  /** True when a limit order at `price` would trade against a resting order at once. */
  wouldTake(side: PositionSide, price: Big): boolean {
    const best = (side === 'long' ? this.asks : this.bids).best();
    return best !== undefined && crosses(side, price, best);
  }

  /**
   * Plan an order: match against the book up to its limit (a market order's limit is the band
   * away from `mark`), settle each fill on both users' positions, and decide what rests. `fresh`:
   * the order's margin is frozen by this same plan (a new order), not already frozen (a
   * triggered stop). `tradeId` names the n-th trade of the plan.
   */
  plan(
    input: ContractOrder,
    mark: Big,
    tradeId: (n: number) => string,
    fresh = true,
  ): ContractPlan {
    const fast = this.fees && planUnits(this, this.fees, input, mark, tradeId, fresh);
    return fast ?? planExact(this, input, mark, tradeId, fresh);
  }

  /** Make a plan real: makers, expired own entrusts, the resting remainder, the positions. */
  apply(plan: ContractPlan): void {
    const carried = plan.units;
    for (const own of plan.expired) this.drop(own.id);
    plan.makers.forEach((next, i) => {
      const found = this.resting.get(next.id);
      if (!found) throw new Error(`Maker ${next.id} is not in the ${this.pair.symbol} book`);
      if (next.status === 'filled') this.drop(next.id);
      else {
        Object.assign(found.order, next);
        found.units = unitsIfSame(next, carried?.makers[i]) ?? this.unitsOf(found.order);
      }
    });
    this.drop(plan.taker.id);
    if (plan.rests) this.rest(plan.taker, unitsIfSame(plan.taker, carried?.taker));
    for (const [userId, outcome] of plan.positions) {
      const after = outcome.after;
      const figures = carried?.positions.get(userId);
      if (after && figures) {
        const own = { ...after };
        const units = positionUnitsIfSame(own, figures.view, figures.units);
        if (units) {
          this.positions.set(userId, own);
          this.positionUnits.set(userId, units);
          continue;
        }
      }
      this.setPosition(userId, after);
    }
    const lastFill = plan.fills[plan.fills.length - 1];
    if (lastFill) this.last = lastFill.price;
  }

  /** Put an open entrust back (after a plan, or when rebuilding from storage). */
  restore(order: ContractOrder): void {
    this.rest(order, undefined);
  }

  private unitsOf(order: ContractOrder): OrderUnits | undefined {
    return this.scales && orderUnits(order, this.scales);
  }

  private rest(order: ContractOrder, units: OrderUnits | undefined): void {
    const own = copyOrder(order);
    if (own.status === 'untriggered') {
      this.waiting.set(own.id, own);
      return;
    }
    if (own.price === null) throw new Error(`Entrust ${own.id} has no price to rest at`);
    const ticks = unitsOf(own.price, this.pair.pricePrecision);
    if (ticks === undefined)
      throw new Error(`Entrust ${own.id}'s price ${own.price.toString()} is off the tick`);
    const resting: Resting = {
      order: own,
      ticks,
      units: units ?? this.unitsOf(own),
    };
    this.resting.set(own.id, resting);
    (own.side === 'long' ? this.bids : this.asks).insert(resting);
  }

  /** Remove an entrust from the book or the untriggered list (cancelled, triggered, filled). */
  drop(id: number): void {
    if (this.waiting.size > 0) this.waiting.delete(id);
    const found = this.resting.get(id);
    if (!found) return;
    (found.order.side === 'long' ? this.bids : this.asks).remove(found);
    this.resting.delete(id);
  }

  setPosition(userId: UserId, position: ContractPosition | undefined): void {
    if (position) {
      const own = { ...position };
      this.positions.set(userId, own);
      this.positionUnits.set(userId, this.scales && positionUnits(own, this.scales.sizeDecimals));
    } else {
      this.positions.delete(userId);
      this.positionUnits.delete(userId);
    }
  }

  get(id: number): ContractOrder | undefined {
    const order = this.resting.get(id)?.order ?? this.waiting.get(id);
    return order ? copyOrder(order) : undefined;
  }

  positionOf(userId: UserId): ContractPosition | undefined {
    const position = this.positions.get(userId);
    return position ? { ...position } : undefined;
  }

  allPositions(): ContractPosition[] {
    return [...this.positions.values()].map((p) => ({ ...p }));
  }

  /** Resting and untriggered entrusts, oldest first. */
  openOrders(): ContractOrder[] {
    return [...[...this.resting.values()].map((r) => r.order), ...this.waiting.values()]
      .sort((a, b) => a.seq - b.seq)
      .map(copyOrder);
  }

  /** Open entrusts of one user, oldest first. */
  ordersOf(userId: UserId): ContractOrder[] {
    return this.openOrders().filter((o) => o.userId === userId);
  }

  /** Aggregated levels best-first, `limit` each side, remaining sizes. */
  depth(limit: number): {
    asks: { price: Big; amount: Big }[];
    bids: { price: Big; amount: Big }[];
  } {
    const remaining = (o: ContractOrder) => o.amount.minus(o.filled);
    return {
      asks: this.asks.aggregated(limit, remaining),
      bids: this.bids.aggregated(limit, remaining),
    };
  }
}
