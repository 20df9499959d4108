import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import { openStorage } from '../db/connect.ts';
import { ledger, SYSTEM_USER } from './ledger.ts';
import { seedSystemAccountOnce } from './system-seed.ts';

describe('seedSystemAccountOnce', () => {
  it('moves each leg from external once per key, skipping legs of zero', async () => {
    const storage = await openStorage({ file: ':memory:' });
    try {
      const balance = async (kind: 'external' | 'otc' | 'earn', coin: string) =>
        (await ledger.account(storage.db, SYSTEM_USER, kind, coin)).balance;
      const legs = [
        { kind: 'otc', coin: 'USDT', amount: '1000', refId: 'test-otc-USDT' },
        { kind: 'otc', coin: 'BTC', amount: '0', refId: 'test-otc-BTC' },
      ] as const;
      // Migrations may move external already (demo grants): the seed is measured from here.
      const external = new Big(await balance('external', 'USDT'));
      await seedSystemAccountOnce(storage.db, 'test_seeded', 1, legs);
      await seedSystemAccountOnce(storage.db, 'test_seeded', 2, legs);
      expect(await balance('otc', 'USDT')).toBe('1000');
      expect(await balance('external', 'USDT')).toBe(external.minus(1000).toFixed());
      expect(await balance('otc', 'BTC')).toBe('0');
      const meta = await storage.db
        .selectFrom('market_meta')
        .select('value')
        .where('key', '=', 'test_seeded')
        .executeTakeFirstOrThrow();
      expect(meta.value).toBe('1');

      // Another key seeds on its own.
      await seedSystemAccountOnce(storage.db, 'other_seeded', 3, [
        { kind: 'earn', coin: 'USDT', amount: '5', refId: 'test-earn-USDT' },
      ]);
      expect(await balance('earn', 'USDT')).toBe('5');
      expect(await balance('external', 'USDT')).toBe(external.minus(1005).toFixed());
    } finally {
      await storage.close();
    }
  });
});
