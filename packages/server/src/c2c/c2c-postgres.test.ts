import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '@exchange/api';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.ts';
import { openStorage, type Storage } from '../db/connect.ts';
import { C2cService } from './c2c-service.ts';
import { startC2cTest, T0, totals, type C2cTest, WINDOW_15 } from './c2c-test-kit.ts';

// The same C2C queries on PostgreSQL (NUMERIC amounts, BIGINT times, row locks): orders racing
// for one ad's last coin, a release, and two clocks timing out the same order once.

let pg: TestPostgres;
let storage: Storage;
let t: C2cTest;
beforeAll(async () => {
  pg = await startTestPostgres();
  storage = await openStorage({ url: await pg.createDatabase() });
  t = await startC2cTest({ storage });
}, 120_000);
afterAll(async () => {
  await t.ex.close();
  await storage.close();
  await pg.stop();
});

describe('C2C on PostgreSQL', () => {
  it('never sells an ad twice over, releases exactly and times out once', async () => {
    const start = await totals(storage);
    const ad = await t.publish(t.alice, { amount: '100', max_fiat: '105' });
    expect(ad).toMatchObject({ available: '100', price: '1.05' });
    const body = { ad_id: ad.id, amount: '60', amount_in: 'coin' };
    const answers = await Promise.all(
      [t.bob, t.carol].map((who) => t.call(apiRoutes.c2cPlaceOrder, { token: who.token, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    const winner = answers.find((a) => a.status === 200)?.body.data as {
      id: number;
      payment_methods: { id: number }[];
    };
    const buyer = answers[0]?.status === 200 ? t.bob : t.carol;
    const other = buyer === t.bob ? t.carol : t.bob;
    await t.act('c2cMarkPaid', buyer, {
      id: winner.id,
      payment_method_id: winner.payment_methods[0]?.id ?? 0,
    });
    await t.act('c2cRelease', t.alice, { id: winner.id });
    expect(await t.spot(buyer.id)).toBe('10060');
    const sent = await t.call(apiRoutes.c2cSendMessage, {
      token: buyer.token,
      body: { order_id: winner.id, text: 'Thanks' },
    });
    expect(sent.status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const read = await t.call(apiRoutes.c2cMessages, {
        token: t.alice.token,
        query: { order_id: winner.id },
      });
      expect((read.body.data as unknown[]).length).toBe(4);
    }
    const seen = await t.call(apiRoutes.c2cOrder, {
      token: t.alice.token,
      params: { id: winner.id },
    });
    expect(seen.body.data).toMatchObject({ unread: 0, status: 'completed' });
    const list = await t.call(apiRoutes.c2cAds, {
      query: { side: 'sell', coin_id: 1, fiat: 'USD' },
    });
    expect(
      (list.body.data as { list: { advertiser: unknown }[] }).list[0]?.advertiser,
    ).toMatchObject({ trades_30d: 1, completion_rate: '1' });

    const due = await t.place(other, { ad_id: ad.id, amount: '40', amount_in: 'coin' });
    const at = T0 + WINDOW_15;
    t.clock.now = at;
    const second = new C2cService(t.ex.ctx, t.ex.app.c2c.config, t.ex.app.c2c.index, () => {});
    await Promise.all([t.ex.app.c2c.tick(at), second.tick(at)]);
    const rows = await storage.db
      .selectFrom('c2c_messages')
      .select('id')
      .where('order_id', '=', due.id)
      .where('text', '=', 'system:timeout')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await t.escrow()).toBe('40');
    expect(await totals(storage)).toEqual(start);
  });
});
