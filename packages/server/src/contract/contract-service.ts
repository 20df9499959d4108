import { Big } from 'big.js';
import type { Transaction } from 'kysely';
import type { PriceLevel } from '@exchange/api/socket';
import { unrealizedPnl } from '@exchange/formulas';
import type { Storage } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import { referralRateOf } from '../referral/referral-config.ts';
import { settle } from '../settlement/settle.ts';
import {
  type AccountSnapshot,
  type Executor,
  InsufficientFundsError,
  ledger,
  type UserId,
} from '../wallet/ledger.ts';
import { ContractBook, type ContractPlan } from './contract-engine.ts';
import {
  type BalancesListener,
  frozenOnly,
  MARGIN_KIND,
  postContractMoney,
  tellUserBalances,
} from './contract-ledger.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import { systemEntrust } from './system-orders.ts';
import {
  insertFills,
  insertOrder,
  loadOpenState,
  orderFromRow,
  orderRowById,
  writeOrder,
  writePosition,
} from './contract-store.ts';
import type {
  ContractEvent,
  ContractListener,
  ContractOrder,
  ContractPosition,
  ContractService,
  MarkProvider,
  SystemOrderInput,
} from './contract-types.ts';

const ZERO = new Big(0);

export interface ContractEngineOptions {
  storage: Storage;
  pairs: readonly ContractPairConfig[];
  now: () => number;
  /** The mark until the risk side provides one: e.g. the spot market's last price. */
  fallbackMark?: MarkProvider;
  /**
   * A user's accounts after a contract posting (the wallet's live balance event): futures
   * accounts, and an inviter's spot account a referral commission credited.
   */
  onBalances?: BalancesListener;
}

/** A new entrust before it is stored; `check` runs in its transaction before anything moves. */
export type NewEntrust = Omit<ContractOrder, 'id' | 'seq'>;
type Check = (trx: Executor, book: ContractBook) => Promise<void>;

type Settling =
  { kind: 'wait'; order: ContractOrder } | { kind: 'match'; plan: ContractPlan; fresh: boolean };

/**
 * The contract engine with storage: one book per symbol, each change planned in memory,
 * written (entrusts, fills, positions, one balanced ledger journal) in one transaction through
 * the symbol's queue, applied in memory after the commit and told to the listeners.
 */
export class ContractEngine implements ContractService {
  private readonly books = new Map<string, ContractBook>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly listeners = new Set<ContractListener>();
  private markProvider: MarkProvider | undefined;

  constructor(private readonly options: ContractEngineOptions) {
    for (const pair of options.pairs) this.books.set(pair.symbol, new ContractBook(pair));
  }

  /** Rebuild every book and position from storage (on start, after a restart). */
  async open(): Promise<void> {
    const { orders, positions } = await loadOpenState(this.options.storage.db);
    for (const order of orders) this.books.get(order.symbol)?.restore(order);
    for (const position of positions)
      this.books.get(position.symbol)?.setPosition(position.userId, position);
  }

  /** The book of a symbol; an unknown symbol is a 422 on `symbol`. */
  book(symbol: string): ContractBook {
    const book = this.books.get(symbol.toUpperCase());
    if (!book) throw fieldError('symbol', 'Unknown contract');
    return book;
  }

  get pairs(): readonly ContractPairConfig[] {
    return this.options.pairs;
  }

  now(): number {
    return this.options.now();
  }

  get db(): Storage['db'] {
    return this.options.storage.db;
  }

  /** A position changed outside a match (TP/SL, margin, leverage), after its commit. */
  updatePosition(position: ContractPosition): void {
    this.book(position.symbol).setPosition(position.userId, position);
    this.emit({ kind: 'position', position, closed: false });
  }

  /** Run `task` after every earlier change of the symbol (one at a time per book). */
  serial<T>(symbol: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(symbol) ?? Promise.resolve();
    const next = previous.then(task, task);
    this.queues.set(
      symbol,
      next.catch(() => undefined),
    );
    return next;
  }

