import type { FastifyInstance } from 'fastify';
import { contractInsuranceFund, type InsuranceFund } from '@exchange/api';
import { addRoute } from '../http/add-route.ts';
import type { ServerContext } from '../http/context.ts';
import { plain } from '../market/spot-order-view.ts';
import { SYSTEM_USER } from '../wallet/ledger.ts';
import type { ContractPairConfig } from './contract-pairs.ts';

/**
 * GET /contract/insurance_fund (public): the balance of SYSTEM_USER's 'insurance' account in
 * every margin coin of the contracts, with the time it last moved. A coin whose fund was never
 * seeded shows 0 and updated_at 0.
 */
export function registerInsuranceFundRoute(
  app: FastifyInstance,
  ctx: ServerContext,
  pairs: readonly ContractPairConfig[],
): void {
  const coins = [...new Set(pairs.map((pair) => pair.quote))].sort();
  addRoute(app, ctx, contractInsuranceFund, async (): Promise<InsuranceFund[]> => {
    const rows = await ctx.storage.db
      .selectFrom('ledger_accounts')
      .select(['coin', 'balance', 'updated_at'])
      .where('user_id', '=', SYSTEM_USER)
      .where('kind', '=', 'insurance')
      .where('coin', 'in', coins)
      .execute();
    return coins.map((coin) => {
      const row = rows.find((r) => r.coin === coin);
      return {
        coin_name: coin,
        balance: row ? plain(row.balance) : '0',
        updated_at: row ? row.updated_at : 0,
      };
    });
  });
}
