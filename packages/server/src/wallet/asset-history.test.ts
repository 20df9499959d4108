import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiRoutes,
  assetHistory,
  assetHistorySchema,
  assetSchema,
  klineBarSchema,
} from '@exchange/api';
import { z } from 'zod';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { valuation } from './valuation.ts';
import { ledger } from './ledger.ts';
import { fieldsOf } from './wallet-test-kit.ts';

// The overview's 30-day line (issue 17) on a fake clock: the server's clock and the ledger's
// timestamps both read Date, which the test moves day by day.

const DAY = 86_400_000;
const MARCH_10 = Date.UTC(2026, 2, 10);
const at = (day: number, hours: number) => day + hours * 3_600_000;

/** Demo funds at sign-up (spot, plus 1000 USDT in futures): what Alice holds on March 10. */
const GRANTS: Record<string, string> = {
  USDT: '11000',
  BTC: '0.5',
  ETH: '5',
  USDC: '1000',
  SOL: '20',
  DOGE: '5000',
};

describe('GET /wallet/asset_history', () => {
  let ex: TestExchange;
  let alice: { token: string; id: number };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(MARCH_10, 12));
    ex = await startTestExchange();
    alice = await ex.signUp('alice-history@example.com');
    // March 11: 0.25 BTC arrives; a transfer changes nothing of the total.
    vi.setSystemTime(at(MARCH_10 + DAY, 9));
    await ex.ctx.storage.db.transaction().execute((trx) =>
      ledger.deposit(trx, {
        userId: alice.id,
        coin: 'BTC',
        amount: '0.25',
        reason: 'deposit',
        refId: 'test:history',
      }),
    );
    const moved = await ex.call(apiRoutes.transfer, {
      token: alice.token,
      body: { coin_id: 1, from: 'spot', to: 'futures', amount: '100' },
    });
    expect(moved.status).toBe(200);
    vi.setSystemTime(at(MARCH_10 + 3 * DAY, 8));
  });
  afterAll(async () => {
    await ex.close();
    vi.useRealTimers();
  });

  /** The close of a pair's last daily candle that started before `dayEnd`, via GET /spots/kline. */
  async function closeBefore(coin: string, dayEnd: number): Promise<string> {
    if (coin === 'USDT' || coin === 'USDC') return '1';
    const res = await ex.call(apiRoutes.spotKline, {
      query: { symbol: `${coin}USDT`, period: 'D', from: dayEnd - 10 * DAY, to: dayEnd },
    });
    const bars = z.array(klineBarSchema).parse(res.body.data);
    const last = bars.at(-1);
    if (!last) throw new Error(`No daily candle of ${coin} before ${String(dayEnd)}`);
    return last.close;
  }

  async function expectedValue(holdings: Record<string, string>, dayEnd: number) {
    let total = new Big(0);
    for (const [coin, amount] of Object.entries(holdings))
      total = total.plus(new Big(amount).times(await closeBefore(coin, dayEnd)));
    return {
      total_assets_usdt: valuation(total),
      total_assets_btc: valuation(total.div(await closeBefore('BTC', dayEnd))),
    };
  }

  // A month of daily valuations: past 5 s on a loaded machine (5.3 s seen), so 20 s.
  it('values every ended day since sign-up at its close, and now at the live price', async () => {
    const res = await ex.call(assetHistory, { token: alice.token });
    expect(res.status).toBe(200);
    const history = assetHistorySchema.parse(res.body.data);
    expect(history.list.map((p) => p.time)).toEqual([MARCH_10, MARCH_10 + DAY, MARCH_10 + 2 * DAY]);
    const withDeposit = { ...GRANTS, BTC: '0.75' };
    expect(history.list).toEqual([
      { time: MARCH_10, ...(await expectedValue(GRANTS, MARCH_10 + DAY)) },
      { time: MARCH_10 + DAY, ...(await expectedValue(withDeposit, MARCH_10 + 2 * DAY)) },
      { time: MARCH_10 + 2 * DAY, ...(await expectedValue(withDeposit, MARCH_10 + 3 * DAY)) },
    ]);
    // The deposit shows on the day it arrived.
    expect(history.list[1]?.total_assets_usdt).not.toBe(history.list[0]?.total_assets_usdt);
    const asset = assetSchema.parse(
      (await ex.call(apiRoutes.getAsset, { token: alice.token })).body.data,
    );
    expect(history.current).toEqual({ time: Date.now(), ...asset });
  }, 20_000);

  it('keeps each ended day once: a later call reads the kept valuations', async () => {
    const kept = () =>
      ex.ctx.storage.db
        .selectFrom('asset_valuations')
        .select(['day', 'total_usdt'])
        .where('user_id', '=', alice.id)
        .orderBy('day')
        .execute();
    const first = await kept();
    expect(first.map((row) => row.day)).toEqual([MARCH_10, MARCH_10 + DAY, MARCH_10 + 2 * DAY]);
    // A kept day is what the page gets, whatever the ledger or the candles say now.
    await ex.ctx.storage.db
      .updateTable('asset_valuations')
      .set({ total_usdt: '12345.6' })
      .where('user_id', '=', alice.id)
      .where('day', '=', MARCH_10)
      .execute();
    const again = assetHistorySchema.parse(
      (await ex.call(assetHistory, { token: alice.token })).body.data,
    );
    expect(again.list[0]?.total_assets_usdt).toBe('12345.6');
    expect(await kept()).toHaveLength(3);
  });

  it('the next day adds one point; `days` bounds the window', async () => {
    vi.setSystemTime(at(MARCH_10 + 4 * DAY, 1));
    const history = assetHistorySchema.parse(
      (await ex.call(assetHistory, { token: alice.token, query: { days: 2 } })).body.data,
    );
    expect(history.list.map((p) => p.time)).toEqual([MARCH_10 + 3 * DAY]);
    const today = assetHistorySchema.parse(
      (await ex.call(assetHistory, { token: alice.token, query: { days: 1 } })).body.data,
    );
    expect(today.list).toEqual([]);
    expect(today.current.time).toBe(Date.now());
  });

  it('a new account starts its line on the day it signed up', async () => {
    const bob = await ex.signUp('bob-history@example.com');
    const history = assetHistorySchema.parse(
      (await ex.call(assetHistory, { token: bob.token })).body.data,
    );
    expect(history.list).toEqual([]);
    expect(new Big(history.current.total_assets_usdt).gt(0)).toBe(true);
  });

  it('bad input names `days`; no token is a 401', async () => {
    for (const days of ['0', '91', 'abc', '-3', '1.5']) {
      const res = await ex.call(assetHistory, { token: alice.token, query: { days } });
      expect(res.status, days).toBe(422);
      expect(fieldsOf(res.body)).toEqual(['days']);
    }
    expect((await ex.call(assetHistory)).status).toBe(401);
  });
});
