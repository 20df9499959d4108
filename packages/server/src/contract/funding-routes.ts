import type { FastifyInstance } from 'fastify';
import { contractFunding, contractFundingRates, type FundingPayment } from '@exchange/api';
import type { Selectable } from 'kysely';
import { pageOf } from '../db/page.ts';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError } from '../http/errors.ts';
import { plain } from '../market/spot-order-view.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { FundingPaymentsTable } from './risk-tables.ts';
import './risk-tables.ts';

/** The wire view of one stored funding payment. */
export function fundingPaymentView(row: Selectable<FundingPaymentsTable>): FundingPayment {
  return {
    id: row.id,
    symbol: row.symbol,
    side: row.side,
    amount_held: plain(row.amount_held),
    mark_price: plain(row.mark_price),
    rate: plain(row.rate),
    amount: plain(row.amount),
    funding_time: row.funding_time,
  };
}

/**
 * GET /contract/funding (the caller's funding payments, newest first, by symbol and funding
 * time) and GET /contract/funding_rate (a symbol's settled fundings, newest first).
 */
export function registerFundingRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  pairs: readonly ContractPairConfig[],
): void {
  const { db } = ctx.storage;
  const symbolOf = (symbol: string) => {
    const pair = pairs.find((p) => p.symbol === symbol.toUpperCase());
    if (!pair) throw fieldError('symbol', 'Unknown contract');
    return pair.symbol;
  };
  addRoute(app, ctx, contractFunding, ({ user, query }) => {
    let q = db.selectFrom('funding_payments').where('user_id', '=', user.id);
    if (query.symbol !== undefined) q = q.where('symbol', '=', symbolOf(query.symbol));
    if (query.from !== undefined) q = q.where('funding_time', '>=', query.from);
    if (query.to !== undefined) q = q.where('funding_time', '<', query.to);
    return pageOf(
      q,
      query,
      (page) => page.selectAll().orderBy('funding_time', 'desc').orderBy('id', 'desc'),
      fundingPaymentView,
    );
  });
  addRoute(app, ctx, contractFundingRates, async ({ query }) => {
    const rows = await db
      .selectFrom('funding_rates')
      .selectAll()
      .where('symbol', '=', symbolOf(query.symbol))
      .orderBy('funding_time', 'desc')
      .limit(query.limit)
      .execute();
    return rows.map((row) => ({
      symbol: row.symbol,
      rate: plain(row.rate),
      mark_price: plain(row.mark_price),
      funding_time: row.funding_time,
    }));
  });
}
