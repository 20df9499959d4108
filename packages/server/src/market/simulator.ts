import { Big } from 'big.js';
import type { Storage } from '../db/connect.ts';
import { ledger } from '../wallet/ledger.ts';
import type { PlaceOrderInput } from './market-events.ts';
import type { MarketService } from './market-service.ts';
import type { SpotPair } from './pairs.ts';
import { hashString, normal, seededRandom } from '@exchange/formulas';
import { RoundLoop } from './round-loop.ts';
import { formatScaled } from './scaled.ts';

/** Quotes a maker keeps per side before it cancels its oldest. */
const MAX_QUOTES_PER_SIDE = 12;
/** Levels placed on each side when a book is empty (first start). */
const OPENING_LEVELS = 10;
/**
 * A side of the book thinner than this is topped up to {@link OPENING_LEVELS} in one round,
 * instead of growing a quote per round: after takers swept it (or a restart), a one-level side
 * would otherwise stay for many seconds (issue 15, item 5).
 */
const MIN_LEVELS_PER_SIDE = 5;

interface SimUser {
  email: string;
  nickname: string;
  inviteCode: string;
}

const MAKER: SimUser = {
  email: 'maker@simulator.invalid',
  nickname: 'Market maker',
  inviteCode: 'SIMMAKER',
};
const TAKER: SimUser = {
  email: 'taker@simulator.invalid',
  nickname: 'Market taker',
  inviteCode: 'SIMTAKER',
};

/** Funds each simulated trader gets once, in USDT value per pair (and as much USDT). */
const GRANT_USDT = new Big('50000000');

async function ensureUser(storage: Storage, user: SimUser, now: number): Promise<number> {
  const { db } = storage;
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', user.email)
    .executeTakeFirst();
  if (existing) return existing.id;
  // '!' is no valid password hash: nobody can log in as the simulator.
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      password_hash: '!',
      nickname: user.nickname,
      avatar_url: '',
      invite_code: user.inviteCode,
      invited_by: null,
      is_google2fa: 0,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Count this start on the store: 0 for the first simulator ever run on it. */
async function nextRun(storage: Storage): Promise<number> {
  return storage.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('market_meta')
      .select('value')
      .where('key', '=', 'simulator_runs')
      .executeTakeFirst();
    const run = row ? Number(row.value) : 0;
    if (row)
      await trx
        .updateTable('market_meta')
        .set({ value: String(run + 1) })
        .where('key', '=', 'simulator_runs')
        .execute();
    else
      await trx.insertInto('market_meta').values({ key: 'simulator_runs', value: '1' }).execute();
    return Number.isSafeInteger(run) && run >= 0 ? run : 0;
  });
}

export interface SimulatorOptions {
  storage: Storage;
  market: MarketService;
  /**
   * Same seed, same store: the same sequence of orders. Each start on a store continues with
   * a stream of its own (the store counts the runs), so a restart never replays the last run.
   */
  seed: number;
  now?: () => number;
}

/**
 * Seeded market makers and takers trading through the real engine, ledger and storage, so the
 * book, trades, candles and tickers move like a market. The maker quotes around a fair price
 * that random-walks; the taker sends market orders that move the last price.
 *
 * @example
 * const simulator = await MarketSimulator.create({ storage, market, seed: 42 });
 * simulator.start(1000); // one round per second
 */
export class MarketSimulator extends RoundLoop {
  private readonly random: () => number;
  private readonly fair = new Map<string, number>();
  private counter = 0;
  private readonly runId: string;

  private constructor(
    private readonly market: MarketService,
    readonly makerId: number,
    readonly takerId: number,
    seed: number,
    run: number,
    now: number,
  ) {
    super();
    // Run 0 keeps the stream of a fresh store; later runs get their own. Replaying one stream
    // on every start made quick restarts repeat the same trades (the taker bought each time),
    // which ate the asks down to one level and walked the price one way (issue 15, item 5).
    this.random = seededRandom(hashString(run === 0 ? 'simulator' : `simulator#${run}`, seed));
    this.runId = now.toString(36);
  }

  /** Create (once) and fund (once) the simulated traders. */
  static async create(options: SimulatorOptions): Promise<MarketSimulator> {
    const { storage, market } = options;
    const now = (options.now ?? Date.now)();
    const makerId = await ensureUser(storage, MAKER, now);
    const takerId = await ensureUser(storage, TAKER, now);
    const run = await nextRun(storage);
    await storage.db.transaction().execute(async (trx) => {
      const granted = await trx
        .selectFrom('market_meta')
        .select('value')
        .where('key', '=', 'simulator_funded')
        .executeTakeFirst();
      if (granted) return;
      for (const userId of [makerId, takerId]) {
        await ledger.deposit(trx, {
          userId,
          coin: 'USDT',
          amount: GRANT_USDT.times(market.pairs.length),
          reason: 'demo_grant',
          refId: 'simulator',
        });
        for (const pair of market.pairs) {
          const amount = GRANT_USDT.div(pair.referencePrice).round(
            pair.sizePrecision,
            Big.roundDown,
          );
          await ledger.deposit(trx, {
            userId,
            coin: pair.base,
            amount,
            reason: 'demo_grant',
            refId: 'simulator',
          });
        }
      }
      await trx
        .insertInto('market_meta')
        .values({ key: 'simulator_funded', value: String(now) })
        .execute();
    });
    return new MarketSimulator(market, makerId, takerId, options.seed, run, now);
  }

