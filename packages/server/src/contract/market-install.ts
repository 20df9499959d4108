import { Big } from 'big.js';
import type { FastifyInstance } from 'fastify';
import type { PublicTrade } from '@exchange/api/socket';
import type { ServerContext } from '../http/context.ts';
import { contractChannel } from '../live/market-channels.ts';
import type { SocketHub } from '../live/socket-hub.ts';
import { generateHistory } from '../market/kline-history.ts';
import { KlineStore } from '../market/kline-store.ts';
import type { MarketService } from '../market/market-service.ts';
import { marketSettings } from '../market/market-store.ts';
import { findSpotPair } from '../market/pairs.ts';
import { plain } from '../market/spot-order-view.ts';
import { ContractFeed, RECENT_CONTRACT_TRADES } from './contract-feed.ts';
import { ContractKlines } from './contract-klines.ts';
import { CONTRACT_PAIRS, type ContractPairConfig } from './contract-pairs.ts';
import { ContractSimulator, type SimulatedMarket } from './contract-simulator.ts';
import { fundSimulatorTraders, simulatorTraders } from './contract-simulator-setup.ts';
import { ContractStats, DEFAULT_STATS_INTERVAL_MS } from './contract-stats.ts';
import './contract-tables.ts';
import { type ContractMarketEngine, fallbackPrices } from './market-engine.ts';
import type { ContractPrices } from './market-ports.ts';
import { registerContractPairRoutes } from './pair-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contracts' market data of this server (see {@link installContractMarket}). */
    contractMarket: InstalledContractMarket;
  }
}

export interface ContractMarketOptions {
  hub: SocketHub;
  /** The spot market: the generated candle past and, until the risk side's, the index. */
  spot: MarketService;
  /** The contract engine; null serves empty books and no positions. */
  engine: ContractMarketEngine | null;
  /** The risk side's mark, index and funding; default {@link fallbackPrices}. */
  prices?: ContractPrices;
  pairs?: readonly ContractPairConfig[];
  /** The market seed (the generated past and the simulator's stream). */
  seed: number;
  fundingIntervalMs?: number;
  /** Mark sampling and stats ticks (ms); no timer when 0 (tests call `tick`). Default 1000. */
  tickMs?: number;
  /** Open-interest / long-short sample slot (ms), default 5 minutes. */
  statsIntervalMs?: number;
  /** Run the contract simulator once the server listens (needs an engine). */
  simulate?: boolean;
  simulateEveryMs?: number;
}

export interface InstalledContractMarket {
  feed: ContractFeed;
  /** The mark, index and funding the market data shows (the risk side's, or the fallback). */
  prices: ContractPrices;
  klines: ContractKlines;
  stats: ContractStats;
  simulator: ContractSimulator | null;
  /** One tick on the server clock: sample the marks (candles, channel) and the stats slot. */
  tick(now: number): Promise<void>;
}

/** Each contract's latest trades (the takers' fills), newest first. */
async function recentTrades(
  ctx: ServerContext,
  pairs: readonly ContractPairConfig[],
): Promise<Map<string, PublicTrade[]>> {
  const recent = new Map<string, PublicTrade[]>();
  for (const pair of pairs) {
    const rows = await ctx.storage.db
      .selectFrom('contract_fills')
      .select(['trade_id', 'price', 'amount', 'side', 'created_at'])
      .where('symbol', '=', pair.symbol)
      .where('role', '=', 'taker')
      .orderBy('id', 'desc')
      .limit(RECENT_CONTRACT_TRADES)
      .execute();
    recent.set(
      pair.symbol,
      rows.map((row) => ({
        id: row.trade_id,
        price: plain(row.price),
        amount: plain(row.amount),
        side: row.side === 'long' ? 'buy' : 'sell',
        ts: row.created_at,
      })),
    );
  }
  return recent;
}

/**
 * The perpetual contracts' market data on one server (issue 19): candles of the last and mark
 * prices, the `contract@{symbol}` channels and `contract` tickers on the hub, the open-interest
 * samples, the public routes (pair list, depth, klines, stats) and, in demo mode, the contract
 * simulator. The engine's committed fills become trades; its entrust events move the book.
 *
 * @example const contracts = await installContractMarket(app, ctx, { hub, spot, engine, seed });
 */
