import { Big } from 'big.js';
import { bigOfUnits as bigOf, unitsOfBig as unitsOf } from './scaled.ts';
import {
  BookSide,
  type BookOrder,
  type Level,
  type OrderType,
  type Resting,
  type Side,
} from './order-book.ts';
import type { SpotPair } from './pairs.ts';
import type { UserId } from '../wallet/ledger.ts';

/** Fees are kept to 8 decimals, rounded down so the fee never exceeds the rate. */
export const FEE_DECIMALS = 8;

// Self-trade prevention is EXPIRE_MAKER (Binance's names: EXPIRE_TAKER, EXPIRE_MAKER,
// EXPIRE_BOTH). An incoming order never fills against a resting order of the same user: the
// resting own order is cancelled (its reserve handed back) and matching goes on with the next
// maker, so the newer intent wins. Documented on POST /spots/order (`@exchange/api` spot.ts).

export interface NewOrder {
  id: string;
  userId: UserId;
  side: Side;
  type: OrderType;
  /** Limit price (required for limit orders, ignored for market orders). */
  price: Big | null;
  amount: Big;
  seq: number;
  ts: number;
  clientOrderId: string | null;
}

/** One match between the incoming (taker) order and a resting (maker) order. */
export interface Fill {
  price: Big;
  amount: Big;
  /** price x amount, in the quote coin. */
  quote: Big;
  makerOrderId: string;
  makerUserId: UserId;
  takerOrderId: string;
  takerUserId: UserId;
  takerSide: Side;
  /** Charged to the buyer in the base coin it receives. */
  buyerFee: Big;
  /** Charged to the seller in the quote coin it receives. */
  sellerFee: Big;
  buyOrderId: string;
  sellOrderId: string;
  buyerUserId: UserId;
  sellerUserId: UserId;
}

/**
 * What placing an order will do, computed without touching the book, so the caller can write it
 * in one database transaction and only then `apply` it (the book never runs ahead of storage).
 */
export interface MatchPlan {
  /** The taker after matching: status, filled, frozen. */
  taker: BookOrder;
  /** What the ledger must reserve for the taker before settling its fills. */
  freeze: Big;
  /** Reserved for the taker but no longer needed once matched: handed back right away. */
  release: Big;
  fills: Fill[];
  /** Makers touched by the fills, in their state after the fills. */
  makers: BookOrder[];
  /**
   * The taker's own resting orders it reached (self-trade prevention, EXPIRE_MAKER): each
   * cancelled, with the reserve it hands back. Never filled.
   */
  expired: CancelPlan[];
  /** True when the (limit) taker's remainder rests in the book. */
  rests: boolean;
}

export interface CancelPlan {
  order: BookOrder;
  release: Big;
}

const ZERO = new Big(0);

/**
 * A copy of an order, its fields always in this order: every order the engine holds or hands out
 * has one shape, so the matching loop reads them without polymorphic lookups.
 */
function copy(order: BookOrder): BookOrder {
  return {
    id: order.id,
    userId: order.userId,
    symbol: order.symbol,
    side: order.side,
    type: order.type,
    price: order.price,
    amount: order.amount,
    filled: order.filled,
    filledQuote: order.filledQuote,
    fee: order.fee,
    frozen: order.frozen,
    status: order.status,
    seq: order.seq,
    ts: order.ts,
    clientOrderId: order.clientOrderId,
  };
}

/**
 * `units × rate` rounded down (towards zero) to 10^-FEE_DECIMALS, for amounts counted in
 * 10^-decimals and a rate of `rateUnits` × 10^-rateDecimals: multiply by `mul`, then divide
 * exactly by `div`. Precomputed per pair.
 */
interface FeeScale {
  mul: number;
  div: number;
}

function feeScale(rate: Big, decimals: number): FeeScale | undefined {
  const rateDecimals = Math.max(0, rate.c.length - 1 - rate.e);
  const rateUnits = unitsOf(rate, rateDecimals);
  if (rateUnits === undefined) return undefined;
  const shift = decimals + rateDecimals - FEE_DECIMALS;
  if (shift <= 0) {
    const mul = rateUnits * 10 ** -shift;
    return Number.isSafeInteger(mul) ? { mul, div: 1 } : undefined;
  }
  return shift > 15 ? undefined : { mul: rateUnits, div: 10 ** shift };
}

