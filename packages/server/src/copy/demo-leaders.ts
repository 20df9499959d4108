import { Big } from 'big.js';
import type { PositionSide } from '@exchange/api';
import { hashString, normal, seededRandom, STATS_DAY_MS, statsDayStart } from '@exchange/formulas';
import type { Insertable } from 'kysely';
import { findContractPair, type ContractPairConfig } from '../contract/contract-pairs.ts';
import { HttpError } from '../http/errors.ts';
import { ledger, type Executor, type UserId } from '../wallet/ledger.ts';
import type { CopyDeps } from './copy-config.ts';
import type { CopyLeaderDaysTable, CopyLeaderTradesTable } from './copy-leader-tables.ts';
import './copy-leader-tables.ts';

// Demo mode (issue 24): three lead traders, so a fresh `npm start` shows a board, profiles with a
// past, and followers whose copies really mirror. At the first start each leader is created (a
// user nobody can log in as, '!' being no password hash), funded in futures from 'external' as
// the demo funds are, approved, and given a seeded past (below). Then one of them acts every
// `tradeMs` of the server clock, in turn, on the real contract engine through ContractActions
// (the manual order path): a leader holding a position closes it at market, one holding nothing
// opens a market order on its next symbol. The copy tick sees those changes as any leader's.

/** A demo lead trader. */
export interface DemoLeader {
  email: string;
  nickname: string;
  inviteCode: string;
  bio: string;
  /** The contracts it trades, in turn. */
  symbols: readonly string[];
  leverage: number;
  showPositions: boolean;
  profitShareRate: string;
  /** What it is funded with in futures USDT. */
  funds: string;
  /** The seeded past's edge per trade (a fraction of the price) and the size of its moves. */
  edge: number;
  swing: number;
}

export const DEMO_LEADERS: readonly DemoLeader[] = [
  {
    email: 'atlas@copy-leaders.invalid',
    nickname: 'Atlas Trend',
    inviteCode: 'CPYATLAS',
    bio: 'Trend following on BTC perpetuals, moderate leverage, positions held for hours.',
    symbols: ['BTCUSDT'],
    leverage: 5,
    showPositions: true,
    profitShareRate: '0.1',
    funds: '50000',
    edge: 0.0025,
    swing: 0.012,
  },
  {
    email: 'meridian@copy-leaders.invalid',
    nickname: 'Meridian Swing',
    inviteCode: 'CPYMERID',
    bio: 'Swing trades on ETH: buys pullbacks, sells rallies.',
    symbols: ['ETHUSDT'],
    leverage: 10,
    showPositions: true,
    profitShareRate: '0.12',
    funds: '30000',
    edge: 0.0015,
    swing: 0.016,
  },
  {
    email: 'quasar@copy-leaders.invalid',
    nickname: 'Quasar Quant',
    inviteCode: 'CPYQUASR',
    bio: 'Systematic BTC and ETH momentum. Sizes are kept private.',
    symbols: ['BTCUSDT', 'ETHUSDT'],
    leverage: 3,
    showPositions: false,
    profitShareRate: '0.08',
    funds: '80000',
    edge: 0.0005,
    swing: 0.01,
  },
];

/** Days of seeded past before the first start (the board's longest period). */
export const SEEDED_DAYS = 90;

/** A demo leader as it runs: its user and its copy_leaders id. */
export interface DemoLeaderIds {
  userId: UserId;
  leaderId: number;
  leader: DemoLeader;
}

function pairOf(symbol: string): ContractPairConfig {
  const pair = findContractPair(symbol);
  if (!pair) throw new Error(`No contract ${symbol}`);
  return pair;
}

/** A size worth about `notional` USDT at `price`, down to the pair's step, at least its minimum. */
function sizeFor(pair: ContractPairConfig, notional: Big, price: Big): Big {
  const size = notional.div(price).round(pair.sizePrecision, Big.roundDown);
  return size.lt(pair.minSize) ? new Big(pair.minSize) : size;
}

/**
 * Seeded demo history, not a record of real trades: the leader's closed positions over the
 * {@link SEEDED_DAYS} days before `now`, drawn from a seeded generator (prices a daily random
 * walk back in time from each pair's price now, `priceOf`, so the past joins today's market; each
 * trade's move drawn around the leader's edge), with each
 * PnL computed from its prices, size and the pair's taker fee both ways; and its equity on each of
 * those days, worked back from `funds` (today's real balance) less the PnL closed since that day.
 * Written to the same tables the live record goes to (`seeded` 1), so the statistics read both
 * alike.
 */
