import { describe, expect, it } from 'vitest';
import { scrollTopToReveal, windowRange } from './use-fixed-window.ts';

describe('windowRange', () => {
  const long = { count: 10_000, itemHeight: 32, overscan: 6, viewport: 320 };

  it('renders the rows in view plus the overscan below at the top of the list', () => {
    expect(windowRange({ ...long, scrollTop: 0 })).toEqual({ start: 0, end: 15 });
  });

  it('adds the overscan on both sides in the middle of the list', () => {
    // Rows 100–109 are in view.
    expect(windowRange({ ...long, scrollTop: 3200 })).toEqual({ start: 94, end: 115 });
  });

  it('counts a row cut by either edge as in view', () => {
    // Top 3210 shows the bottom of row 100 and the top of row 110.
    expect(windowRange({ ...long, scrollTop: 3210 })).toEqual({ start: 94, end: 116 });
  });

  it('stops at the last row', () => {
    expect(windowRange({ ...long, scrollTop: 10_000 * 32 - 320 })).toEqual({
      start: 9984,
      end: 9999,
    });
  });

  it('clamps a scrollTop left past the end by a list that lost rows', () => {
    expect(windowRange({ ...long, count: 20, scrollTop: 3200 })).toEqual({ start: 4, end: 19 });
  });

  it('renders every row of a list shorter than its viewport', () => {
    expect(windowRange({ ...long, count: 4, scrollTop: 0 })).toEqual({ start: 0, end: 3 });
  });

  it('renders nothing for no rows or an unmeasured (hidden) viewport', () => {
    expect(windowRange({ ...long, count: 0, scrollTop: 0 })).toEqual({ start: 0, end: -1 });
    expect(windowRange({ ...long, viewport: 0, scrollTop: 0 })).toEqual({ start: 0, end: -1 });
  });
});

describe('scrollTopToReveal', () => {
  it('leaves a row that is fully in view where it is', () => {
    expect(scrollTopToReveal(0, 32, 0, 320)).toBeUndefined();
    expect(scrollTopToReveal(9, 32, 0, 320)).toBeUndefined();
    expect(scrollTopToReveal(100, 32, 3200, 320)).toBeUndefined();
  });

  it('puts a row above the viewport at its top', () => {
    expect(scrollTopToReveal(99, 32, 3200, 320)).toBe(3168);
    // Partly hidden above counts as out of view.
    expect(scrollTopToReveal(100, 32, 3201, 320)).toBe(3200);
  });

  it('puts a row below the viewport at its bottom', () => {
    expect(scrollTopToReveal(10, 32, 0, 320)).toBe(32);
    expect(scrollTopToReveal(9999, 32, 0, 320)).toBe(10_000 * 32 - 320);
  });
});