/** The fee in 10^-8, or NaN when an intermediate would leave the safe integers. */
function feeOf(units: number, scale: FeeScale): number {
  const product = units * scale.mul;
  if (!Number.isSafeInteger(product)) return NaN;
  return scale.div === 1 ? product : (product - (product % scale.div)) / scale.div;
}

/**
 * The in-memory matching engine of one spot pair: price-time priority, limit and market orders,
 * partial fills, maker/taker fees. Pure: no I/O, no clock; ids, sequence and time come in.
 *
 * Inside, prices are integer ticks and amounts integer lots (see {@link Resting}): matching an
 * order adds and multiplies safe integers and builds the plan's big.js values from their digits,
 * so the result is exactly what big.js arithmetic gives. An order whose price or amounts are off
 * those grids, or whose figures would leave the safe integers, is matched with big.js instead
 * (the same algorithm, the same results, only slower).
 *
 * @example
 * const engine = new MatchingEngine(pair);
 * const plan = engine.plan({ id: '1', userId: 7, side: 'buy', type: 'limit', price: new Big('100'),
 *   amount: new Big('1'), seq: 1, ts: Date.now(), clientOrderId: null });
 * await persist(plan); // one transaction: order, fills, ledger movements
 * engine.apply(plan);
 */
export class MatchingEngine {
  readonly pair: SpotPair;
  readonly bids = new BookSide('buy');
  readonly asks = new BookSide('sell');
  /**
   * Resting orders by id. A prototype-less dictionary rather than a Map: with one insertion and
   * one deletion per order, V8's dictionary objects cost a third of a Map (nodejs-order-book keeps
   * its orders the same way).
   */
  private readonly orders: Record<string, Resting | undefined> = Object.create(null) as Record<
    string,
    Resting | undefined
  >;
  /**
   * The last plan made in integers, with the integers of its taker (ticks, amount, filled,
   * quote, fee, frozen) and of its partially filled maker (filled, quote, fee, frozen), the last
   * of its makers when there is one. Read by {@link apply} for that same plan only.
   */
  private planned: MatchPlan | undefined;
  private readonly plannedTaker: number[] = [0, 0, 0, 0, 0, 0];
  private readonly plannedMaker: number[] = [0, 0, 0, 0];
  private readonly makerFee: Big;
  private readonly takerFee: Big;
  /** Decimals of a price (ticks), a size (lots) and a quote amount (their sum). */
  private readonly priceDecimals: number;
  private readonly sizeDecimals: number;
  private readonly quoteDecimals: number;
  /** Fee scales: a rate applied to a base amount (lots) or to a quote amount; undefined: big.js. */
  private readonly scales:
    | { makerBase: FeeScale; takerBase: FeeScale; makerQuote: FeeScale; takerQuote: FeeScale }
    | undefined;

  constructor(pair: SpotPair) {
    this.pair = pair;
    this.makerFee = new Big(pair.makerFee);
    this.takerFee = new Big(pair.takerFee);
    this.priceDecimals = pair.pricePrecision;
    this.sizeDecimals = pair.sizePrecision;
    this.quoteDecimals = pair.pricePrecision + pair.sizePrecision;
    const makerBase = feeScale(this.makerFee, this.sizeDecimals);
    const takerBase = feeScale(this.takerFee, this.sizeDecimals);
    const makerQuote = feeScale(this.makerFee, this.quoteDecimals);
    const takerQuote = feeScale(this.takerFee, this.quoteDecimals);
    this.scales =
      makerBase && takerBase && makerQuote && takerQuote && this.quoteDecimals <= 15
        ? { makerBase, takerBase, makerQuote, takerQuote }
        : undefined;
  }

  /** Compute the outcome of an incoming order. Does not change the book. */
  plan(input: NewOrder): MatchPlan {
    if (input.type === 'limit' && input.price === null) {
      throw new Error(`Limit order ${input.id} has no price`);
    }
    this.planned = undefined;
    return this.planUnits(input) ?? this.planBig(input);
  }

  private newTaker(input: NewOrder, price: Big | null): BookOrder {
    return {
      id: input.id,
      userId: input.userId,
      symbol: this.pair.symbol,
      side: input.side,
      type: input.type,
      price,
      amount: input.amount,
      filled: ZERO,
      filledQuote: ZERO,
      fee: ZERO,
      frozen: ZERO,
      status: 'open',
      seq: input.seq,
      ts: input.ts,
      clientOrderId: input.clientOrderId,
    };
  }

