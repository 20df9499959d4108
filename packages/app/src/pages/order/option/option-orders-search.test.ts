import { describe, expect, it } from 'vitest';
import { dayStart } from '../../assets/shared/day-range.ts';
import {
  isOptionFiltered,
  optionWireFilter,
  parseOptionOrdersSearch,
} from './option-orders-search.ts';

describe('parseOptionOrdersSearch', () => {
  it('keeps every well-formed filter of the history tab', () => {
    expect(
      parseOptionOrdersSearch({
        tab: 'history',
        symbol: 'BTCUSDT',
        direction: 'down',
        status: 'draw',
        from: '2026-11-01',
        to: '2026-11-23',
        page: '2',
      }),
    ).toEqual({
      tab: 'history',
      symbol: 'BTCUSDT',
      direction: 'down',
      status: 'draw',
      from: '2026-11-01',
      to: '2026-11-23',
      page: 2,
    });
  });

  it('drops what is malformed, never failing', () => {
    expect(
      parseOptionOrdersSearch({ tab: 'closed', direction: 'sideways', symbol: 'btc', page: '0' }),
    ).toEqual({});
  });

  it('drops a result on the open tab: open options have none yet', () => {
    expect(parseOptionOrdersSearch({ status: 'won', direction: 'up' })).toEqual({
      direction: 'up',
    });
    expect(parseOptionOrdersSearch({ tab: 'history', status: 'open' })).toEqual({
      tab: 'history',
    });
  });
});

describe('isOptionFiltered', () => {
  it('counts the filters, not the tab or the page', () => {
    expect(isOptionFiltered({ tab: 'history', page: 3 })).toBe(false);
    expect(isOptionFiltered({ status: 'lost' })).toBe(true);
  });
});

describe('optionWireFilter', () => {
  it('turns the day range into a window from the first day to the start of the day after the last', () => {
    expect(
      optionWireFilter({ symbol: 'ETHUSDT', from: '2026-11-01', to: '2026-11-01', page: 2 }),
    ).toEqual({
      symbol: 'ETHUSDT',
      from: dayStart('2026-11-01'),
      to: dayStart('2026-11-02'),
    });
  });
});
