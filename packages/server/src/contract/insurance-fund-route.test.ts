import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, insuranceFundSchema } from '@exchange/api';
import { z } from 'zod';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { ledger, SYSTEM_USER } from '../wallet/ledger.ts';

describe('GET /contract/insurance_fund', () => {
  let ex: TestExchange;
  const insurance = () =>
    ex.ctx.storage.db
      .selectFrom('ledger_accounts')
      .select(['balance', 'updated_at'])
      .where('user_id', '=', SYSTEM_USER)
      .where('kind', '=', 'insurance')
      .where('coin', '=', 'USDT')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    ex = await startTestExchange({
      demo: false,
      contractHouseFloat: '100000',
      insuranceFundSeed: '1234.5',
    });
  });
  afterAll(async () => {
    await ex.close();
  });

  it('answers the insurance account per margin coin without a token, and follows its moves', async () => {
    const seeded = await ex.call(apiRoutes.contractInsuranceFund);
    expect(seeded.status).toBe(200);
    const funds = z.array(insuranceFundSchema).parse(seeded.body.data);
    const stored = await insurance();
    expect(funds).toEqual([
      { coin_name: 'USDT', balance: '1234.5', updated_at: stored.updated_at },
    ]);
    expect(stored.updated_at).toBeGreaterThan(0);

    await ex.ctx.storage.db.transaction().execute((trx) =>
      ledger.post(trx, {
        reason: 'liquidation',
        refId: 'test-liquidation',
        legs: [
          { userId: SYSTEM_USER, kind: 'house', coin: 'USDT', balance: '-65.25' },
          { userId: SYSTEM_USER, kind: 'insurance', coin: 'USDT', balance: '65.25' },
        ],
      }),
    );
    const moved = await ex.call(apiRoutes.contractInsuranceFund);
    expect(z.array(insuranceFundSchema).parse(moved.body.data)).toEqual([
      { coin_name: 'USDT', balance: '1299.75', updated_at: (await insurance()).updated_at },
    ]);
  });
});
