import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.ts';
import { openStorage, type Storage } from '../db/connect.ts';
import { account, coinSums, DAY, earnOver, fundSpot, NOW, productByKey } from './earn-test-kit.ts';

const VALUE = Date.UTC(2026, 10, 25);

describe('earn on PostgreSQL', () => {
  let pg: TestPostgres;
  let storage: Storage;

  beforeAll(async () => {
    pg = await startTestPostgres();
    storage = await openStorage({ url: await pg.createDatabase() });
  }, 60_000);
  afterAll(async () => {
    await storage.close();
    await pg.stop();
  });

  it('subscribes, books each day once, redeems and matures with the same queries', async () => {
    const earn = await earnOver(storage);
    // A second start seeds nothing more and keeps the product ids.
    const again = await earnOver(storage);
    expect([...again.deps.catalog.keys()]).toEqual([...earn.deps.catalog.keys()]);
    await fundSpot(storage, 1, 'USDT', '5000');
    const flexible = productByKey(earn, 'usdt-flexible');
    const week = productByKey(earn, 'usdt-locked-7');
    const flex = await earn.subscribe(
      1,
      { product_id: flexible.id, amount: '2000', client_order_id: 'f' },
      NOW,
    );
    await earn.subscribe(1, { product_id: week.id, amount: '1000', client_order_id: 'w' }, NOW);
    await Promise.all([earn.tick(VALUE + 3 * DAY), again.tick(VALUE + 3 * DAY)]);
    const days = await storage.db
      .selectFrom('earn_records')
      .select('interest_day')
      .where('position_id', '=', flex.id)
      .where('type', '=', 'interest')
      .orderBy('interest_day')
      .execute();
    expect(days.map((row) => row.interest_day)).toEqual([VALUE, VALUE + DAY, VALUE + 2 * DAY]);
    await earn.redeem(1, { position_id: flex.id, amount: '2000' }, VALUE + 3 * DAY);
    await earn.tick(VALUE + 7 * DAY);
    // 3 days of 0.315068 (flexible) and 7 of 0.109589 (locked 7 days) on top of the 5,000.
    expect(await account(storage, 1, 'spot', 'USDT')).toEqual({
      balance: new Big(5000)
        .plus(new Big('0.315068').times(3))
        .plus(new Big('0.109589').times(7))
        .toFixed(),
      frozen: '0',
    });
    expect(await account(storage, 1, 'finance', 'USDT')).toEqual({ balance: '0', frozen: '0' });
    expect((await coinSums(storage)).USDT).toBe('0');
  });
});
