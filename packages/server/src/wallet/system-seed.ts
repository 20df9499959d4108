import { Big } from 'big.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ledger, SYSTEM_USER } from './ledger.ts';
import type { SystemKind } from './journal.ts';
import '../market/tables.ts';

/** One system account a seed fills: `amount` of `coin` moved from 'external' into `kind`. */
export interface SystemSeedLeg {
  kind: Exclude<SystemKind, 'external'>;
  coin: string;
  amount: string;
  /** The journal's ref id ('otc-house-USDT'). */
  refId: string;
}

/**
 * Seed system accounts once per store (the earn, OTC, options and contract houses): each leg's
 * amount moves from the system user's 'external' into its account (reason system_seed; a leg of
 * zero or less is skipped), and the market_meta `key` is written in the same transaction, so it
 * happens exactly once, across restarts.
 *
 * @example await seedSystemAccountOnce(storage.db, 'otc_system_seeded', now, [
 *   { kind: 'otc', coin: 'USDT', amount: '1000000', refId: 'otc-house-USDT' },
 * ]);
 */
export async function seedSystemAccountOnce(
  db: Kysely<Database>,
  key: string,
  now: number,
  legs: readonly SystemSeedLeg[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .selectFrom('market_meta')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    if (done) return;
    for (const { kind, coin, amount, refId } of legs) {
      if (new Big(amount).lte(0)) continue;
      await ledger.post(trx, {
        reason: 'system_seed',
        refId,
        legs: [
          { userId: SYSTEM_USER, kind: 'external', coin, balance: new Big(amount).neg() },
          { userId: SYSTEM_USER, kind, coin, balance: amount },
        ],
      });
    }
    await trx
      .insertInto('market_meta')
      .values({ key, value: String(now) })
      .execute();
  });
}