export function seededHistory(
  demo: DemoLeader,
  leaderId: number,
  now: number,
  priceOf: (symbol: string) => Big,
): { trades: Insertable<CopyLeaderTradesTable>[]; days: Insertable<CopyLeaderDaysTable>[] } {
  const random = seededRandom(hashString(`copy-demo-leader:${demo.email}`));
  const today = statsDayStart(now);
  // levels[symbol][d]: the price d days ago as a multiple of today's, 1 % a day either way.
  const drift = seededRandom(hashString(`copy-demo-walk:${demo.email}`));
  const levels = new Map(
    demo.symbols.map((symbol) => {
      const out = [1];
      for (let d = 1; d <= SEEDED_DAYS; d += 1)
        out.push(Math.min(1.3, Math.max(0.75, (out[d - 1] ?? 1) + normal(drift) * 0.01)));
      return [symbol, out] as const;
    }),
  );
  const trades: Insertable<CopyLeaderTradesTable>[] = [];
  for (let d = SEEDED_DAYS; d >= 1; d -= 1) {
    const day = today - d * STATS_DAY_MS;
    const count = 1 + Math.floor(random() * 3);
    for (let n = 0; n < count; n += 1) {
      const symbol = demo.symbols[Math.floor(random() * demo.symbols.length)] ?? 'BTCUSDT';
      const pair = pairOf(symbol);
      const level = levels.get(symbol)?.[d] ?? 1;
      const entry = priceOf(symbol)
        .times(level.toFixed(6))
        .round(pair.pricePrecision, Big.roundHalfEven);
      const side: PositionSide = random() < 0.55 ? 'long' : 'short';
      const move = demo.edge + normal(random) * demo.swing;
      const factor = side === 'long' ? 1 + move : 1 - move;
      const close = entry.times(factor.toFixed(6)).round(pair.pricePrecision, Big.roundHalfEven);
      const margin = new Big(demo.funds).times((0.04 + random() * 0.06).toFixed(4));
      const amount = sizeFor(pair, margin.times(demo.leverage), entry);
      const gross = (side === 'long' ? close.minus(entry) : entry.minus(close)).times(amount);
      const fees = entry.plus(close).times(amount).times(pair.takerFee);
      const openedAt = day + Math.floor(random() * 14 * 3_600_000) + n * 60_000;
      const closedAt = Math.min(
        openedAt + Math.floor((1 + random() * 8) * 3_600_000),
        day + STATS_DAY_MS - 1,
      );
      trades.push({
        leader_id: leaderId,
        position_id: null,
        symbol,
        side,
        leverage: demo.leverage,
        amount: amount.toFixed(),
        entry_price: entry.toFixed(),
        close_price: close.toFixed(),
        pnl: gross.minus(fees).round(8, Big.roundDown).toFixed(),
        seeded: 1,
        opened_at: openedAt,
        closed_at: closedAt,
      });
    }
  }
  const days: Insertable<CopyLeaderDaysTable>[] = [];
  for (let d = SEEDED_DAYS; d >= 1; d -= 1) {
    const day = today - d * STATS_DAY_MS;
    const later = trades
      .filter((trade) => trade.closed_at >= day)
      .reduce((sum, trade) => sum.plus(trade.pnl), new Big(0));
    days.push({ leader_id: leaderId, day, equity: new Big(demo.funds).minus(later).toFixed() });
  }
  return { trades, days };
}

