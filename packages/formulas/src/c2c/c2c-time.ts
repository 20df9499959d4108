// C2C (issue 22): the times an order keeps. All in epoch milliseconds on the server's clock.
// - The buyer pays before created_at + the ad's window (minutes × a scale the server's
//   C2C_PAY_WINDOW_SCALE sets: 1 in production, small in tests).
// - Either party may appeal from paid_at + the appeal wait.
// - Three buyer cancellations in one UTC day suspend buying until 00:00 UTC of the next day.

/** Milliseconds of a UTC day. */
export const C2C_DAY_MS = 86_400_000;

/** Buyer cancellations in one UTC day that suspend buying for the rest of it. */
export const BUY_CANCELS_PER_DAY = 3;

/**
 * When an unpaid order times out: created_at + window minutes × scale (rounded to the ms).
 *
 * @example payDeadline(1_000, 15) // 901_000
 * @example payDeadline(0, 15, 0.01) // 9_000
 */
export function payDeadline(createdAt: number, windowMinutes: number, scale = 1): number {
  return createdAt + Math.round(windowMinutes * 60_000 * scale);
}

/**
 * From when either party may appeal a paid order: paid_at + the wait; null while unpaid.
 *
 * @example appealAfter(1_000, 600_000) // 601_000
 */
export function appealAfter(paidAt: number | null, waitMs: number): number | null {
  return paidAt === null ? null : paidAt + waitMs;
}

/**
 * Whether a paid order may be appealed at `now`.
 *
 * @example canAppeal(1_000, 600_000, 601_000) // true
 */
export function canAppeal(paidAt: number | null, waitMs: number, now: number): boolean {
  const after = appealAfter(paidAt, waitMs);
  return after !== null && now >= after;
}

/**
 * 00:00 UTC of the day `time` falls in.
 *
 * @example utcDayStart(Date.UTC(2026, 10, 24, 13, 5)) // Date.UTC(2026, 10, 24)
 */
export function utcDayStart(time: number): number {
  return Math.floor(time / C2C_DAY_MS) * C2C_DAY_MS;
}

/**
 * How many more orders the buyer may cancel today before buying is suspended.
 *
 * @example buyCancelsLeft([Date.UTC(2026, 10, 24, 9)], Date.UTC(2026, 10, 24, 10)) // 2
 */
export function buyCancelsLeft(cancelledAt: readonly number[], now: number): number {
  const start = utcDayStart(now);
  const today = cancelledAt.filter((time) => time >= start && time <= now).length;
  return Math.max(0, BUY_CANCELS_PER_DAY - today);
}

/**
 * Until when the buyer may not place buy orders: 00:00 UTC of the next day once they have
 * cancelled three orders today (the times of their cancellations as buyer, any order); null when
 * they may buy.
 *
 * @example buySuspendedUntil([h(9), h(10), h(11)], h(12)) // Date.UTC(2026, 10, 25) with h(n) = Date.UTC(2026, 10, 24, n)
 */
export function buySuspendedUntil(cancelledAt: readonly number[], now: number): number | null {
  return buyCancelsLeft(cancelledAt, now) === 0 ? utcDayStart(now) + C2C_DAY_MS : null;
}