  /**
   * The plan in integers, or undefined when the order or a maker it reaches is off the integer
   * grids or a figure would leave the safe integers (then {@link planBig} decides).
   */
  private planUnits(input: NewOrder): MatchPlan | undefined {
    const scales = this.scales;
    if (!scales) return undefined;
    const sizeDecimals = this.sizeDecimals;
    const quoteDecimals = this.quoteDecimals;
    const buy = input.side === 'buy';
    const price = input.type === 'limit' ? input.price : null;
    let limitTicks = NaN;
    if (price !== null) {
      const ticks = unitsOf(price, this.priceDecimals);
      if (ticks === undefined) return undefined;
      limitTicks = ticks;
    }
    const lots = unitsOf(input.amount, sizeDecimals);
    if (lots === undefined) return undefined;
    const takerRateBase = scales.takerBase;
    const takerRateQuote = scales.takerQuote;
    const makerRateBase = scales.makerBase;
    const makerRateQuote = scales.makerQuote;
    // The buyer pays its fee in base (on the amount), the seller in quote (on the quote amount).
    const buyerScale = buy ? takerRateBase : makerRateBase;
    const sellerScale = buy ? makerRateQuote : takerRateQuote;
    const fills: Fill[] = [];
    const makers: BookOrder[] = [];
    const expired: CancelPlan[] = [];
    let left = lots;
    let takerQuote = 0;
    let takerFee = 0;
    const levels = (buy ? this.asks : this.bids).levels;
    scan: for (let l = levels.length - 1; l >= 0 && left !== 0; l -= 1) {
      const level = levels[l] as Level;
      const ticks = level.ticks;
      if (ticks !== ticks) return undefined;
      // A limit taker stops at the first level worse than its own price.
      if (price !== null && (buy ? ticks > limitTicks : ticks < limitTicks)) break;
      const queue = level.orders;
      for (let i = level.head; i < queue.length; i += 1) {
        if (left === 0) break scan;
        const resting = queue[i] as Resting;
        if (!resting.exact) return undefined;
        const order = resting.order;
        if (order.userId === input.userId) {
          // Self-trade prevention (EXPIRE_MAKER): the own resting order is cancelled, not filled.
          expired.push({
            order: { ...copy(order), status: 'cancelled', frozen: ZERO },
            release: order.frozen,
          });
          continue;
        }
        const makerLeft = resting.amount - resting.filled;
        const amount = makerLeft < left ? makerLeft : left;
        const quote = ticks * amount;
        const buyerFee = feeOf(amount, buyerScale);
        const sellerFee = feeOf(quote, sellerScale);
        const makerBuy = order.side === 'buy';
        const makerFilled = resting.filled + amount;
        const makerQuote = resting.quote + quote;
        const makerFee = resting.fee + (makerBuy ? buyerFee : sellerFee);
        // A resting buy reserved exactly its price per unit; a resting sell its size.
        const makerFrozen = resting.frozen - (makerBuy ? quote : amount);
        takerQuote += quote;
        takerFee += buy ? buyerFee : sellerFee;
        // Every figure exact, or big.js decides (NaN, a fee that left the safe range, fails too).
        if (
          !Number.isSafeInteger(quote) ||
          !Number.isSafeInteger(buyerFee) ||
          !Number.isSafeInteger(sellerFee) ||
          !Number.isSafeInteger(makerQuote) ||
          !Number.isSafeInteger(makerFee) ||
          !Number.isSafeInteger(makerFrozen) ||
          !Number.isSafeInteger(takerQuote) ||
          !Number.isSafeInteger(takerFee)
        )
          return undefined;
        const fillAmount = bigOf(amount, sizeDecimals);
        const fillQuote = bigOf(quote, quoteDecimals);
        const fillBuyerFee = bigOf(buyerFee, FEE_DECIMALS);
        const fillSellerFee = bigOf(sellerFee, FEE_DECIMALS);
        const fillMakerFee = makerBuy ? fillBuyerFee : fillSellerFee;
        fills.push({
          price: order.price as Big,
          amount: fillAmount,
          quote: fillQuote,
          makerOrderId: order.id,
          makerUserId: order.userId,
          takerOrderId: input.id,
          takerUserId: input.userId,
          takerSide: input.side,
          buyerFee: fillBuyerFee,
          sellerFee: fillSellerFee,
          buyOrderId: buy ? input.id : order.id,
          sellOrderId: buy ? order.id : input.id,
          buyerUserId: buy ? input.userId : order.userId,
          sellerUserId: buy ? order.userId : input.userId,
        });
        const maker = copy(order);
        maker.filled =
          makerFilled === resting.amount ? order.amount : bigOf(makerFilled, sizeDecimals);
        maker.filledQuote = resting.quote === 0 ? fillQuote : bigOf(makerQuote, quoteDecimals);
        maker.fee = resting.fee === 0 ? fillMakerFee : bigOf(makerFee, FEE_DECIMALS);
        maker.frozen = bigOf(makerFrozen, makerBuy ? quoteDecimals : sizeDecimals);
        maker.status = makerFilled === resting.amount ? 'filled' : 'partial';
        if (maker.status === 'partial') {
          this.plannedMaker[0] = makerFilled;
          this.plannedMaker[1] = makerQuote;
          this.plannedMaker[2] = makerFee;
          this.plannedMaker[3] = makerFrozen;
        }
        makers.push(maker);
        left -= amount;
      }
    }

    const taker = this.newTaker(input, price);
    // One fill (the usual case): the taker's totals are that fill's Bigs (a Big never changes).
    const sole = fills.length === 1 ? (fills[0] as Fill) : undefined;
    const takerQuoteBig = sole ? sole.quote : bigOf(takerQuote, quoteDecimals);
    const soleFee = sole && (buy ? sole.buyerFee : sole.sellerFee);
    const takerFeeBig = soleFee ?? bigOf(takerFee, FEE_DECIMALS);
    const filled = lots - left;
    const done = left === 0;
    const rests = !done && input.type === 'limit';
    let freeze: Big;
    let keep: number;
    let release: number;
    let keepDecimals: number;
    if (!buy) {
      // A limit sell reserves its whole size; a market sell too, and hands back what found no bid.
      freeze = input.amount;
      keep = rests ? left : 0;
      release = lots - filled - keep;
      keepDecimals = sizeDecimals;
    } else if (price !== null) {
      const frozenQuote = limitTicks * lots;
      keep = rests ? limitTicks * left : 0;
      release = frozenQuote - takerQuote - keep;
      if (!Number.isSafeInteger(frozenQuote) || !Number.isSafeInteger(release)) return undefined;
      freeze = bigOf(frozenQuote, quoteDecimals);
      keepDecimals = quoteDecimals;
    } else {
      // A market buy reserves exactly what its fills cost: the book cannot move in between.
      freeze = takerQuoteBig;
      keep = 0;
      release = 0;
      keepDecimals = quoteDecimals;
    }
    taker.filled = filled === lots ? input.amount : bigOf(filled, sizeDecimals);
    taker.filledQuote = takerQuoteBig;
    taker.fee = takerFeeBig;
    // Nothing filled (a new resting order, the usual case): it keeps all it reserved.
    taker.frozen = filled === 0 && rests ? freeze : bigOf(keep, keepDecimals);
    taker.status = done ? 'filled' : rests ? (filled > 0 ? 'partial' : 'open') : 'cancelled';
    const plan: MatchPlan = {
      taker,
      freeze,
      release: bigOf(release, keepDecimals),
      fills,
      makers,
      expired,
      rests,
    };
    // What apply will need in integers, so it does not read them back from the Bigs.
    this.planned = plan;
    const t = this.plannedTaker;
    t[0] = limitTicks;
    t[1] = lots;
    t[2] = filled;
    t[3] = takerQuote;
    t[4] = takerFee;
    t[5] = keep;
    return plan;
  }

