import type { Storage } from '../db/connect.ts';
import { ledger } from '../wallet/ledger.ts';

/**
 * The simulated traders of the contract books: the spot simulator's own maker and taker
 * (market/simulator.ts creates them with the same addresses; whichever starts first does).
 */
const TRADERS = [
  { email: 'maker@simulator.invalid', nickname: 'Market maker', inviteCode: 'SIMMAKER' },
  { email: 'taker@simulator.invalid', nickname: 'Market taker', inviteCode: 'SIMTAKER' },
] as const;

/**
 * What each simulated trader gets once in its futures account, in USDT: so much that a few
 * thousand USDT of trades a second at low leverage never come near a liquidation.
 */
export const CONTRACT_SIMULATOR_GRANT = '1000000000';

/** The simulated maker's and taker's user ids, the traders created if need be. */
export async function simulatorTraders(
  storage: Storage,
  now: number,
): Promise<{ makerId: number; takerId: number }> {
  const ids: number[] = [];
  for (const trader of TRADERS) {
    // '!' is no valid password hash: nobody can log in as the simulator.
    await storage.db
      .insertInto('users')
      .values({
        email: trader.email,
        password_hash: '!',
        nickname: trader.nickname,
        avatar_url: '',
        invite_code: trader.inviteCode,
        invited_by: null,
        is_google2fa: 0,
        created_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    const row = await storage.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', trader.email)
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  const [makerId = 0, takerId = 0] = ids;
  return { makerId, takerId };
}

/**
 * Grant each trader its futures USDT once per store, from 'external' (reason demo_grant), and
 * count this start (0 for the first contract simulator ever run on the store).
 */
export async function fundSimulatorTraders(
  storage: Storage,
  userIds: readonly number[],
  now: number,
): Promise<number> {
  return storage.db.transaction().execute(async (trx) => {
    const meta = new Map(
      (
        await trx
          .selectFrom('market_meta')
          .selectAll()
          .where('key', 'in', ['contract_simulator_funded', 'contract_simulator_runs'])
          .execute()
      ).map((row) => [row.key, row.value]),
    );
    if (!meta.has('contract_simulator_funded')) {
      for (const userId of userIds)
        await ledger.deposit(trx, {
          userId,
          kind: 'futures',
          coin: 'USDT',
          amount: CONTRACT_SIMULATOR_GRANT,
          reason: 'demo_grant',
          refId: 'contract-simulator',
        });
      await trx
        .insertInto('market_meta')
        .values({ key: 'contract_simulator_funded', value: String(now) })
        .execute();
    }
    const runs = Number(meta.get('contract_simulator_runs') ?? '0');
    const run = Number.isSafeInteger(runs) && runs >= 0 ? runs : 0;
    await trx
      .insertInto('market_meta')
      .values({ key: 'contract_simulator_runs', value: String(run + 1) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(run + 1) }))
      .execute();
    return run;
  });
}
