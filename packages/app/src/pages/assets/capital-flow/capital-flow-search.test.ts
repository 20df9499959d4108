import { describe, expect, it } from 'vitest';
import { parseCapitalFlowSearch } from './capital-flow-search.ts';

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
