import type { FastifyInstance } from 'fastify';
import { coinByName } from '../config/coins.ts';
import { hashToken } from '../http/auth.ts';
import type { ServerContext } from '../http/context.ts';
import { registerMarketRoutes } from '../market/market-routes.ts';
import { DEFAULT_MARKET_SEED, MarketService } from '../market/market-service.ts';
import { MarketSimulator } from '../market/simulator.ts';
import { walletEntry } from '../wallet/valuation.ts';
import { registerLiveRoutes } from './live-routes.ts';
import { spotChannel } from './market-channels.ts';
import { SocketHub } from './socket-hub.ts';
import type { SocketLimits } from './socket-limits.ts';
import type { BalanceView } from './user-events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The spot market, socket hub and simulator of this server (see {@link installMarket}). */
    exchangeMarket: InstalledMarket;
  }
}

export interface MarketInstallOptions {
  /** Run the market simulator once the server listens (default: on). */
  simulate?: boolean;
  /** Milliseconds between simulator rounds (default 1000). */
  simulateEveryMs?: number;
  /** Seed of the generated history and the simulator (default {@link DEFAULT_MARKET_SEED}). */
  seed?: number;
  /** Socket hub timings (for tests) and per-socket limits (see {@link SocketLimits}). */
  live?: LiveOptions;
}

export interface LiveOptions {
  flushMs?: number;
  tickerMs?: number;
  idleMs?: number;
  limits?: Partial<SocketLimits>;
}

export interface InstalledMarket {
  market: MarketService;
  hub: SocketHub;
  simulator: MarketSimulator | null;
}

/**
 * Everything of the spot market and the live feed on one server: the matching engines (rebuilt
 * from storage), the spot/contract/option market routes, the websocket hub at `/ws`, the
 * simulator, and the hooks the accounts and wallet modules call (notify 40/44, balance events).
 * Live prices become the context's USDT price source. Stops cleanly with `app.close()`.
 *
 * @example
 * const { hub } = await installMarket(app, ctx, { simulate: process.env.NODE_ENV !== 'test' });
 * hub.broadcast({ type: 50, key: '', device_type: '10', msg: 'A new version is out' });
 */
export async function installMarket(
  app: FastifyInstance,
  ctx: ServerContext,
  options: MarketInstallOptions = {},
): Promise<InstalledMarket> {
  const seed = options.seed ?? DEFAULT_MARKET_SEED;
  const market = await MarketService.open({ storage: ctx.storage, now: ctx.now, seed });

  const referencePrices = ctx.prices;
  ctx.prices = (coin) => {
    if (coin === 'USDT') return '1';
    const pair = market.pairs.find((p) => p.base === coin && p.quote === 'USDT');
    return (pair && market.peekLastPrice(pair.symbol)?.toFixed()) ?? referencePrices(coin);
  };

  const balanceView: BalanceView = (event) => {
    const coin = coinByName(event.account.coin);
    if (!coin || event.account.kind !== 'spot') return undefined;
    const { logo: _logo, ...entry } = walletEntry(coin, event.account, ctx.prices);
    return { event: 'balance', wallet: 'spot', balance: entry };
  };

  const hub = new SocketHub({
    market,
    balanceView,
    now: ctx.now,
    ...options.live,
    // The spot market's channels; the contracts register theirs (contract/market-install.ts).
    channels: [spotChannel(market)],
    authenticate: async (token) => {
      const row = await ctx.storage.db
        .selectFrom('sessions')
        .select(['user_id', 'device_id'])
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      return row ? { userId: row.user_id, deviceId: row.device_id } : null;
    },
  });

  hub.onLimitClose((event) => {
    app.log.warn({ socket: event }, 'live socket closed: %s', event.reason);
  });

  const previous = { ...ctx.hooks };
  ctx.hooks.onRemoteLogin = (userId, oldDeviceKey, msg, deviceType) => {
    previous.onRemoteLogin?.(userId, oldDeviceKey, msg, deviceType);
    // The notice names the device that logged in: the old device sees a key not its own (SPEC.md section 4).
    void ctx.storage.db
      .selectFrom('sessions')
      .select('device_id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .executeTakeFirst()
      .then((row) =>
        hub.notify(
          userId,
          { type: 40, key: row?.device_id ?? '', device_type: deviceType, msg },
          oldDeviceKey,
        ),
      );
  };
  ctx.hooks.onSessionEnded = (userId, deviceKey, msg) => {
    previous.onSessionEnded?.(userId, deviceKey, msg);
    hub.notify(userId, { type: 44, key: deviceKey, device_type: '10', msg }, deviceKey);
  };
  ctx.hooks.onBalances = (userId, accounts) => {
    previous.onBalances?.(userId, accounts);
    for (const account of accounts) {
      const view = balanceView({ type: 'balance', userId, account });
      if (view) hub.publishUser(userId, view);
    }
  };

  ctx.hooks.onDeposit = (userId, deposit) => {
    previous.onDeposit?.(userId, deposit);
    hub.publishUser(userId, {
      event: 'deposit',
      deposit: {
        id: deposit.id,
        coin_name: deposit.coin_name,
        network: deposit.network,
        amount: deposit.amount,
        confirmations: deposit.confirmations,
        required_confirmations: deposit.required_confirmations,
        status: deposit.status,
        ts: ctx.now(),
      },
    });
  };

  registerMarketRoutes(app, ctx, market, (coin) => {
    const found = coinByName(coin);
    if (!found)
      throw new Error(`Coin ${coin} of a trading pair is missing from the coin catalogue`);
    return found.id;
  });
  await registerLiveRoutes(app, hub);

  const installed: InstalledMarket = { market, hub, simulator: null };
  hub.start();
  // Only a listening server simulates: tests that call `app.inject` keep a quiet market.
  if (options.simulate ?? true) {
    app.addHook('onListen', async () => {
      // The running market builds its candle history now, so no request waits for it.
      market.warmUp();
      installed.simulator = await MarketSimulator.create({
        storage: ctx.storage,
        market,
        seed,
        now: ctx.now,
      });
      installed.simulator.start(options.simulateEveryMs ?? 1000);
    });
  }
  app.addHook('onClose', async () => {
    await installed.simulator?.stop();
    hub.stop();
  });
  app.decorate('exchangeMarket', installed);
  return installed;
}
