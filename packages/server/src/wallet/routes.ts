import { Big } from 'big.js';
import type { FastifyInstance } from 'fastify';
import { contractAccount, getAsset, statements, wallet, type AccountType } from '@exchange/api';
import { COINS, coinByName } from '../config/coins.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import { registerStatementExportRoutes } from './statement-export-routes.ts';
import { statementEntries, statementOf } from './statement-rows.ts';
import { registerTransferRoutes } from './transfer-routes.ts';
import { ledger, toAmount } from './ledger.ts';
import { accountCoins } from './account-coins.ts';
import { valueOf } from './asset-history.ts';
import { NO_HOLDING, walletEntry } from './valuation.ts';
import { pageOf } from '../db/page.ts';

/** Quote coins a pair ticker may end with, longest first ("BTCUSDT" = BTC + USDT). */
const QUOTES = ['USDT', 'USDC', 'BTC'];

/** Split a pair ticker into its coins, or 422 on `symbol` when either is unknown. */
function splitSymbol(symbol: string): { base: string; quote: string } {
  for (const quote of QUOTES) {
    const base = symbol.slice(0, -quote.length);
    if (symbol.endsWith(quote) && base && coinByName(base)) return { base, quote };
  }
  throw fieldError('symbol', 'Unknown trading pair');
}

/** Wallet reads, transfers between a user's accounts (transfer-routes.ts), and capital flow. */
/** What the wallet routes read of other products. */
export interface WalletRouteOptions {
  /** The futures account's position margin, unrealised PnL, equity and margin ratio. */
  futures?: (
    userId: number,
  ) => Promise<
    | { position_margin: string; unrealized_pnl: string; equity: string; margin_ratio: string }
    | undefined
  >;
}

export function registerWalletRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  options: WalletRouteOptions = {},
): void {
  const { db } = ctx.storage;

  async function entries(userId: number, kind: AccountType) {
    const accounts = await ledger.accounts(db, userId, kind);
    const byCoin = new Map(accounts.map((a) => [a.coin, a]));
    // An account lists the coins it takes (account-coins.ts) and any other it still holds.
    const taken = new Set(accountCoins(kind));
    const holds = (coin: string) => {
      const account = byCoin.get(coin);
      return account !== undefined && !(account.balance === '0' && account.frozen === '0');
    };
    return COINS.filter((coin) => taken.has(coin.name) || holds(coin.name)).map((coin) => {
      const account = byCoin.get(coin.name);
      return walletEntry(coin, account ?? NO_HOLDING, ctx.prices);
    });
  }

  addRoute(app, ctx, getAsset, async ({ user }) => {
    const total = valueOf(await ledger.accounts(db, user.id), ctx.prices);
    return { total_assets_usdt: total.usdt, total_assets_btc: total.btc };
  });

  addRoute(app, ctx, wallet, async ({ user, query }) => {
    const list = await entries(user.id, query.account);
    let trade = null;
    if (query.symbol !== undefined) {
      const { base, quote } = splitSymbol(query.symbol);
      const spot = query.account === 'spot' ? list : await entries(user.id, 'spot');
      const coin = spot.find((e) => e.coin_name === base);
      const quoteEntry = spot.find((e) => e.coin_name === quote);
      if (coin && quoteEntry) trade = { symbol: query.symbol, coin, quote: quoteEntry };
    }
    return { account: query.account, list, trade };
  });

  addRoute(app, ctx, contractAccount, async ({ user }) => {
    const list = await entries(user.id, 'futures');
    const usdt = await ledger.account(db, user.id, 'futures', 'USDT');
    // The contract engine's figures (issue 19); without one, no positions: margin and PnL 0.
    const figures = (await options.futures?.(user.id)) ?? {
      position_margin: '0',
      unrealized_pnl: '0',
      equity: toAmount(new Big(usdt.balance).plus(usdt.frozen)),
      margin_ratio: '0',
    };
    return { coin_name: 'USDT', balance: usdt.balance, freeze: usdt.frozen, ...figures, list };
  });

  registerTransferRoutes(app, ctx);
  registerStatementExportRoutes(app, ctx);

  addRoute(app, ctx, statements, ({ user, query }) =>
    pageOf(
      statementEntries(db, user.id, query),
      query,
      (q) => q.selectAll().orderBy('id', 'desc'),
      statementOf,
    ),
  );
}