  /** The plan in big.js arithmetic: for orders off the integer grids. */
  private planBig(input: NewOrder): MatchPlan {
    const price = input.type === 'limit' ? input.price : null;
    const taker = this.newTaker(input, price);
    const book = input.side === 'buy' ? this.asks : this.bids;
    const fills: Fill[] = [];
    const makers: BookOrder[] = [];
    const expired: CancelPlan[] = [];
    let left = input.amount;
    for (const { order: resting } of book.ordersInPriority()) {
      if (left.eq(0)) break;
      const makerPrice = resting.price;
      if (makerPrice === null) continue;
      // A limit taker stops at the first level worse than its own price.
      if (price !== null && (input.side === 'buy' ? makerPrice.gt(price) : makerPrice.lt(price)))
        break;
      if (resting.userId === input.userId) {
        // Self-trade prevention (EXPIRE_MAKER): the own resting order is cancelled, not filled.
        expired.push({
          order: { ...copy(resting), status: 'cancelled', frozen: ZERO },
          release: resting.frozen,
        });
        continue;
      }
      const makerLeft = resting.amount.minus(resting.filled);
      const amount = makerLeft.lt(left) ? makerLeft : left;
      const quote = makerPrice.times(amount);
      const takerRate = this.takerFee;
      const makerRate = this.makerFee;
      const buyerRate = input.side === 'buy' ? takerRate : makerRate;
      const sellerRate = input.side === 'sell' ? takerRate : makerRate;
      const fill: Fill = {
        price: makerPrice,
        amount,
        quote,
        makerOrderId: resting.id,
        makerUserId: resting.userId,
        takerOrderId: input.id,
        takerUserId: input.userId,
        takerSide: input.side,
        buyerFee: amount.times(buyerRate).round(FEE_DECIMALS, Big.roundDown),
        sellerFee: quote.times(sellerRate).round(FEE_DECIMALS, Big.roundDown),
        buyOrderId: input.side === 'buy' ? input.id : resting.id,
        sellOrderId: input.side === 'sell' ? input.id : resting.id,
        buyerUserId: input.side === 'buy' ? input.userId : resting.userId,
        sellerUserId: input.side === 'sell' ? input.userId : resting.userId,
      };
      fills.push(fill);
      const maker = copy(resting);
      maker.filled = maker.filled.plus(amount);
      maker.filledQuote = maker.filledQuote.plus(quote);
      maker.fee = maker.fee.plus(maker.side === 'buy' ? fill.buyerFee : fill.sellerFee);
      // A resting buy reserved exactly its price per unit; a resting sell its size.
      maker.frozen = maker.frozen.minus(maker.side === 'buy' ? quote : amount);
      maker.status = maker.filled.eq(maker.amount) ? 'filled' : 'partial';
      makers.push(maker);
      taker.filled = taker.filled.plus(amount);
      taker.filledQuote = taker.filledQuote.plus(quote);
      taker.fee = taker.fee.plus(input.side === 'buy' ? fill.buyerFee : fill.sellerFee);
      left = left.minus(amount);
    }

    const done = left.eq(0);
    const rests = !done && input.type === 'limit';
    let freeze: Big;
    let keep: Big;
    if (input.side === 'sell') {
      // A limit sell reserves its whole size; a market sell too, and hands back what found no bid.
      freeze = input.amount;
      keep = rests ? left : ZERO;
    } else if (input.type === 'limit' && price !== null) {
      freeze = price.times(input.amount);
      keep = rests ? price.times(left) : ZERO;
    } else {
      // A market buy reserves exactly what its fills cost: the book cannot move in between.
      freeze = taker.filledQuote;
      keep = ZERO;
    }
    const spent = input.side === 'sell' ? taker.filled : taker.filledQuote;
    const release = freeze.minus(spent).minus(keep);
    taker.frozen = keep;
    taker.status = done
      ? 'filled'
      : rests
        ? taker.filled.gt(0)
          ? 'partial'
          : 'open'
        : 'cancelled';
    return { taker, freeze, release, fills, makers, expired, rests };
  }

