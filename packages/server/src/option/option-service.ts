import { Big } from 'big.js';
import type { OptionOrder, OptionTime } from '@exchange/api';
import type { OptionEvent, OptionIndexUpdate } from '@exchange/api/socket';
import type { ServerContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import type { SpotPair } from '../market/pairs.ts';
import { type AccountSnapshot, toAmount } from '../wallet/ledger.ts';
import { type OptionConfig, optionTimesOf } from './option-config.ts';
import { openOption, type OpenRequest } from './option-open.ts';
import {
  dueOptions,
  pruneTicks,
  recordTick,
  seedOptionsHouse,
  settleOption,
} from './option-settle.ts';
import { optionEventOf } from './option-views.ts';
import './option-tables.ts';

/** The spot market as options read it: its pairs and their last prices (the option index). */
export interface OptionSpot {
  readonly pairs: readonly SpotPair[];
  peekLastPrice(symbol: string): Big | undefined;
}

/** Where the desk tells what happened (the live hub in a server; a list in tests). */
export interface OptionTell {
  /** One of a user's orders was opened, got its entry or was settled. */
  user(userId: number, event: OptionEvent): void;
  /** A recorded index tick (option@{symbol}). */
  index(update: OptionIndexUpdate): void;
}

/**
 * The fixed-time option desk (issue 20): opens orders, and on each `tick(now)` of the server
 * clock records one index tick per pair, gives waiting orders their entry and settles every due
 * order with the recorded history, exactly once (a restart's first tick catches up).
 *
 * @example
 * const desk = new OptionService(ctx, market, optionConfig(), tell);
 * await desk.open();
 * await desk.tick(ctx.now());
 */
export class OptionService {
  private readonly held = new Map<string, Big>();
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: ServerContext,
    private readonly spot: OptionSpot,
    readonly config: OptionConfig,
    private readonly tell: OptionTell,
  ) {}

  /** Seed the house account once and read back the held index prices. */
  async open(): Promise<void> {
    const db = this.ctx.storage.db;
    const coins = new Set(this.spot.pairs.map((pair) => pair.quote));
    for (const coin of coins)
      await seedOptionsHouse(db, coin, this.config.houseFloat, this.ctx.now());
    for (const row of await db.selectFrom('option_index_overrides').selectAll().execute())
      this.held.set(row.symbol, new Big(row.price));
  }

  get pairs(): readonly SpotPair[] {
    return this.spot.pairs;
  }

  /** Every pair's durations (ids stable: pair index × durations + duration index + 1). */
  times(): OptionTime[] {
    return optionTimesOf(
      this.spot.pairs.map((pair) => pair.symbol),
      this.config,
    );
  }

  isSuspended(symbol: string): boolean {
    return this.config.suspended.has(symbol);
  }

  /** The pair of a symbol, or a 422 naming `symbol`. */
  pairOf(symbol: string): SpotPair {
    const pair = this.spot.pairs.find((p) => p.symbol === symbol);
    if (!pair) throw fieldError('symbol', `Unknown option pair ${symbol}`);
    return pair;
  }

  /** The option index now: the held demo price, else the spot last price, else the reference. */
  indexOf(symbol: string): Big {
    const pair = this.pairOf(symbol);
    return this.held.get(symbol) ?? this.spot.peekLastPrice(symbol) ?? new Big(pair.referencePrice);
  }

  /** Hold a pair's index at `price` ("" releases it); stored, so it survives a restart. */
  async hold(symbol: string, price: string): Promise<Big> {
    const pair = this.pairOf(symbol);
    const db = this.ctx.storage.db;
    if (price === '') {
      await db.deleteFrom('option_index_overrides').where('symbol', '=', pair.symbol).execute();
      this.held.delete(pair.symbol);
      return this.indexOf(pair.symbol);
    }
    const value = toAmount(price);
    const now = this.ctx.now();
    await db
      .insertInto('option_index_overrides')
      .values({ symbol: pair.symbol, price: value, updated_at: now })
      .onConflict((oc) => oc.column('symbol').doUpdateSet({ price: value, updated_at: now }))
      .execute();
    this.held.set(pair.symbol, new Big(value));
    return new Big(value);
  }

  /** Open an option for the user (see {@link openOption}); tells the user after the commit. */
  async openOrder(userId: number, body: OpenRequest): Promise<OptionOrder> {
    const pair = this.pairOf(body.symbol);
    const name = `${pair.base}/${pair.quote}`;
    if (this.isSuspended(pair.symbol)) throw fieldError('symbol', `${name} options are suspended`);
    const time = this.times().find((t) => t.id === body.time_id && t.symbol === pair.symbol);
    if (!time) throw fieldError('time_id', `No such duration for ${name}`);
    const now = this.ctx.now();
    const opened = await openOption(
      this.ctx.storage.db,
      userId,
      body,
      { name, quote: pair.quote, time },
      this.config,
      now,
    );
    this.balances(userId, opened.accounts);
    this.tell.user(userId, optionEventOf('opened', opened.row, now));
    return opened.order;
  }

  /**
   * One server tick at `now`: record the index of every pair, give waiting orders their entry,
   * settle what is due, prune old ticks. Ticks run one after another.
   */
  tick(now: number): Promise<void> {
    const run = this.chain.then(() => this.run(now));
    this.chain = run.catch(() => undefined);
    return run;
  }

  /** Resolves once the ticks under way are done (before the storage closes). */
  settled(): Promise<void> {
    return this.chain;
  }

  private async run(now: number): Promise<void> {
    const db = this.ctx.storage.db;
    const prices = this.spot.pairs.map((pair) => ({
      symbol: pair.symbol,
      price: toAmount(this.indexOf(pair.symbol)),
    }));
    const { recorded, entered } = await recordTick(db, prices, now);
    for (const [symbol, price] of recorded)
      this.tell.index({ channel: 'index', symbol, price, ts: now });
    for (const row of entered) this.tell.user(row.user_id, optionEventOf('entry', row, now));
    for (const id of await dueOptions(db, now)) {
      const settled = await settleOption(db, id, this.config.amountPrecision, now);
      if (!settled) continue;
      this.balances(settled.row.user_id, settled.accounts);
      this.tell.user(settled.row.user_id, optionEventOf('settled', settled.row, now));
    }
    await pruneTicks(db, now);
  }

  /** The user's own accounts after a posting, as balance events. */
  private balances(userId: number, accounts: readonly AccountSnapshot[]): void {
    const own = accounts.filter((account) => account.userId === userId);
    if (own.length > 0) this.ctx.hooks.onBalances?.(userId, own);
  }
}