export async function installContractMarket(
  app: FastifyInstance,
  ctx: ServerContext,
  options: ContractMarketOptions,
): Promise<InstalledContractMarket> {
  const { hub, spot, engine } = options;
  const pairs = options.pairs ?? CONTRACT_PAIRS;
  const fundingIntervalMs = options.fundingIntervalMs ?? 8 * 3_600_000;
  const prices = options.prices ?? fallbackPrices(pairs, engine, spot, fundingIntervalMs);
  const { db } = ctx.storage;
  const settings = await marketSettings(db, { seed: options.seed, anchor: ctx.now() });
  // Contracts trade the spot coins: their past is the spot market's generated past.
  const history = (symbol: string) => {
    const pair = findSpotPair(symbol);
    return pair ? generateHistory(pair, settings.seed, settings.anchor).store : new KlineStore();
  };
  const klines = await ContractKlines.open(db, pairs, history);
  klines.onWriteError((error) => {
    app.log.error({ err: error }, 'contract candle write failed');
  });
  const feed = new ContractFeed({
    pairs,
    books: engine ?? { depth: () => ({ asks: [], bids: [] }) },
    prices,
    klines,
    now: ctx.now,
    recent: await recentTrades(ctx, pairs),
  });
  const stats = new ContractStats({
    db,
    symbols: pairs.map((pair) => pair.symbol),
    positions: () => engine?.allOpenPositions() ?? [],
    intervalMs: options.statsIntervalMs ?? DEFAULT_STATS_INTERVAL_MS,
  });
  hub.channels.register(contractChannel(feed));
  hub.tickerFeeds.provide('contract', () => feed.tickers());
  registerContractPairRoutes(app, ctx, {
    pairs,
    feed,
    klines,
    stats,
    prices,
    positions: () => engine?.allOpenPositions() ?? [],
    fundingIntervalMs,
  });

  const stopListening = engine?.on((event) => {
    if (event.kind === 'entrust') feed.bookChanged(event.entrust.symbol);
    else if (event.kind === 'fill' && event.fill.role === 'taker') {
      const { fill } = event;
      feed.recordTrades(fill.symbol, [
        {
          id: fill.tradeId,
          price: fill.price,
          amount: fill.amount,
          side: fill.side === 'long' ? 'buy' : 'sell',
          ts: fill.ts,
        },
      ]);
    }
  });

  let ticking: Promise<void> = Promise.resolve();
  const installed: InstalledContractMarket = {
    feed,
    prices,
    klines,
    stats,
    simulator: null,
    async tick(now) {
      feed.tick(now);
      await stats.tick(now);
    },
  };
  const tickMs = options.tickMs ?? 1000;
  let timer: ReturnType<typeof setInterval> | null = null;
  if (tickMs > 0) {
    timer = setInterval(() => {
      // One tick at a time: a slow database delays the next instead of piling them up.
      ticking = ticking
        .then(() => installed.tick(ctx.now()))
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'contract market tick failed');
        });
    }, tickMs);
    timer.unref();
  }

  if (options.simulate && engine) {
    app.addHook('onListen', async () => {
      const now = ctx.now();
      const { makerId, takerId } = await simulatorTraders(ctx.storage, now);
      const run = await fundSimulatorTraders(ctx.storage, [makerId, takerId], now);
      const simulator = new ContractSimulator({
        market: simulatedMarket(engine, prices),
        pairs,
        makerId,
        takerId,
        seed: settings.seed,
        run,
        now: ctx.now,
      });
      await simulator.prepare();
      simulator.start(options.simulateEveryMs ?? 1000);
      installed.simulator = simulator;
      // The candles' past is built now, so no request waits for it.
      klines.warmUp();
    });
  }
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    stopListening?.();
    await installed.simulator?.stop();
    await ticking;
    await klines.flushed();
  });
  app.decorate('contractMarket', installed);
  return installed;
}

/** The engine as the simulator sees it. */
export function simulatedMarket(
  engine: ContractMarketEngine,
  prices: ContractPrices,
): SimulatedMarket {
  const levels = (symbol: string, limit: number) => engine.depth(symbol, limit);
  return {
    markOf: (symbol: string) => prices.markOf(symbol),
    bestPrices: (symbol: string) => {
      const { asks, bids } = levels(symbol, 1);
      const price = (level: readonly string[] | undefined) =>
        level?.[0] === undefined ? undefined : new Big(level[0]);
      return { bid: price(bids[0]), ask: price(asks[0]) };
    },
    levels: (symbol: string, limit: number) => {
      const { asks, bids } = levels(symbol, limit);
      return { asks: asks.length, bids: bids.length };
    },
    open: (userId: number, body: Parameters<ContractMarketEngine['open']>[1]) =>
      engine.open(userId, body),
    cancel: (userId: number, id: number) => engine.cancel(userId, id),
    restingOf: (userId: number, symbol: string) =>
      engine
        .openEntrustsOf(symbol)
        .filter((entrust) => entrust.userId === userId && entrust.status !== 'untriggered'),
    positionOf: (userId: number, symbol: string) => {
      const position = engine.positionOf(userId, symbol);
      if (!position) return new Big(0);
      return position.side === 'long' ? position.size : position.size.neg();
    },
    setLeverage: (userId: number, symbol: string, leverage: number) =>
      engine.adjustLever(userId, { symbol, leverage, margin_mode: 'cross' }),
  };
}
