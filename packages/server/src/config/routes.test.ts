import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  CONFIG_KEYS,
  configEntrySchema,
  DEMO_MODE_CONFIG,
  failureBodySchema,
  rechargeWithdrawSchema,
  versionInfoSchema,
} from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';

describe('config routes', () => {
  let ex: TestExchange;
  beforeAll(async () => {
    ex = await startTestExchange();
  });
  afterAll(() => ex.close());

  it('GET /config/getConfig answers every key of SPEC.md section 3 with the spec defaults', async () => {
    const res = await ex.call(apiRoutes.getConfig);
    expect(res.status).toBe(200);
    const entries = configEntrySchema.array().parse(res.body.data);
    // The harness runs in demo mode: the spec's keys plus the demo flag.
    expect(entries.map((e) => e.keywords).sort()).toEqual(
      [...CONFIG_KEYS, DEMO_MODE_CONFIG.keywords].sort(),
    );
    const value = (key: string) => entries.find((e) => e.keywords === key);
    expect(value('website_auth_img_params')?.content).toBe('front_img,back_img,hand_img');
    expect(value('site_quote_name1')?.content).toBe('USDC');
    expect(value('site_otc_name')?.content).toBe('OTC');
    // The MSB setting names a real article, which the article route serves.
    const msb = Number(value('msb_article_id')?.content);
    const article = await ex.call(apiRoutes.article, { params: { id: msb } });
    expect(article.body.data).toMatchObject({ title: 'MSB registration' });
    expect(value('website_privacy_policy')?.content_url).toMatch(
      /^\/article\/detail\?article_id=\d+$/,
    );
  });

  // Issue 15, item 3: the app must know it runs against a demo server to say where codes go.
  it('GET /config/getConfig says demo mode and where the mailbox is, only in demo mode', async () => {
    const demo = configEntrySchema.array().parse((await ex.call(apiRoutes.getConfig)).body.data);
    expect(demo.find((e) => e.keywords === 'demo_mode')).toEqual({
      keywords: 'demo_mode',
      content: '1',
      content_url: '/demo/mailbox',
    });
    const live = await startTestExchange({ demo: false });
    try {
      const entries = configEntrySchema
        .array()
        .parse((await live.call(apiRoutes.getConfig)).body.data);
      expect(entries.map((e) => e.keywords).sort()).toEqual([...CONFIG_KEYS].sort());
      // And the mailbox the link points at does not exist there.
      const mailbox = await live.call(apiRoutes.demoMailbox, {
        query: { email: 'trader@exchange.example' },
      });
      expect(mailbox.status).toBe(404);
    } finally {
      await live.close();
    }
  });

  it('GET /config/rechargeWithdraw lists networks per coin and filters by coin', async () => {
    const all = rechargeWithdrawSchema
      .array()
      .parse((await ex.call(apiRoutes.rechargeWithdraw)).body.data);
    expect(all.map((c) => c.coin_name)).toEqual(
      expect.arrayContaining(['USDT', 'BTC', 'ETH', 'USDC']),
    );
    const usdt = rechargeWithdrawSchema
      .array()
      .parse((await ex.call(apiRoutes.rechargeWithdraw, { query: { coin_id: 1 } })).body.data);
    expect(usdt).toHaveLength(1);
    expect(usdt[0]?.networks.find((n) => n.network === 'TRC20')).toMatchObject({
      min_withdraw: '10',
      withdraw_fee: '1',
      deposit_enabled: true,
    });
    const bad = await ex.call(apiRoutes.rechargeWithdraw, { query: { coin_id: 'x' } });
    expect(bad.status).toBe(422);
    expect(failureBodySchema.parse(bad.body).data?.errors[0]?.field).toBe('coin_id');
    const unknown = await ex.call(apiRoutes.rechargeWithdraw, { query: { coin_id: 999 } });
    expect(unknown.status).toBe(422);
  });

  it('GET /app/last/10 gives the latest web version and /config/language the 12 languages', async () => {
    expect(
      versionInfoSchema.parse((await ex.call(apiRoutes.appVersion)).body.data).version_number,
    ).toMatch(/^\d+\.\d+\.\d+$/);
    const langs = (await ex.call(apiRoutes.languages)).body.data as {
      code: string;
      status: number;
    }[];
    expect(langs.map((l) => l.code).sort()).toEqual([
      'ar',
      'en',
      'es',
      'fr',
      'hi',
      'id',
      'ja',
      'ko',
      'ms',
      'pt',
      'ru',
      'zh-TW',
    ]);
    expect(langs.every((l) => l.status === 1)).toBe(true);
  });
});
