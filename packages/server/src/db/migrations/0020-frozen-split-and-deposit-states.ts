import { Big } from 'big.js';
import { type Kysely, sql } from 'kysely';
import { amountType } from '../dialect.ts';

/**
 * Issue 17's remaining wallet items:
 * - `ledger_accounts.frozen_withdrawals`: the part of `frozen` held by withdrawals not yet ended
 *   (pending or processing). The ledger keeps it with every posting (journal.ts), so a wallet
 *   entry splits its `freeze` exactly into orders and withdrawals. Filled here from the
 *   withdrawals that are pending or processing now.
 * - `deposits.demo_fail`: 1 when the demo chain is to drop the deposit at its next block.
 * - A deposit still waiting for confirmations is now `confirming` (was `pending`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('ledger_accounts')
    .addColumn('frozen_withdrawals', amountType(db), (c) => c.notNull().defaultTo('0'))
    .execute();
  await db.schema
    .alterTable('deposits')
    .addColumn('demo_fail', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE deposits SET status = 'confirming' WHERE status = 'pending'`.execute(db);

  const held = await sql<{ user_id: number; coin: string; amount: string }>`
    SELECT user_id, coin, amount FROM withdrawals WHERE status IN ('pending', 'processing')
  `.execute(db);
  const sums = new Map<string, { userId: number; coin: string; amount: Big }>();
  for (const row of held.rows) {
    const key = `${row.user_id}|${row.coin}`;
    const prev = sums.get(key);
    sums.set(key, {
      userId: row.user_id,
      coin: row.coin,
      amount: (prev?.amount ?? new Big(0)).plus(row.amount),
    });
  }
  for (const { userId, coin, amount } of sums.values()) {
    await sql`
      UPDATE ledger_accounts SET frozen_withdrawals = ${amount.toFixed()}
      WHERE user_id = ${userId} AND kind = 'spot' AND coin = ${coin}
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE deposits SET status = 'pending' WHERE status = 'confirming'`.execute(db);
  await db.schema.alterTable('deposits').dropColumn('demo_fail').execute();
  await db.schema.alterTable('ledger_accounts').dropColumn('frozen_withdrawals').execute();
}
