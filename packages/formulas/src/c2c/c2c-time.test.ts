import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appealAfter,
  buyCancelsLeft,
  buySuspendedUntil,
  C2C_DAY_MS,
  canAppeal,
  payDeadline,
  utcDayStart,
} from './c2c-time.ts';

const at = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour, minute);

describe('order times', () => {
  it('sets the pay deadline from the window and its scale', () => {
    expect(payDeadline(1_000, 15)).toBe(901_000);
    expect(payDeadline(0, 15, 0.01)).toBe(9_000);
    expect(payDeadline(0, 60, 0.5)).toBe(1_800_000);
  });

  it('opens the appeal once the wait has passed after paid, never while unpaid', () => {
    expect(appealAfter(null, 600_000)).toBeNull();
    expect(appealAfter(1_000, 600_000)).toBe(601_000);
    expect(canAppeal(1_000, 600_000, 600_999)).toBe(false);
    expect(canAppeal(1_000, 600_000, 601_000)).toBe(true);
    expect(canAppeal(null, 0, 601_000)).toBe(false);
  });
});

describe('buy-cancel suspension', () => {
  it('suspends after the third cancellation of a UTC day until the next day', () => {
    expect(buySuspendedUntil([at(24, 9), at(24, 10)], at(24, 12))).toBeNull();
    expect(buyCancelsLeft([at(24, 9), at(24, 10)], at(24, 12))).toBe(1);
    expect(buySuspendedUntil([at(24, 9), at(24, 10), at(24, 11)], at(24, 12))).toBe(at(25, 0));
    expect(buySuspendedUntil([at(24, 0), at(24, 10), at(24, 23, 59)], at(24, 23, 59))).toBe(
      at(25, 0),
    );
  });

  it('counts only the cancellations of the current UTC day', () => {
    const yesterday = [at(23, 22), at(23, 23), at(23, 23, 59)];
    expect(buySuspendedUntil(yesterday, at(23, 23, 59))).toBe(at(24, 0));
    expect(buySuspendedUntil(yesterday, at(24, 0))).toBeNull();
    expect(buySuspendedUntil([...yesterday, at(24, 1)], at(24, 2))).toBeNull();
    expect(buyCancelsLeft([], at(24, 2))).toBe(3);
  });

  it('ends a suspension at a day start after now, and only with three cancels that day', () => {
    const day = fc.integer({ min: 20_000, max: 30_000 }).map((n) => n * C2C_DAY_MS);
    fc.assert(
      fc.property(
        day,
        fc.array(fc.integer({ min: -C2C_DAY_MS, max: C2C_DAY_MS - 1 }), { maxLength: 8 }),
        fc.integer({ min: 0, max: C2C_DAY_MS - 1 }),
        (start, offsets, nowOffset) => {
          const now = start + nowOffset;
          const times = offsets.map((offset) => start + offset);
          const today = times.filter((time) => time >= start && time <= now).length;
          const until = buySuspendedUntil(times, now);
          expect(utcDayStart(now)).toBe(start);
          if (today >= 3) expect(until).toBe(start + C2C_DAY_MS);
          else expect(until).toBeNull();
        },
      ),
    );
  });
});