  private clientId(): string {
    this.counter += 1;
    return `sim-${this.runId}-${this.counter}`;
  }

  private ticks(pair: SpotPair, price: Big): number {
    return Number(
      price.times(new Big(10).pow(pair.pricePrecision)).round(0, Big.roundDown).toFixed(),
    );
  }

  private price(pair: SpotPair, ticks: number): string {
    return formatScaled(BigInt(Math.max(1, Math.round(ticks))), pair.pricePrecision);
  }

  /** A random order size worth roughly 20 to 2 000 USDT, in whole lots of the pair. */
  private amount(pair: SpotPair, fairTicks: number): string {
    const value = 20 * 100 ** this.random();
    const price = fairTicks / 10 ** pair.pricePrecision;
    const lots = Math.max(1, Math.round((value / price) * 10 ** pair.sizePrecision));
    return formatScaled(BigInt(lots), pair.sizePrecision);
  }

  private async place(
    userId: number,
    input: Omit<PlaceOrderInput, 'client_order_id'>,
  ): Promise<void> {
    try {
      await this.market.placeOrder(userId, { ...input, client_order_id: this.clientId() });
    } catch {
      // A refused simulated order (funds drifted to one side) is simply skipped.
    }
  }

  /** One round: for every pair the fair price moves, the maker requotes, the taker may trade. */
  override async step(): Promise<void> {
    for (const pair of this.market.pairs) {
      // SQLite answers synchronously: between pairs, let requests and the live feed run.
      await new Promise((resolve) => setImmediate(resolve));
      const last = this.ticks(pair, this.market.lastPrice(pair.symbol));
      const previous = this.fair.get(pair.symbol) ?? last;
      // The fair price random-walks but leans towards the last trade, so quotes follow the tape.
      const fairTicks = Math.max(
        10,
        previous * Math.exp(0.0008 * normal(this.random)) * 0.9 + last * 0.1,
      );
      this.fair.set(pair.symbol, fairTicks);
      const spread = Math.max(1, Math.round(fairTicks * 0.0002));
      // A thin side is refilled at once; a healthy one gets one fresh quote a round.
      const book = this.market.depth(pair.symbol, MIN_LEVELS_PER_SIDE);
      const quotes = (levels: number) =>
        levels < MIN_LEVELS_PER_SIDE ? OPENING_LEVELS - levels : 1;
      const bids = quotes(book.bids.length);
      const asks = quotes(book.asks.length);
      for (let level = 0; level < Math.max(bids, asks); level += 1) {
        const offset = spread * (1 + level + Math.floor(this.random() * 4));
        let bidTicks = Math.round(fairTicks - offset);
        let askTicks = Math.round(fairTicks + offset);
        // Never cross the book: a maker's quote must rest, not trade with itself.
        const bestAsk = this.market.bestPrices(pair.symbol).ask;
        const bestBid = this.market.bestPrices(pair.symbol).bid;
        if (bestAsk !== undefined) bidTicks = Math.min(bidTicks, this.ticks(pair, bestAsk) - 1);
        if (bestBid !== undefined) askTicks = Math.max(askTicks, this.ticks(pair, bestBid) + 1);
        // Both amounts are drawn even for a side that is full, so a round's draws stay aligned.
        const bidAmount = this.amount(pair, fairTicks);
        const askAmount = this.amount(pair, fairTicks);
        if (level < bids)
          await this.place(this.makerId, {
            symbol: pair.symbol,
            side: 'buy',
            type: 'limit',
            price: this.price(pair, bidTicks),
            amount: bidAmount,
          });
        if (level < asks)
          await this.place(this.makerId, {
            symbol: pair.symbol,
            side: 'sell',
            type: 'limit',
            price: this.price(pair, askTicks),
            amount: askAmount,
          });
      }
      await this.trimQuotes(pair);
      if (this.random() < 0.6) {
        const side = this.random() < 0.5 ? 'buy' : 'sell';
        await this.place(this.takerId, {
          symbol: pair.symbol,
          side,
          type: 'market',
          amount: this.amount(pair, fairTicks),
        });
      }
    }
  }

  /** Cancel the maker's quotes furthest from the market when it holds too many. */
  private async trimQuotes(pair: SpotPair): Promise<void> {
    const open = this.market.openOrdersOf(this.makerId, pair.symbol);
    for (const side of ['buy', 'sell'] as const) {
      const quotes = open.filter((o) => o.side === side);
      // Oldest first; the oldest quotes have drifted furthest from the fair price.
      for (const order of quotes.slice(0, Math.max(0, quotes.length - MAX_QUOTES_PER_SIDE))) {
        try {
          await this.market.cancelOrder(this.makerId, Number(order.id));
        } catch {
          // Filled in the meantime: nothing to cancel.
        }
      }
    }
  }
}