  /** Make a plan real: update touched makers, drop expired own orders, rest the remainder. */
  apply(plan: MatchPlan): void {
    const planned = plan === this.planned;
    this.planned = undefined;
    const book = plan.taker.side === 'buy' ? this.asks : this.bids;
    for (const cancel of plan.expired) this.applyCancel(cancel);
    const makers = plan.makers;
    for (let i = 0; i < makers.length; i += 1) {
      const next = makers[i] as BookOrder;
      const resting = this.orders[next.id];
      if (!resting) throw new Error(`Maker ${next.id} is not in the ${this.pair.symbol} book`);
      const order = resting.order;
      order.filled = next.filled;
      order.filledQuote = next.filledQuote;
      order.frozen = next.frozen;
      order.fee = next.fee;
      order.status = next.status;
      if (next.status === 'filled') {
        book.remove(resting);
        this.forget(order.id);
      } else if (planned && i === makers.length - 1) {
        const m = this.plannedMaker;
        resting.filled = m[0] as number;
        resting.quote = m[1] as number;
        resting.fee = m[2] as number;
        resting.frozen = m[3] as number;
      } else this.readUnits(resting);
    }
    if (!plan.rests) return;
    if (!planned) {
      this.restore(plan.taker);
      return;
    }
    const t = this.plannedTaker;
    this.rest({
      order: copy(plan.taker),
      ticks: t[0] as number,
      exact: true,
      amount: t[1] as number,
      filled: t[2] as number,
      quote: t[3] as number,
      fee: t[4] as number,
      frozen: t[5] as number,
    });
  }

