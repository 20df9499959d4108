import { describe, expect, it } from 'vitest';
import type { ApiClient, Deposit, Page, Withdrawal } from '@exchange/api';
import { depositsFixture, withdrawalsFixture } from '@exchange/api/msw';
import { depositsQuery, RECORDS_LIVE_MS, withdrawalsQuery } from './funding.query.ts';

const api = {} as ApiClient;
const filter = { coinId: undefined, status: undefined, page: 1 };
const pageOf = <T>(list: T[]): Page<T> => ({ list, page: 1, limit: 10, total: list.length });

/** The refetch interval the options give while the query holds `data` (only its data is read). */
function intervalFor(
  options: ReturnType<typeof depositsQuery> | ReturnType<typeof withdrawalsQuery>,
  data: Page<Deposit> | Page<Withdrawal>,
) {
  const interval = options.refetchInterval as unknown;
  if (typeof interval !== 'function') throw new Error('Expected an interval function');
  return (interval as (query: { state: { data: unknown } }) => number | false)({ state: { data } });
}

describe('records stay live while something is moving', () => {
  it('a confirming deposit is asked for again; credited ones are not', () => {
    const options = depositsQuery(api, filter);
    expect(intervalFor(options, pageOf(depositsFixture))).toBe(RECORDS_LIVE_MS);
    const settled = depositsFixture.filter((row) => row.status !== 'confirming');
    expect(intervalFor(options, pageOf(settled))).toBe(false);
  });

  it('a pending or processing withdrawal is asked for again; finished ones are not', () => {
    const options = withdrawalsQuery(api, filter);
    expect(intervalFor(options, pageOf(withdrawalsFixture))).toBe(RECORDS_LIVE_MS);
    const processing = withdrawalsFixture.map((row) => ({ ...row, status: 'processing' as const }));
    expect(intervalFor(options, pageOf(processing))).toBe(RECORDS_LIVE_MS);
    const done = withdrawalsFixture.map((row) => ({ ...row, status: 'completed' as const }));
    expect(intervalFor(options, pageOf(done))).toBe(false);
  });
});

describe('records ask the server for the day window', () => {
  it('sends from (inclusive) and to (exclusive) on both lists, open ends left out', async () => {
    const sent: unknown[] = [];
    const client = {
      call: (_name: string, request: { query: unknown }) => {
        sent.push(request.query);
        return Promise.resolve(pageOf([]));
      },
    } as unknown as ApiClient;
    const window = { from: 1_762_000_000_000, to: 1_763_000_000_000 };
    const run = (options: { queryFn?: unknown }) =>
      (options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
        signal: new AbortController().signal,
      });
    await run(depositsQuery(client, { ...filter, ...window }));
    await run(withdrawalsQuery(client, { ...filter, from: window.from }));
    expect(sent).toEqual([
      { page: 1, limit: 10, ...window },
      { page: 1, limit: 10, from: window.from },
    ]);
  });
});
