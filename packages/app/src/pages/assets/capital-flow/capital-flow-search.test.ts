import { describe, expect, it } from 'vitest';
import { dayStart, parseCapitalFlowSearch, timeWindow } from './capital-flow-search.ts';

describe('parseCapitalFlowSearch', () => {
  it('keeps well-formed filters', () => {
    expect(
      parseCapitalFlowSearch({
        account: 'futures',
        coin: 'USDT',
        type: 'transfer_in',
        from: '2026-11-01',
        to: '2026-11-23',
        page: '3',
      }),
    ).toEqual({
      account: 'futures',
      coin: 'USDT',
      type: 'transfer_in',
      from: '2026-11-01',
      to: '2026-11-23',
      page: 3,
    });
  });

  it('drops unknown accounts and types, odd dates and pages below 2', () => {
    expect(
      parseCapitalFlowSearch({
        account: 'savings',
        type: 'gift',
        from: '2026-02-30',
        to: 'yesterday',
        page: '1',
        coin: '',
      }),
    ).toEqual({});
    expect(parseCapitalFlowSearch({ page: '2.5' })).toEqual({});
  });
});

describe('timeWindow', () => {
  it('covers whole days, the last one included', () => {
    const window = timeWindow('2026-11-01', '2026-11-01');
    expect(window.from).toBe(dayStart('2026-11-01'));
    expect(window.to).toBe(dayStart('2026-11-02'));
  });

  it('crosses month ends', () => {
    expect(timeWindow(undefined, '2026-11-30').to).toBe(dayStart('2026-12-01'));
  });

  it('leaves an open end open', () => {
    expect(timeWindow(undefined, undefined)).toEqual({ from: undefined, to: undefined });
  });
});
