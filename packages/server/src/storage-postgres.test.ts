import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  paginated,
  statementSchema,
  walletSchema,
  withdrawalSchema,
} from '@exchange/api';
import { openStorage, type Storage } from './db/connect.ts';
import { startTestPostgres, type TestPostgres } from '../test/postgres.ts';
import { grantLevel } from './identity/identity-test-kit.ts';
import { startTestExchange, type TestExchange } from '../test/harness.ts';

// The HTTP routes of part 1 on PostgreSQL: the same queries as on SQLite, through one layer.
describe('accounts and wallet on PostgreSQL', () => {
  let pg: TestPostgres;
  let storage: Storage;
  let ex: TestExchange;

  beforeAll(async () => {
    pg = await startTestPostgres();
    storage = await openStorage({ url: await pg.createDatabase() });
    ex = await startTestExchange({ storage });
  }, 60_000);
  afterAll(async () => {
    await ex.close();
    await storage.close();
    await pg.stop();
  });

  it('migrates, registers, deposits, transfers, withdraws and reports statements', async () => {
    expect(storage.dialect).toBe('postgres');
    const alice = await ex.signUp('pg-alice@example.com');
    const bob = await ex.signUp('pg-bob@example.com');
    // Basic identity (50,000 USDC a day): the 2 ETH below is over an unverified account's 2,000.
    await grantLevel(ex, alice.id, 'basic');
    expect(
      (
        await ex.call(apiRoutes.demoDeposit, {
          token: alice.token,
          body: { coin_id: 3, network: 'ERC20', amount: '0.123456789' },
        })
      ).status,
    ).toBe(200);
    // The demo chain credits it at Ethereum's 12 confirmations.
    for (let block = 0; block < 12; block += 1) await ex.chain?.mineBlock();
    expect(
      (
        await ex.call(apiRoutes.transfer, {
          token: alice.token,
          body: { coin_id: 3, from: 'spot', to: 'finance', amount: '1.00000001' },
        })
      ).status,
    ).toBe(200);
    await ex.call(apiRoutes.getCaptcha, {
      token: alice.token,
      body: { email: 'pg-alice@example.com', type: 'withdraw' },
    });
    const w = withdrawalSchema.parse(
      (
        await ex.call(apiRoutes.withdraw, {
          token: alice.token,
          body: {
            coin_id: 3,
            network: 'ERC20',
            address: '0x52908400098527886E0F7030069857D2E4169EE7',
            amount: '2',
            email_code: await ex.lastCode('pg-alice@example.com'),
          },
        })
      ).body.data,
    );
    expect(
      (await ex.call(apiRoutes.cancelWithdraw, { token: bob.token, body: { id: w.id } })).status,
    ).toBe(404);
    const spot = walletSchema.parse(
      (await ex.call(apiRoutes.wallet, { token: alice.token })).body.data,
    );
    // 5 demo + 0.123456789 deposit − 1.00000001 transfer (ETH moves with 8 decimals) = 4.123456779, of which 2 frozen.
    expect(spot.list.find((e) => e.coin_name === 'ETH')).toMatchObject({
      balance: '2.123456779',
      freeze: '2',
      total_balance: '4.123456779',
    });
    const flow = paginated(statementSchema).parse(
      (await ex.call(apiRoutes.statements, { token: alice.token, query: { coin_id: 3 } })).body
        .data,
    );
    expect(flow.list.map((s) => s.type)).toEqual([
      'withdraw',
      'transfer_in',
      'transfer_out',
      'deposit',
      'demo_grant',
    ]);
    expect(flow.list[0]).toMatchObject({ amount: '-2', balance: '2.123456779' });
  });
});