  on(listener: ContractListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Tell each user's accounts of a committed posting to `onBalances` (system accounts left out).
   * Every contract posting calls it after its commit.
   */
  tellBalances(accounts: readonly AccountSnapshot[]): void {
    if (this.options.onBalances) tellUserBalances(accounts, this.options.onBalances);
  }

  private emit(event: ContractEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  setMarkProvider(provider: MarkProvider): void {
    this.markProvider = provider;
  }

  lastPriceOf(symbol: string): Big | undefined {
    return this.book(symbol).last;
  }

  markOf(symbol: string): Big {
    const book = this.book(symbol);
    return (
      this.markProvider?.(book.pair.symbol) ??
      book.last ??
      this.options.fallbackMark?.(book.pair.symbol) ??
      new Big(book.pair.referencePrice)
    );
  }

  positionsOf(symbol: string): ContractPosition[] {
    return this.book(symbol).allPositions();
  }

  allOpenPositions(): ContractPosition[] {
    return [...this.books.values()].flatMap((book) => book.allPositions());
  }

  positionOf(userId: UserId, symbol: string): ContractPosition | undefined {
    return this.book(symbol).positionOf(userId);
  }

  openEntrustsOf(symbol: string): ContractOrder[] {
    return this.book(symbol).openOrders();
  }

  /** A user's open entrusts on every symbol, oldest first. */
  entrustsOfUser(userId: UserId): ContractOrder[] {
    return [...this.books.values()].flatMap((book) => book.ordersOf(userId));
  }

  depth(symbol: string, limit: number): { asks: PriceLevel[]; bids: PriceLevel[] } {
    const book = this.book(symbol);
    const { pricePrecision, sizePrecision } = book.pair;
    const format = (levels: { price: Big; amount: Big }[]): PriceLevel[] =>
      levels.map((l) => [l.price.toFixed(pricePrecision), l.amount.toFixed(sizePrecision)]);
    const depth = book.depth(limit);
    return { asks: format(depth.asks), bids: format(depth.bids) };
  }

  /**
   * The user's futures balance that new margin may use: the balance (not frozen) minus the
   * unrealised losses of the user's cross positions at their marks.
   */
  async available(trx: Executor, userId: UserId, coin: string): Promise<Big> {
    const account = await ledger.account(trx, userId, MARGIN_KIND, coin);
    let losses = ZERO;
    for (const book of this.books.values()) {
      const position = book.positionOf(userId);
      if (!position || position.isolated || book.pair.quote !== coin) continue;
      const pnl = unrealizedPnl(
        position.side,
        position.size,
        position.entryPrice,
        this.markOf(book.pair.symbol),
      );
      if (pnl.lt(0)) losses = losses.minus(pnl);
    }
    return new Big(account.balance).minus(losses);
  }

  /**
   * Store, freeze for and match a new entrust (a stop waits untriggered): `check` runs first in
   * the transaction and may refuse (nothing is written then).
   */
  async submit(input: NewEntrust, check?: Check, trx?: Executor): Promise<ContractOrder> {
    const book = this.book(input.symbol);
    return this.serial(book.pair.symbol, async () => {
      const result = await this.settleIn(book, trx, async (tx) => {
        if (check) await check(tx, book);
        const id = await insertOrder(tx, input);
        const order: ContractOrder = { ...input, id, seq: id };
        if (order.status === 'untriggered') return { kind: 'wait', order };
        const plan = book.plan(order, this.markOf(book.pair.symbol), (n) => `${id}-${n}`);
        return { kind: 'match', plan, fresh: true };
      });
      return result.kind === 'wait' ? result.order : result.plan.taker;
    });
  }

  /** Cancel a user's resting or untriggered entrust; another user's is a 404. */
  async cancel(userId: UserId, id: number, trx?: Executor): Promise<ContractOrder> {
    const row = await orderRowById(trx ?? this.options.storage.db, id);
    if (row?.user_id !== userId) throw new HttpError(404, 'Entrust not found');
    const book = this.book(row.symbol);
    return this.serial(book.pair.symbol, () => this.cancelNow(book, id, trx));
  }

  private async cancelNow(book: ContractBook, id: number, trx?: Executor): Promise<ContractOrder> {
    const open = book.get(id);
    if (!open) {
      const row = await orderRowById(trx ?? this.options.storage.db, id);
      if (!row) throw new HttpError(404, 'Entrust not found');
      return orderFromRow(row);
    }
    const ended: ContractOrder = {
      ...open,
      status: 'cancelled',
      margin: ZERO,
      updatedAt: this.options.now(),
    };
    const plan: ContractPlan = {
      taker: ended,
      fills: [],
      makers: [],
      expired: [],
      positions: new Map(),
      money: frozenOnly(open.userId, open.margin.neg()),
      rests: false,
    };
    await this.settleIn(book, trx, () => Promise.resolve({ kind: 'match', plan, fresh: false }));
    return ended;
  }

  async cancelAllOf(userId: UserId, symbol: string, trx?: Executor): Promise<ContractOrder[]> {
    const book = this.book(symbol);
    return this.serial(book.pair.symbol, async () => {
      const ended: ContractOrder[] = [];
      for (const order of book.ordersOf(userId))
        ended.push(await this.cancelNow(book, order.id, trx));
      return ended;
    });
  }

  async placeSystemOrder(
    userId: UserId,
    input: SystemOrderInput,
    trx?: Executor,
  ): Promise<ContractOrder> {
    const book = this.book(input.symbol);
    return this.submit(
      systemEntrust(book, userId, input, this.options.now()),
      async () => {
        const held = book.positionOf(userId);
        if (!held || held.side === input.side || held.size.lt(input.amount))
          throw fieldError('reduce_only', 'The order would increase the position');
        return Promise.resolve();
      },
      trx,
    );
  }

  async triggerStop(id: number): Promise<ContractOrder | undefined> {
    const symbol = [...this.books.values()].find((b) => b.get(id)?.status === 'untriggered');
    if (!symbol) return undefined;
    return this.serial(symbol.pair.symbol, async () => {
      const waiting = symbol.get(id);
      if (waiting?.status !== 'untriggered') return undefined;
      const order: ContractOrder = {
        ...waiting,
        type: waiting.type === 'stop_limit' ? 'limit' : 'market',
        status: 'open',
        updatedAt: this.options.now(),
      };
      const result = await this.settleIn(symbol, undefined, () =>
        Promise.resolve({
          kind: 'match',
          plan: symbol.plan(order, this.markOf(symbol.pair.symbol), (n) => `${id}-t${n}`, false),
          fresh: false,
        }),
      );
      return result.kind === 'match' ? result.plan.taker : result.order;
    });
  }

  /**
   * One settlement: plan (in the transaction), the journal, the rows; then memory and events.
   * With `trx` the caller's transaction is used and memory changes when this returns.
   */
  private async settleIn(
    book: ContractBook,
    trx: Executor | undefined,
    plan: (trx: Executor) => Promise<Settling>,
  ): Promise<Settling> {
    const coin = book.pair.quote;
    let paid = new Map<UserId, Big>();
    let posted: readonly AccountSnapshot[] = [];
    const write = async (tx: Executor): Promise<Settling> => {
      const settling = await plan(tx);
      const money =
        settling.kind === 'wait'
          ? frozenOnly(settling.order.userId, settling.order.margin)
          : settling.plan.money;
      const refId = `contract-order:${settling.kind === 'wait' ? settling.order.id : settling.plan.taker.id}`;
      const journal = await postContractMoney(tx, {
        money,
        coin,
        reason: 'position_margin',
        refId,
        traders: settling.kind === 'match' ? settling.plan.fills.map((fill) => fill.userId) : [],
        ts: settling.kind === 'match' ? settling.plan.taker.updatedAt : settling.order.updatedAt,
        rate: referralRateOf(this.options.storage),
      });
      paid = journal.deficits;
      posted = journal.accounts;
      if (settling.kind === 'match') await this.record(tx, settling.plan);
      return settling;
    };
    let settled: Settling;
    try {
      if (trx) settled = await write(trx);
      else {
        const done = await settle(this.options.storage.db, {
          plan: async (tx: Transaction<Database>) => ({ plan: await write(tx) }),
        });
        if (!done) throw new Error('Contract settlement ended without a plan');
        settled = done.plan;
      }
    } catch (error) {
      if (error instanceof InsufficientFundsError)
        throw fieldError('amount', 'Not enough available margin');
      throw error;
    }
    this.tellBalances(posted);
    if (settled.kind === 'wait') {
      book.restore(settled.order);
      this.emit({ kind: 'entrust', entrust: settled.order });
    } else this.applyAndTell(book, settled.plan, paid);
    return settled;
  }

  private async record(trx: Executor, plan: ContractPlan): Promise<void> {
    for (const order of [...plan.expired, ...plan.makers, plan.taker]) await writeOrder(trx, order);
    const ts = plan.taker.updatedAt;
    for (const outcome of plan.positions.values()) {
      for (const closed of outcome.closed) await writePosition(trx, closed, ts);
      if (outcome.after) outcome.after = await writePosition(trx, outcome.after, null);
    }
    await insertFills(trx, plan.fills);
  }

  private applyAndTell(book: ContractBook, plan: ContractPlan, deficits: Map<UserId, Big>): void {
    book.apply(plan);
    for (const fill of plan.fills) {
      // A user's deficit is told once, on the user's first fill of the plan.
      const deficit = deficits.get(fill.userId) ?? ZERO;
      deficits.delete(fill.userId);
      this.emit({ kind: 'fill', fill, deficit });
    }
    for (const order of [...plan.expired, ...plan.makers, plan.taker])
      this.emit({ kind: 'entrust', entrust: order });
    for (const outcome of plan.positions.values()) {
      for (const closed of outcome.closed)
        this.emit({ kind: 'position', position: closed, closed: true });
      if (outcome.after) this.emit({ kind: 'position', position: outcome.after, closed: false });
    }
  }
}
