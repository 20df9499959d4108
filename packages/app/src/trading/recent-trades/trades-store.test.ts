import { describe, expect, it, vi } from 'vitest';
import type { PublicTrade } from '@exchange/api/socket';
import { createTradesStore } from './trades-store.ts';

function manualScheduler() {
  const queue: (() => void)[] = [];
  return {
    schedule: (flush: () => void) => {
      queue.push(flush);
    },
    get scheduled() {
      return queue.length;
    },
    frame() {
      for (const flush of queue.splice(0)) flush();
    },
  };
}

const trade = (id: number): PublicTrade => ({
  id: String(id),
  price: `${100 + id}`,
  amount: '1',
  side: id % 2 === 0 ? 'buy' : 'sell',
  ts: 1_000 + id,
});

describe('createTradesStore', () => {
  it('replaces on set, newest first', () => {
    const clock = manualScheduler();
    const store = createTradesStore({ schedule: clock.schedule });
    store.set([trade(1), trade(3), trade(2)]);
    clock.frame();
    expect(store.getSnapshot().status).toBe('ready');
    expect(store.getSnapshot().trades.map((t) => t.id)).toEqual(['3', '2', '1']);
  });

  it('adds live trades on top, without duplicates, capped', () => {
    const clock = manualScheduler();
    const store = createTradesStore({ schedule: clock.schedule, cap: 3 });
    store.set([trade(1), trade(2)]);
    store.add([trade(2), trade(3)]);
    store.add([trade(4)]);
    clock.frame();
    expect(store.getSnapshot().trades.map((t) => t.id)).toEqual(['4', '3', '2']);
  });

  it('coalesces many adds into one notification per frame', () => {
    const clock = manualScheduler();
    const store = createTradesStore({ schedule: clock.schedule });
    const listener = vi.fn();
    store.subscribe(listener);
    store.set([]);
    for (let i = 0; i < 100; i += 1) store.add([trade(i)]);
    expect(clock.scheduled).toBe(1);
    clock.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().trades).toHaveLength(50);
    expect(store.getSnapshot().trades[0]?.id).toBe('99');
  });

  it('keeps the snapshot object until the next flush', () => {
    const clock = manualScheduler();
    const store = createTradesStore({ schedule: clock.schedule });
    store.set([trade(1)]);
    clock.frame();
    const first = store.getSnapshot();
    store.add([trade(2)]);
    expect(store.getSnapshot()).toBe(first);
  });

  it('ignores live trades until the snapshot is in, so a partial tape never looks complete', () => {
    const clock = manualScheduler();
    const store = createTradesStore({ schedule: clock.schedule });
    store.add([trade(1)]);
    clock.frame();
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', trades: [] });
  });

  it('fails and resets', () => {
    const clock = manualScheduler();
    const store = createTradesStore({ schedule: clock.schedule });
    store.set([trade(1)]);
    store.fail();
    clock.frame();
    expect(store.getSnapshot()).toEqual({ status: 'error', trades: [] });
    store.reset();
    clock.frame();
    expect(store.getSnapshot().status).toBe('loading');
  });
});
