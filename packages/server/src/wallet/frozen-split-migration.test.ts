import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { apiRoutes, walletSchema } from '@exchange/api';
import { startTestExchange } from '../../test/harness.ts';
import { openStorage } from '../db/connect.ts';
import { down, up } from '../db/migrations/0020-frozen-split-and-deposit-states.ts';
import { TRON_B, USDT } from './wallet-test-kit.ts';

// Migration 0020 on a database that already holds money in flight: a pending withdrawal's hold
// becomes the account's frozen_withdrawals, and a deposit still waiting reads `confirming`.

describe('migration 0020 (frozen split, deposit states)', () => {
  it('fills frozen_withdrawals from the withdrawals in flight and renames pending deposits', async () => {
    const storage = await openStorage({ file: ':memory:' });
    const ex = await startTestExchange({ storage });
    try {
      const gina = await ex.signUp('gina@example.com');
      const code = await ex.call(apiRoutes.getCaptcha, {
        token: gina.token,
        body: { email: 'gina@example.com', type: 'withdraw' },
      });
      expect(code.status).toBe(200);
      const placed = await ex.call(apiRoutes.withdraw, {
        token: gina.token,
        body: {
          coin_id: USDT,
          network: 'TRC20',
          address: TRON_B,
          amount: '60',
          email_code: await ex.lastCode('gina@example.com'),
        },
      });
      expect(placed.status).toBe(200);
      await ex.call(apiRoutes.demoDeposit, {
        token: gina.token,
        body: { coin_id: USDT, network: 'TRC20', amount: '30' },
      });

      // Back to the schema before 0020 (the hold unknown, the deposit `pending`), then up again.
      const db = storage.db as unknown as Kysely<unknown>;
      await down(db);
      const before = await storage.db
        .selectFrom('deposits')
        .select('status')
        .where('user_id', '=', gina.id)
        .execute();
      expect(before).toEqual([{ status: 'pending' }]);
      await up(db);

      const after = await storage.db
        .selectFrom('deposits')
        .select('status')
        .where('user_id', '=', gina.id)
        .execute();
      expect(after).toEqual([{ status: 'confirming' }]);
      const wallet = walletSchema.parse(
        (await ex.call(apiRoutes.wallet, { token: gina.token })).body.data,
      );
      expect(wallet.list.find((e) => e.coin_name === 'USDT')).toMatchObject({
        freeze: '60',
        freeze_orders: '0',
        freeze_withdrawals: '60',
      });
    } finally {
      await ex.close();
      await storage.close();
    }
  });
});
