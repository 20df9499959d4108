import type { FastifyInstance } from 'fastify';
import { coinByName } from '../config/coins.ts';
import { contractOpenBodySchema, type ContractOpenBody } from '@exchange/api';
import type { Storage } from '../db/connect.ts';
import type { ServerContext } from '../http/context.ts';
import type { SocketHub } from '../live/socket-hub.ts';
import type { MarketService } from '../market/market-service.ts';
import type { AccountSnapshot } from '../wallet/ledger.ts';
import { walletEntry } from '../wallet/valuation.ts';
import { seedSystemAccountOnce } from '../wallet/system-seed.ts';
import { ContractActions } from './contract-actions.ts';
import { MARGIN_KIND } from './contract-ledger.ts';
import { CONTRACT_PAIRS, type ContractPairConfig } from './contract-pairs.ts';
import { registerContractRoutes } from './contract-routes.ts';
import { ContractEngine } from './contract-service.ts';
import type { ContractEvent } from './contract-types.ts';
import { registerInsuranceFundRoute } from './insurance-fund-route.ts';
import type { ContractMarketEngine } from './market-engine.ts';
import '../market/tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The contract engine of this server (see {@link installContracts}). */
    contracts: InstalledContracts;
  }
}

export interface ContractsOptions {
  hub: SocketHub;
  spot: Pick<MarketService, 'peekLastPrice'>;
  pairs?: readonly ContractPairConfig[];
  /** USDT moved once from 'external' into 'house' at first start (default 1,000,000,000). */
  houseFloat?: string;
  /** USDT moved once from 'external' into 'insurance' at first start (default 1,000,000). */
  insuranceSeed?: string;
}

export interface InstalledContracts {
  engine: ContractEngine;
  actions: ContractActions;
  /** The engine as the contract market data and simulator use it. */
  market: ContractMarketEngine;
}

/**
 * Seed 'house' (the clearing float) and 'insurance' once per store from 'external' (reason
 * system_seed); the market_meta key makes it happen exactly once, across restarts.
 */
export async function seedSystemAccounts(
  storage: Storage,
  now: number,
  houseFloat: string,
  insuranceSeed: string,
): Promise<void> {
  await seedSystemAccountOnce(storage.db, 'contract_system_seeded', now, [
    { kind: 'house', coin: 'USDT', amount: houseFloat, refId: 'contract-house' },
    { kind: 'insurance', coin: 'USDT', amount: insuranceSeed, refId: 'contract-insurance' },
  ]);
}

/** The user channel's `contract` event of an engine event (fills tell through their entrust). */
function userEventOf(event: ContractEvent, ts: number) {
  if (event.kind === 'entrust') {
    const { entrust } = event;
    return {
      userId: entrust.userId,
      contract: {
        kind: 'entrust' as const,
        symbol: entrust.symbol,
        side: entrust.side,
        amount: entrust.amount.toFixed(),
        ...(entrust.price ? { price: entrust.price.toFixed() } : {}),
        ts,
      },
    };
  }
  if (event.kind === 'position') {
    const { position } = event;
    return {
      userId: position.userId,
      contract: {
        kind: 'position' as const,
        symbol: position.symbol,
        side: position.side,
        amount: event.closed ? '0' : position.size.toFixed(),
        price: position.entryPrice.toFixed(),
        ts,
      },
    };
  }
  return undefined;
}

/**
 * Publish futures accounts as the user channel's `{event:'balance', wallet:'contract'}` (the
 * futures assets page and the order form's available balance): chained onto the exchange's
 * balance hook, so contract postings and transfers into or out of futures both reach the page.
 */
function publishFuturesBalances(ctx: ServerContext, hub: SocketHub): void {
  const previous = ctx.hooks.onBalances;
  ctx.hooks.onBalances = (userId: number, accounts: readonly AccountSnapshot[]) => {
    previous?.(userId, accounts);
    for (const account of accounts) {
      const coin = coinByName(account.coin);
      if (!coin || account.kind !== MARGIN_KIND || account.userId !== userId) continue;
      const { logo: _logo, ...entry } = walletEntry(coin, account, ctx.prices);
      hub.publishUser(userId, { event: 'balance', wallet: 'contract', balance: entry });
    }
  };
}

/**
 * The contract engine on one server (issue 19): system accounts seeded, books and positions
 * rebuilt from storage, the trading routes, and the user's entrust and position events on the
 * live hub's user channel.
 *
 * @example const contracts = await installContracts(app, ctx, { hub, spot });
 */
export async function installContracts(
  app: FastifyInstance,
  ctx: ServerContext,
  options: ContractsOptions,
): Promise<InstalledContracts> {
  await seedSystemAccounts(
    ctx.storage,
    ctx.now(),
    options.houseFloat ?? '1000000000',
    options.insuranceSeed ?? '1000000',
  );
  const pairs = options.pairs ?? CONTRACT_PAIRS;
  publishFuturesBalances(ctx, options.hub);
  const engine = new ContractEngine({
    storage: ctx.storage,
    pairs,
    now: ctx.now,
    fallbackMark: (symbol) => options.spot.peekLastPrice(symbol),
    onBalances: (userId, accounts) => ctx.hooks.onBalances?.(userId, accounts),
  });
  await engine.open();
  const actions = new ContractActions(engine);
  registerContractRoutes(app, ctx, engine, actions);
  registerInsuranceFundRoute(app, ctx, pairs);
  const stop = engine.on((event) => {
    const view = userEventOf(event, ctx.now());
    if (view) options.hub.publishUser(view.userId, { event: 'contract', contract: view.contract });
  });
  app.addHook('onClose', () => {
    stop();
  });
  const market: ContractMarketEngine = {
    allOpenPositions: () => engine.allOpenPositions(),
    positionOf: (userId, symbol) => engine.positionOf(userId, symbol),
    openEntrustsOf: (symbol) => engine.openEntrustsOf(symbol),
    markOf: (symbol) => engine.markOf(symbol),
    on: (listener) => engine.on(listener),
    depth: (symbol, limit) => engine.depth(symbol, limit),
    open: (userId: number, body: ContractOpenBody) =>
      actions.open(userId, contractOpenBodySchema.parse(body)),
    cancel: (userId, id) => engine.cancel(userId, id),
    adjustLever: (userId, body) => actions.adjustLever(userId, body),
  };
  const installed = { engine, actions, market };
  app.decorate('contracts', installed);
  return installed;
}