/** Create the demo leader on first use (user, funds, approved leader, seeded past: all or none). */
async function ensureLeader(deps: CopyDeps, demo: DemoLeader): Promise<DemoLeaderIds> {
  const { ctx, config } = deps;
  const now = ctx.now();
  return ctx.storage.db.transaction().execute(async (trx: Executor) => {
    const known = await trx
      .selectFrom('users as u')
      .innerJoin('copy_leaders as l', 'l.user_id', 'u.id')
      .select(['u.id as userId', 'l.id as leaderId'])
      .where('u.email', '=', demo.email)
      .executeTakeFirst();
    if (known) return { ...known, leader: demo };
    const { id: userId } = await trx
      .insertInto('users')
      .values({
        email: demo.email,
        password_hash: '!',
        nickname: demo.nickname,
        avatar_url: '',
        invite_code: demo.inviteCode,
        invited_by: null,
        is_google2fa: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ledger.deposit(trx, {
      userId,
      kind: 'futures',
      coin: config.coin,
      amount: demo.funds,
      reason: 'demo_grant',
      refId: `demo:${String(userId)}`,
    });
    const since = statsDayStart(now) - SEEDED_DAYS * STATS_DAY_MS;
    const { id: leaderId } = await trx
      .insertInto('copy_leaders')
      .values({
        user_id: userId,
        nickname: demo.nickname,
        bio: demo.bio,
        profit_share_rate: demo.profitShareRate,
        show_positions: demo.showPositions ? 1 : 0,
        max_followers: config.maxFollowers,
        status: 'approved',
        reason: null,
        created_at: since,
        approved_at: since,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Today's price: the index (the spot market) when it has one, else the contract's mark.
    const priceOf = (symbol: string) => {
      const index = ctx.prices(pairOf(symbol).base);
      return index === undefined ? deps.engine.markOf(symbol) : new Big(index);
    };
    const history = seededHistory(demo, leaderId, now, priceOf);
    for (let i = 0; i < history.trades.length; i += 200)
      await trx
        .insertInto('copy_leader_trades')
        .values(history.trades.slice(i, i + 200))
        .execute();
    await trx.insertInto('copy_leader_days').values(history.days).execute();
    return { userId, leaderId, leader: demo };
  });
}

/**
 * Create (first start) or find (later starts) the demo leaders and set each one's leverage on
 * its contracts (cross); a leverage the engine refuses (a position open) is left as it is.
 */
export async function seedDemoLeaders(deps: CopyDeps): Promise<DemoLeaderIds[]> {
  const out: DemoLeaderIds[] = [];
  for (const demo of DEMO_LEADERS) {
    const ids = await ensureLeader(deps, demo);
    for (const symbol of demo.symbols) {
      try {
        await deps.actions.adjustLever(ids.userId, {
          symbol,
          leverage: demo.leverage,
          margin_mode: 'cross',
        });
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      }
    }
    out.push(ids);
  }
  return out;
}

/**
 * The demo leaders' trading: {@link DemoLeaderTrader.tick} acts when a trade is due on the server
 * clock (the first at once, then every `tradeMs`), one leader per trade in turn.
 */
export class DemoLeaderTrader {
  private turn = 0;
  private nextAt: number | undefined;
  private readonly random: () => number;

  constructor(
    private readonly deps: CopyDeps,
    private readonly leaders: readonly DemoLeaderIds[],
    private readonly tradeMs: number,
  ) {
    this.random = seededRandom(hashString(`copy-demo-trader:${String(deps.ctx.now())}`));
  }

  /** Trade if one is due at `now`; resolves to what was placed ('open', 'close' or nothing). */
  async tick(now: number): Promise<'open' | 'close' | undefined> {
    if (this.nextAt !== undefined && now < this.nextAt) return undefined;
    this.nextAt = now + this.tradeMs;
    const ids = this.leaders[this.turn % this.leaders.length];
    this.turn += 1;
    if (!ids) return undefined;
    try {
      return await this.act(ids, now);
    } catch (error) {
      // Refused like any user's order (no liquidity within the band, margin): try next turn.
      if (error instanceof HttpError && error.statusCode < 500) return undefined;
      throw error;
    }
  }

  private async act(ids: DemoLeaderIds, now: number): Promise<'open' | 'close'> {
    const { engine, actions } = this.deps;
    for (const symbol of ids.leader.symbols) {
      const held = engine.positionOf(ids.userId, symbol);
      if (!held) continue;
      await actions.close(ids.userId, {
        position_id: held.id,
        type: 'market',
        amount: held.size.toFixed(),
        client_order_id: `copy-demo-${String(ids.leaderId)}-${String(now)}`,
      });
      return 'close';
    }
    const symbols = ids.leader.symbols;
    const symbol = symbols[Math.floor(this.random() * symbols.length)] ?? 'BTCUSDT';
    const pair = pairOf(symbol);
    const mark = engine.markOf(symbol);
    // 1 to 2 % of the funds as margin at the leader's leverage: a few thousand USDT, what the
    // simulated book takes without sweeping it.
    const margin = new Big(ids.leader.funds).times((0.01 + this.random() * 0.01).toFixed(4));
    await actions.open(ids.userId, {
      symbol,
      side: this.random() < 0.55 ? 'long' : 'short',
      type: 'market',
      amount: sizeFor(pair, margin.times(ids.leader.leverage), mark).toFixed(),
      client_order_id: `copy-demo-${String(ids.leaderId)}-${String(now)}`,
    });
    return 'open';
  }
}

/** Running demo leaders: who they are, their trader, and how to stop them. */
export interface RunningDemoLeaders {
  leaders: DemoLeaderIds[];
  trader: DemoLeaderTrader;
  /** Stop the timer and wait for the trade in flight. */
  stop(): Promise<void>;
}

/**
 * Demo leaders on one server: created or found at start, then a trade due every `tradeMs` of the
 * server clock (looked at every second, or every `tradeMs` when shorter; 0: no timer, tests call
 * `trader.tick`).
 *
 * @example const running = await startDemoLeaders(deps, deps.config.demoTradeMs);
 */
export async function startDemoLeaders(
  deps: CopyDeps,
  tradeMs: number,
): Promise<RunningDemoLeaders> {
  const leaders = await seedDemoLeaders(deps);
  const trader = new DemoLeaderTrader(deps, leaders, tradeMs);
  let chain: Promise<unknown> = Promise.resolve();
  const timer =
    tradeMs > 0
      ? setInterval(
          () => {
            chain = chain
              .then(() => trader.tick(deps.ctx.now()))
              .catch((error: unknown) => {
                deps.app.log.error({ err: error }, 'copy demo leaders trade failed');
              });
          },
          Math.min(1000, tradeMs),
        )
      : undefined;
  timer?.unref();
  return {
    leaders,
    trader,
    async stop() {
      clearInterval(timer);
      await chain;
    },
  };
}
