import { describe, expect, it, vi } from 'vitest';
import { createToaster, TOAST_DURATION_MS, type ToastTimers } from './toaster.ts';

/** A hand-cranked clock: `advance(ms)` fires every timer that falls due. */
function manualTimers(): ToastTimers & { advance: (ms: number) => void } {
  let now = 0;
  let nextHandle = 1;
  const due = new Map<number, { at: number; callback: () => void }>();
  return {
    set: (callback, ms) => {
      const handle = nextHandle;
      nextHandle += 1;
      due.set(handle, { at: now + ms, callback });
      return handle;
    },
    clear: (handle) => {
      due.delete(handle as number);
    },
    advance: (ms) => {
      now += ms;
      for (const [handle, timer] of [...due]) {
        if (timer.at <= now) {
          due.delete(handle);
          timer.callback();
        }
      }
    },
  };
}

describe('createToaster', () => {
  it('shows a toast for 2000 ms', () => {
    const timers = manualTimers();
    const toaster = createToaster({ timers });
    toaster.error('Network error');
    expect(toaster.getSnapshot()).toEqual([{ id: 1, message: 'Network error', tone: 'error' }]);
    timers.advance(TOAST_DURATION_MS - 1);
    expect(toaster.getSnapshot()).toHaveLength(1);
    timers.advance(1);
    expect(toaster.getSnapshot()).toEqual([]);
  });

  it('does not stack the same message twice while it is visible, and restarts its time', () => {
    const timers = manualTimers();
    const toaster = createToaster({ timers });
    const first = toaster.error('Login expired');
    timers.advance(1500);
    const second = toaster.error('Login expired');
    expect(second).toBe(first);
    expect(toaster.getSnapshot()).toHaveLength(1);
    timers.advance(1500);
    expect(toaster.getSnapshot()).toHaveLength(1);
    timers.advance(500);
    expect(toaster.getSnapshot()).toEqual([]);
  });

  it('stacks different messages, and the same message again once the first is gone', () => {
    const timers = manualTimers();
    const toaster = createToaster({ timers });
    toaster.info('Copied');
    toaster.error('Copied');
    toaster.info('Saved');
    expect(toaster.getSnapshot().map((item) => `${item.tone}:${item.message}`)).toEqual([
      'info:Copied',
      'error:Copied',
      'info:Saved',
    ]);
    timers.advance(TOAST_DURATION_MS);
    toaster.info('Copied');
    expect(toaster.getSnapshot()).toHaveLength(1);
  });

  it('tells subscribers about changes and can be dismissed early', () => {
    const timers = manualTimers();
    const toaster = createToaster({ timers });
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    const id = toaster.success('Order placed');
    toaster.dismiss(id);
    expect(toaster.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toaster.success('Order placed');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps separate toasters apart', () => {
    const one = createToaster({ timers: manualTimers() });
    const two = createToaster({ timers: manualTimers() });
    one.info('Only here');
    expect(two.getSnapshot()).toEqual([]);
  });
});