  /** What cancelling a resting order hands back, or undefined when it is not in the book. */
  planCancel(orderId: string): CancelPlan | undefined {
    const resting = this.orders[orderId];
    if (!resting) return undefined;
    const order = resting.order;
    return { order: { ...copy(order), status: 'cancelled', frozen: ZERO }, release: order.frozen };
  }

  applyCancel(plan: CancelPlan): void {
    const resting = this.orders[plan.order.id];
    if (!resting) return;
    (resting.order.side === 'buy' ? this.bids : this.asks).remove(resting);
    this.forget(resting.order.id);
  }

  /** Put a resting order into the book (after a match, or when rebuilding from storage). */
  restore(order: BookOrder): void {
    const own = copy(order);
    const ticks = own.price === null ? undefined : unitsOf(own.price, this.priceDecimals);
    const resting: Resting = {
      order: own,
      ticks: ticks ?? NaN,
      exact: false,
      amount: 0,
      filled: 0,
      quote: 0,
      fee: 0,
      frozen: 0,
    };
    if (ticks !== undefined) this.readUnits(resting);
    this.rest(resting);
  }

  private forget(orderId: string): void {
    // The orders object is a dictionary by design (see its comment): delete is how an entry
    // leaves it, a few per cent faster here than Reflect.deleteProperty.
    // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
    delete this.orders[orderId];
  }

  private rest(resting: Resting): void {
    this.orders[resting.order.id] = resting;
    (resting.order.side === 'buy' ? this.bids : this.asks).insert(resting);
  }

  /** Set a resting order's integers from its Bigs; not exact when one is off its grid. */
  private readUnits(resting: Resting): void {
    const order = resting.order;
    const amount = unitsOf(order.amount, this.sizeDecimals);
    const filled = unitsOf(order.filled, this.sizeDecimals);
    const quote = unitsOf(order.filledQuote, this.quoteDecimals);
    const fee = unitsOf(order.fee, FEE_DECIMALS);
    const frozen = unitsOf(
      order.frozen,
      order.side === 'buy' ? this.quoteDecimals : this.sizeDecimals,
    );
    if (
      !this.scales ||
      resting.ticks !== resting.ticks ||
      amount === undefined ||
      filled === undefined ||
      quote === undefined ||
      fee === undefined ||
      frozen === undefined
    ) {
      resting.exact = false;
      return;
    }
    resting.exact = true;
    resting.amount = amount;
    resting.filled = filled;
    resting.quote = quote;
    resting.fee = fee;
    resting.frozen = frozen;
  }

  get(orderId: string): BookOrder | undefined {
    const resting = this.orders[orderId];
    return resting ? copy(resting.order) : undefined;
  }

  /** Every resting order, bids then asks, each in priority order. */
  openOrders(): BookOrder[] {
    const open: BookOrder[] = [];
    for (const side of [this.bids, this.asks])
      for (const resting of side.ordersInPriority()) open.push(copy(resting.order));
    return open;
  }

  /** Aggregated book: asks ascending, bids descending, `limit` levels each. */
  depth(limit = 20): { asks: [string, string][]; bids: [string, string][] } {
    const remaining = (o: BookOrder) => o.amount.minus(o.filled);
    const format = (levels: { price: Big; amount: Big }[]): [string, string][] =>
      levels.map((l) => [
        l.price.toFixed(this.pair.pricePrecision),
        l.amount.toFixed(this.pair.sizePrecision),
      ]);
    return {
      asks: format(this.asks.aggregated(limit, remaining)),
      bids: format(this.bids.aggregated(limit, remaining)),
    };
  }
}
