import { describe, expect, it, vi } from 'vitest';
import type { PriceLevel } from '@exchange/api/socket';
import { createOrderBookStore, framesAtMost } from './order-book-store.ts';

/** A scheduler the test drives: `frame()` runs what was scheduled, like one animation frame. */
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
      const due = queue.splice(0);
      for (const flush of due) flush();
    },
  };
}

const book = (price: string, ts: number) => ({
  asks: [[price, '1']] as PriceLevel[],
  bids: [['1', '1']] as PriceLevel[],
  ts,
});

describe('createOrderBookStore', () => {
  it('starts loading', () => {
    const store = createOrderBookStore({ schedule: manualScheduler().schedule });
    expect(store.getSnapshot()).toMatchObject({ status: 'loading', asks: [], bids: [] });
  });

  it('coalesces any number of updates into one flush and one notification per frame', () => {
    const clock = manualScheduler();
    const store = createOrderBookStore({ schedule: clock.schedule });
    const listener = vi.fn();
    store.subscribe(listener);
    for (let i = 0; i < 200; i += 1) store.set(book(String(100 + i), i));
    expect(clock.scheduled).toBe(1);
    expect(listener).not.toHaveBeenCalled();
    // Not published before the frame: React keeps rendering the previous book.
    expect(store.getSnapshot().status).toBe('loading');
    clock.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', ts: 199, asks: [['299', '1']] });
  });

  it('keeps the same snapshot object between flushes', () => {
    const clock = manualScheduler();
    const store = createOrderBookStore({ schedule: clock.schedule });
    store.set(book('10', 1));
    clock.frame();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.set(book('11', 2));
    expect(store.getSnapshot()).toBe(first);
    clock.frame();
    expect(store.getSnapshot()).not.toBe(first);
  });

  it('schedules again after a flush, and not at all when nothing changed', () => {
    const clock = manualScheduler();
    const store = createOrderBookStore({ schedule: clock.schedule });
    const listener = vi.fn();
    store.subscribe(listener);
    clock.frame();
    expect(listener).not.toHaveBeenCalled();
    store.set(book('10', 1));
    clock.frame();
    store.set(book('11', 2));
    expect(clock.scheduled).toBe(1);
    clock.frame();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('fails to an error without stale levels, and resets to loading', () => {
    const clock = manualScheduler();
    const store = createOrderBookStore({ schedule: clock.schedule });
    store.set(book('10', 5));
    clock.frame();
    store.fail();
    clock.frame();
    expect(store.getSnapshot()).toMatchObject({ status: 'error', asks: [], bids: [] });
    store.reset();
    clock.frame();
    expect(store.getSnapshot().status).toBe('loading');
  });

  it('stops calling a listener once unsubscribed', () => {
    const clock = manualScheduler();
    const store = createOrderBookStore({ schedule: clock.schedule });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set(book('10', 1));
    clock.frame();
    expect(listener).not.toHaveBeenCalled();
  });

  it('flushes on animation frames by default', async () => {
    const store = createOrderBookStore();
    const listener = vi.fn();
    store.subscribe(listener);
    for (let i = 0; i < 50; i += 1) store.set(book(String(i + 1), i));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().ts).toBe(49);
  });
});

describe('framesAtMost', () => {
  it('flushes on the next frame, then on none sooner than the interval after the last', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] });
    try {
      const schedule = framesAtMost(10);
      const times: number[] = [];
      const flush = vi.fn(() => {
        times.push(performance.now());
      });
      schedule(flush);
      expect(flush).not.toHaveBeenCalled();
      vi.advanceTimersByTime(17);
      expect(flush).toHaveBeenCalledTimes(1);
      // Asked again at once: it waits for the interval (100 ms), less half a frame at most.
      schedule(flush);
      vi.advanceTimersByTime(80);
      expect(flush).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(40);
      expect(flush).toHaveBeenCalledTimes(2);
      const [first = 0, second = 0] = times;
      expect(second - first).toBeGreaterThanOrEqual(100 - 1000 / 120);
      expect(second - first).toBeLessThanOrEqual(100 + 1000 / 60);
      // Asked long after the last flush: the next frame.
      vi.advanceTimersByTime(500);
      schedule(flush);
      vi.advanceTimersByTime(17);
      expect(flush).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
