import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  encodeQuery,
  paginated,
  STATEMENT_CSV_COLUMNS,
  statementCsvRecord,
  statementSchema,
  statementsCsvFilename,
  statementsExport,
} from '@exchange/api';
import { ledger } from './ledger.ts';
import { EXPORT_PAGE } from './statement-export-routes.ts';
import { fieldsOf, startWalletTest, USDT, type WalletTest } from './wallet-test-kit.ts';

// Capital flow's "Export CSV" (issue 17): the whole filtered set as a download, not one page.

describe('GET /wallet/statements/export', () => {
  let ex: WalletTest['ex'];
  let alice: WalletTest['alice'];
  let bob: WalletTest['bob'];

  beforeAll(async () => {
    ({ ex, alice, bob } = await startWalletTest());
    const moved = await ex.call(apiRoutes.transfer, {
      token: alice.token,
      body: { coin_id: USDT, from: 'spot', to: 'futures', amount: '250.5' },
    });
    expect(moved.status).toBe(200);
  });
  afterAll(() => ex.close());

  const download = (token: string | undefined, query: Record<string, unknown> = {}) => {
    const search = encodeQuery(query);
    return ex.app.inject({
      method: 'GET',
      url: `${statementsExport.path}${search ? `?${search}` : ''}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };

  /** Every row GET /wallet/statements lists for the same filters, page by page. */
  async function listed(token: string, query: Record<string, unknown> = {}) {
    const rows = [];
    for (let page = 1; ; page += 1) {
      const res = await ex.call(apiRoutes.statements, {
        token,
        query: { ...query, page, limit: 100 },
      });
      const data = paginated(statementSchema).parse(res.body.data);
      rows.push(...data.list);
      if (page * data.limit >= data.total) return rows;
    }
  }

  it('answers a CSV attachment: a header, then every listed row, newest first', async () => {
    const res = await download(alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${statementsCsvFilename(Date.now())}"`,
    );
    const rows = await listed(alice.token);
    expect(rows.length).toBeGreaterThan(2);
    expect(res.body).toBe(
      [`${STATEMENT_CSV_COLUMNS.join(',')}\r\n`, ...rows.map(statementCsvRecord)].join(''),
    );
    expect(res.body).toMatch(/,transfer_out,-250\.5,/);
  });

  it('takes the same filters as the list', async () => {
    const query = { coin_id: USDT, account: 'spot', type: 'transfer_out', from: 1 };
    const res = await download(alice.token, query);
    const lines = res.body.split('\r\n').filter(Boolean);
    const rows = await listed(alice.token, query);
    expect(rows).toHaveLength(1);
    expect(lines).toHaveLength(2);
    expect(`${lines[1] ?? ''}\r\n`).toBe(statementCsvRecord(rows[0] ?? statementSchema.parse({})));
    const none = await download(alice.token, { from: Date.now() + 60_000 });
    expect(none.body).toBe(`${STATEMENT_CSV_COLUMNS.join(',')}\r\n`);
  });

  // 2 pages and 3 rows of ledger postings: past 5 s on a loaded machine (5.3 s seen), so 20 s.
  it('streams a long history page by page, every row once', async () => {
    const carol = await ex.signUp('carol-export@example.com');
    const count = 2 * EXPORT_PAGE + 3;
    await ex.ctx.storage.db.transaction().execute(async (trx) => {
      for (let i = 1; i <= count; i += 1) {
        await ledger.deposit(trx, {
          userId: carol.id,
          coin: 'USDT',
          amount: '0.01',
          reason: 'deposit',
          refId: `deposit:${String(i)}`,
        });
      }
    });
    const res = await download(carol.token, { type: 'deposit' });
    const lines = res.body.split('\r\n').filter(Boolean).slice(1);
    expect(lines).toHaveLength(count);
    const ids = lines.map((line) => Number(line.split(',')[0]));
    expect(new Set(ids).size).toBe(count);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  }, 20_000);

  it('a cell a spreadsheet would run is defused', async () => {
    const dave = await ex.signUp('dave-export@example.com');
    await ex.ctx.storage.db.transaction().execute((trx) =>
      ledger.deposit(trx, {
        userId: dave.id,
        coin: 'USDT',
        amount: '1',
        reason: 'deposit',
        refId: '=HYPERLINK("http://evil.example","click")',
      }),
    );
    const res = await download(dave.token, { type: 'deposit' });
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it("holds only the caller's rows", async () => {
    const res = await download(bob.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('transfer_out');
    const aliceRefs = new Set((await listed(alice.token)).map((row) => row.ref_id));
    const bobRefs = (await listed(bob.token)).map((row) => row.ref_id);
    expect(bobRefs.filter((ref) => aliceRefs.has(ref))).toEqual([]);
  });

  it('bad filters are a 422 naming the field before anything is sent; no token is a 401', async () => {
    for (const [query, field] of [
      [{ coin_id: 999 }, 'coin_id'],
      [{ type: 'gift' }, 'type'],
      [{ account: 'savings' }, 'account'],
      [{ from: 'yesterday' }, 'from'],
    ] as const) {
      const res = await download(alice.token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(fieldsOf(res.json())).toEqual([field]);
    }
    const anonymous = await download(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 'error', code: 401 });
  });
});
