import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/create-api-client.ts';
import { STATEMENT_CSV_COLUMNS, statementCsvRecord } from '../csv.ts';
import { assetHistorySchema } from '../wallet.ts';
import { statementsFixture } from './fixtures/account.ts';
import { createHandlers } from './handlers.ts';

const server = setupServer(...createHandlers());
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

const api = createApiClient({
  baseUrl: 'http://exchange.test',
  getToken: () => 'fixture-token',
  getLocale: () => 'en',
  deviceId: 'dev',
  hooks: { onSessionInvalid: vi.fn(), onMessage: vi.fn(), onUnauthorized: vi.fn() },
});

describe('MSW: the overview line and the capital-flow CSV', () => {
  it('answers the filtered statements as a CSV file', async () => {
    const csv = await api.call('statementsExport', { query: { type: 'transfer_out' } });
    const rows = statementsFixture.filter((row) => row.type === 'transfer_out');
    expect(rows.length).toBeGreaterThan(0);
    expect(csv).toBe(
      [`${STATEMENT_CSV_COLUMNS.join(',')}\r\n`, ...rows.map(statementCsvRecord)].join(''),
    );
  });

  it('answers one point per ended day of the window, oldest first, then the current point', async () => {
    const history = assetHistorySchema.parse(
      await api.call('assetHistory', { query: { days: 30 } }),
    );
    expect(history.list).toHaveLength(29);
    const times = history.list.map((point) => point.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(new Set(history.list.map((point) => point.total_assets_usdt)).size).toBeGreaterThan(20);
    expect(history.current.time).toBeGreaterThan(times.at(-1) ?? 0);
    expect(await api.call('assetHistory', { query: { days: 7 } })).toMatchObject({
      list: history.list.slice(-6),
    });
  });
});
