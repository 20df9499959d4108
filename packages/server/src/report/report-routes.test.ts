import { apiRoutes, reportItemSchema, reportSchema, REPORT_CSV_COLUMNS } from '@exchange/api';
import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { ledger } from '../wallet/ledger.ts';

const DAY = 86_400_000;
// The ledger stamps entries with the real time: the test's "today" is the real one, so the
// deposits fall on the period's last day as they do on a running server.
const TODAY = Math.floor(Date.now() / DAY) * DAY;
const DAY1 = TODAY - 2 * DAY;

describe('report routes', () => {
  let ex: TestExchange;
  let clock = DAY1 + 10 * 3_600_000;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  const place = (userId: number, side: 'buy' | 'sell', price: string, amount: string) =>
    ex.app.exchangeMarket.market.placeOrder(userId, {
      symbol: 'ETHUSDT',
      side,
      type: 'limit',
      price,
      amount,
      client_order_id: `${String(userId)}-${String(clock)}`,
    });

  beforeAll(async () => {
    ex = await startTestExchange({
      now: () => clock,
      earnTickMs: 0,
      contractTickMs: 0,
      launchpadTickMs: 0,
    });
    alice = await ex.signUp('alice@example.com');
    bob = await ex.signUp('bob@example.com');
    await ex.ctx.storage.db.transaction().execute(async (trx) => {
      for (const [userId, coin, amount] of [
        [alice.id, 'USDT', '10000'],
        [bob.id, 'ETH', '10'],
        [bob.id, 'USDT', '10000'],
      ] as const)
        await ledger.deposit(trx, { userId, coin, amount, reason: 'deposit', refId: 'report' });
    });
    // Day 1: Alice buys 2 ETH at 3200 (Bob's resting sell, she takes it).
    await place(bob.id, 'sell', '3200', '2');
    clock += 1000;
    await place(alice.id, 'buy', '3200', '2');
    // Day 2: Alice sells 1 ETH at 3300 into Bob's resting buy.
    clock = DAY1 + DAY + 10 * 3_600_000;
    await place(bob.id, 'buy', '3300', '1');
    clock += 1000;
    await place(alice.id, 'sell', '3300', '1');
    clock = Date.now();
  });
  afterAll(async () => {
    await ex.close();
  });

  it('reports the spot PnL of a worked example by the average cost method', async () => {
    const res = await ex.call(apiRoutes.pnlReport, {
      token: alice.token,
      query: { account: 'spot', period: '7d' },
    });
    expect(res.status).toBe(200);
    const report = reportSchema.parse(res.body.data);
    // Buy 2 ETH at 3200, 0.2 % taker fee in ETH: 1.996 ETH for 6400 USDT, 3206.41282565 each.
    // Sell 1 at 3300, 6.6 USDT fee: 3300 − 6.6 − 3206.41282565 = 86.98717435.
    expect(report.pnl).toBe('86.98717435');
    expect(report.fees).toBe('19.4'); // 0.004 ETH × 3200 + 6.6
    expect(report.volume).toBe('9700');
    expect(report.trade_count).toBe(2);
    expect(report.win_rate).toBe('1');
    expect(report.days).toHaveLength(7);
    expect(report.days.map((d) => d.pnl)).toEqual(['0', '0', '0', '0', '0', '86.98717435', '0']);
    expect(report.days.at(-1)?.cumulative_pnl).toBe('86.98717435');
    expect(report.days[4]?.date).toBe(DAY1);
    expect(report.symbols).toEqual([
      { symbol: 'ETHUSDT', pnl: '86.98717435', trade_count: 2, volume: '9700' },
    ]);
    // Today's asset value: the spot balances at the current prices.
    const spot = (await ledger.accounts(ex.ctx.storage.db, alice.id)).filter(
      (a) => a.kind === 'spot',
    );
    const value = spot.reduce(
      (sum, a) => sum.plus(new Big(a.balance).plus(a.frozen).times(ex.ctx.prices(a.coin) ?? 0)),
      new Big(0),
    );
    expect(report.days.at(-1)?.asset_value).toBe(value.toFixed());
    // Nothing held before the period: the return is PnL ÷ what came in (the 10 000 USDT
    // deposit and the demo grants to spot, 73 750 USDT at the reference prices).
    expect(report.return_rate).toBe('0.00117949');
  });

  it('counts each fill once however often the tick runs', async () => {
    const first = await ex.call(apiRoutes.pnlReport, {
      token: alice.token,
      query: { account: 'all', period: '30d' },
    });
    const second = await ex.call(apiRoutes.pnlReport, {
      token: alice.token,
      query: { account: 'all', period: '30d' },
    });
    expect(reportSchema.parse(second.body.data)).toEqual(reportSchema.parse(first.body.data));
    expect(reportSchema.parse(first.body.data).pnl).toBe('86.98717435');
    const bobs = await ex.call(apiRoutes.pnlReport, {
      token: bob.token,
      query: { account: 'spot', period: '7d' },
    });
    // Bob sold 2 ETH he had not bought through the market (deposited: no cost) as the maker,
    // 0.1 % fee: 6400 − 6.4 realised; his buy of 1 realises nothing.
    expect(reportSchema.parse(bobs.body.data)).toMatchObject({ trade_count: 2, pnl: '6393.6' });
  });

  it('answers one day in detail', async () => {
    const res = await ex.call(apiRoutes.pnlReportItem, {
      token: alice.token,
      query: { account: 'spot', date: DAY1 + DAY + 5 },
    });
    expect(res.status).toBe(200);
    const item = reportItemSchema.parse(res.body.data);
    expect(item).toMatchObject({
      pnl: '86.98717435',
      trade_count: 1,
      volume: '3300',
      fees: '6.6',
      funding: '0',
    });
    expect(item.trades.total).toBe(1);
    expect(item.trades.list[0]).toMatchObject({
      kind: 'spot',
      symbol: 'ETHUSDT',
      side: 'sell',
      price: '3300',
      amount: '1',
      fee: '6.6',
      fee_coin: 'USDT',
      realized_pnl: '86.98717435',
    });
    const bySymbol = reportItemSchema.parse(
      (
        await ex.call(apiRoutes.pnlReportItem, {
          token: alice.token,
          query: { account: 'spot', symbol: 'ETHUSDT', limit: 1 },
        })
      ).body.data,
    );
    expect(bySymbol.trades).toMatchObject({ total: 2, limit: 1 });
    expect(bySymbol.trades.list[0]?.side).toBe('sell');
    expect(bySymbol.fees).toBe('19.4');
  });

  it('exports the period as CSV', async () => {
    const file = await ex.app.inject({
      method: 'GET',
      url: '/pnl/report/export?account=spot&period=7d',
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toBe(REPORT_CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(8);
    expect(lines[6]).toBe(
      `${new Date(DAY1 + DAY).toISOString().slice(0, 10)},86.98717435,86.98717435,0`,
    );
  });

  it('refuses bad queries with 4xx naming the field', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ account: 'spot', period: 'custom', to: TODAY }, 'from'],
      [{ account: 'spot', period: 'custom', from: TODAY, to: TODAY }, 'to'],
      [{ account: 'spot', period: 'custom', from: 1, to: 400 * DAY }, 'to'],
      [{ account: 'margin', period: '7d' }, 'account'],
      [{ account: 'spot', period: '1y' }, 'period'],
    ];
    for (const [query, field] of cases) {
      const res = await ex.call(apiRoutes.pnlReport, { token: alice.token, query });
      expect(res.status, JSON.stringify(query)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.message).toContain(field);
    }
    const item = await ex.call(apiRoutes.pnlReportItem, {
      token: alice.token,
      query: { account: 'spot' },
    });
    expect(item.status).toBe(422);
    expect(item.body.message).toContain('date');
    const anonymous = await ex.call(apiRoutes.pnlReport, {
      query: { account: 'spot', period: '7d' },
    });
    expect(anonymous.status).toBe(401);
  });
});
