import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@exchange/api';
import { allOpenIds, cancelEach } from './order-cancels.ts';

describe('allOpenIds', () => {
  it('reads every page, not only the one on screen', async () => {
    const total = MAX_PAGE_SIZE + 3;
    const asked: number[] = [];
    const ids = await allOpenIds(({ page, limit }) => {
      asked.push(page);
      const from = (page - 1) * limit;
      const list = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => ({
        id: from + i + 1,
      }));
      return Promise.resolve({ list, total, page, limit });
    });
    expect(asked).toEqual([1, 2]);
    expect(ids).toHaveLength(total);
    expect(ids.at(-1)).toBe(total);
  });
});

describe('cancelEach', () => {
  it('goes on after a refusal and counts both', async () => {
    const asked: number[] = [];
    const outcome = await cancelEach([1, 2, 3], (id) => {
      asked.push(id);
      return id === 2 ? Promise.reject(new Error('Order already filled')) : Promise.resolve();
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(outcome).toEqual({ cancelled: 2, failed: 1 });
  });
});
