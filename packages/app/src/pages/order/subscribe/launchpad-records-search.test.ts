import { describe, expect, it } from 'vitest';
import {
  isLaunchpadFiltered,
  launchpadWireFilter,
  parseLaunchpadRecordsSearch,
} from './launchpad-records-search.ts';

describe('parseLaunchpadRecordsSearch', () => {
  it('keeps well-formed filters', () => {
    expect(
      parseLaunchpadRecordsSearch({ type: 'refund', project: '7', from: '2026-11-01', page: '3' }),
    ).toEqual({ type: 'refund', project: 7, from: '2026-11-01', page: 3 });
  });

  it('drops an unknown type, a bad project and the first page', () => {
    expect(parseLaunchpadRecordsSearch({ type: 'bonus', project: 'x', page: '1' })).toEqual({});
    expect(parseLaunchpadRecordsSearch({ project: '-1', page: '0' })).toEqual({});
  });
});

describe('launchpadWireFilter', () => {
  it('names the project as the wire does and leaves out what is unset', () => {
    expect(launchpadWireFilter({ type: 'allocation', project: 5, page: 2 })).toEqual({
      type: 'allocation',
      project_id: 5,
    });
  });

  it('bounds a one-day range by that day and the next', () => {
    const filter = launchpadWireFilter({ from: '2026-11-01', to: '2026-11-01' });
    expect(filter.from).toBe(new Date(2026, 10, 1).getTime());
    expect(filter.to).toBe(new Date(2026, 10, 2).getTime());
  });
});

describe('isLaunchpadFiltered', () => {
  it('counts the filters, not the page', () => {
    expect(isLaunchpadFiltered({ page: 2 })).toBe(false);
    expect(isLaunchpadFiltered({ project: 7 })).toBe(true);
  });
});
