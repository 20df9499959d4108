import crypto from 'node:crypto';
import { Big } from 'big.js';
import type { FastifyInstance } from 'fastify';
import {
  contractAccount,
  getAsset,
  statements,
  transfer,
  transferAvailable,
  wallet,
  type AccountType,
  type StatementType,
} from '@exchange/api';
import { COINS, coinByName } from '../config/coins.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import { requireCoin } from './coin-input.ts';
import { ledger, toAmount } from './ledger.ts';
import { usdtValue, valuation, walletEntry } from './valuation.ts';
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

/** Wallet reads, transfers between a user's accounts, and capital flow. */
export function registerWalletRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db } = ctx.storage;

  async function entries(userId: number, kind: AccountType) {
    const accounts = await ledger.accounts(db, userId, kind);
    const byCoin = new Map(accounts.map((a) => [a.coin, a]));
    return COINS.map((coin) => {
      const account = byCoin.get(coin.name);
      return walletEntry(coin, account?.balance ?? '0', account?.frozen ?? '0', ctx.prices);
    });
  }

  addRoute(app, ctx, getAsset, async ({ user }) => {
    const accounts = await ledger.accounts(db, user.id);
    const total = accounts.reduce(
      (sum, a) => sum.plus(usdtValue(ctx.prices, a.coin, new Big(a.balance).plus(a.frozen))),
      new Big(0),
    );
    const btc = ctx.prices('BTC');
    return {
      total_assets_usdt: valuation(total),
      total_assets_btc: btc === undefined || new Big(btc).eq(0) ? '0' : valuation(total.div(btc)),
    };
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
    // Positions arrive with contract trading (a later issue); until then margin and PnL are 0.
    return {
      coin_name: 'USDT',
      balance: usdt.balance,
      freeze: usdt.frozen,
      position_margin: '0',
      unrealized_pnl: '0',
      equity: toAmount(new Big(usdt.balance).plus(usdt.frozen)),
      margin_ratio: '0',
      list,
    };
  });

  addRoute(app, ctx, transferAvailable, async ({ user, query }) => {
    const coin = requireCoin(query.coin_id);
    const account = await ledger.account(db, user.id, query.from, coin.name);
    return { coin_id: coin.id, coin_name: coin.name, from: query.from, available: account.balance };
  });

  addRoute(app, ctx, transfer, async ({ user, body }) => {
    const coin = requireCoin(body.coin_id);
    const refId = `transfer:${crypto.randomUUID()}`;
    const posting = await db.transaction().execute((trx) =>
      ledger.transfer(trx, {
        from: { userId: user.id, kind: body.from },
        to: { userId: user.id, kind: body.to },
        coin: coin.name,
        amount: body.amount,
        refId,
      }),
    );
    ctx.hooks.onBalances?.(user.id, posting.accounts);
    return {
      id: posting.journalId,
      coin_id: coin.id,
      coin_name: coin.name,
      from: body.from,
      to: body.to,
      amount: toAmount(body.amount),
      ref_id: refId,
      created_at: ctx.now(),
    };
  });

  addRoute(app, ctx, statements, async ({ user, query }) => {
    let base = db.selectFrom('ledger_entries').where('user_id', '=', user.id);
    if (query.coin_id !== undefined)
      base = base.where('coin', '=', requireCoin(query.coin_id).name);
    if (query.account !== undefined) base = base.where('kind', '=', query.account);
    if (query.type !== undefined) base = base.where('reason', '=', query.type);
    if (query.from !== undefined) base = base.where('created_at', '>=', query.from);
    if (query.to !== undefined) base = base.where('created_at', '<', query.to);
    if (query.ref_id !== undefined) base = base.where('ref_id', '=', query.ref_id);
    return pageOf(
      base,
      query,
      (q) => q.selectAll().orderBy('id', 'desc'),
      (r) => ({
        id: r.id,
        coin_id: coinByName(r.coin)?.id ?? 0,
        coin_name: r.coin,
        account: r.kind as AccountType,
        type: r.reason as StatementType,
        amount: toAmount(r.balance_delta),
        balance: toAmount(r.balance_after),
        ref_id: r.ref_id,
        created_at: r.created_at,
      }),
    );
  });
}
