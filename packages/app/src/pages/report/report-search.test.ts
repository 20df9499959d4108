import { describe, expect, it } from 'vitest';
import {
  parseReportItemSearch,
  parseReportSearch,
  reportFilterOf,
  reportItemFilterOf,
  utcDayStart,
} from './report-search.ts';

const NOV_1 = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

describe('utcDayStart', () => {
  it('reads a real day as UTC midnight and refuses anything else', () => {
    expect(utcDayStart('2026-11-01')).toBe(NOV_1);
    expect(utcDayStart('2026-02-30')).toBeUndefined();
    expect(utcDayStart('1 Nov 2026')).toBeUndefined();
    expect(utcDayStart(7)).toBeUndefined();
  });
});

describe('parseReportSearch', () => {
  it('keeps known periods, accounts and real days, drops the rest', () => {
    expect(
      parseReportSearch({ period: '90d', account: 'futures', from: '2026-11-01', to: 'x' }),
    ).toEqual({ period: '90d', account: 'futures', from: '2026-11-01' });
    expect(parseReportSearch({ period: '1y', account: 'margin' })).toEqual({});
  });
});

describe('reportFilterOf', () => {
  it('defaults to 30 days of every account', () => {
    expect(reportFilterOf({})).toEqual({ account: 'all', period: '30d' });
  });

  it('makes a custom period of the first day to the day after the last', () => {
    expect(
      reportFilterOf({ period: 'custom', account: 'spot', from: '2026-11-01', to: '2026-11-07' }),
    ).toEqual({ account: 'spot', period: 'custom', from: NOV_1, to: NOV_1 + 7 * DAY });
  });

  it('has no query for a custom period missing a day or ending before it starts', () => {
    expect(reportFilterOf({ period: 'custom', from: '2026-11-01' })).toBeNull();
    expect(reportFilterOf({ period: 'custom', from: '2026-11-02', to: '2026-11-01' })).toBeNull();
  });
});

describe('report item search', () => {
  it('parses a day, a symbol, a range and a page past the first', () => {
    expect(
      parseReportItemSearch({ date: '2026-11-01', symbol: 'btcusdt', page: '3', account: 'x' }),
    ).toEqual({ date: '2026-11-01', page: 3 });
    expect(parseReportItemSearch({ symbol: 'BTCUSDT', page: '1' })).toEqual({ symbol: 'BTCUSDT' });
  });

  it('asks for one day, or a symbol within its days', () => {
    expect(reportItemFilterOf({}, 10)).toBeNull();
    expect(reportItemFilterOf({ date: '2026-11-01' }, 10)).toEqual({
      account: 'all',
      page: 1,
      limit: 10,
      date: NOV_1,
      symbol: undefined,
      from: undefined,
      to: undefined,
    });
    expect(
      reportItemFilterOf({ symbol: 'ETHUSDT', from: '2026-11-01', to: '2026-11-01', page: 2 }, 10),
    ).toMatchObject({ symbol: 'ETHUSDT', page: 2, from: NOV_1, to: NOV_1 + DAY });
  });
});
