import type { EarnProduct } from '@exchange/api';
import { describe, expect, it } from 'vitest';
import { subscribePreview } from './subscribe-preview.ts';

const product: EarnProduct = {
  id: 6,
  coin_id: 1,
  coin_name: 'USDT',
  type: 'locked',
  duration_days: 7,
  apr: '0.0365',
  apr_tiers: [{ up_to: null, apr: '0.0365' }],
  min_amount: '10',
  user_cap: '100000',
  total_quota: '5000000',
  subscribed_total: '0',
  user_subscribed: '0',
  amount_precision: 6,
  status: 'open',
  day_ms: 86_400_000,
};

describe('subscribePreview', () => {
  it('dates a subscription on a 24-hour server day: next midnight UTC, maturity a term later', () => {
    const now = Date.UTC(2026, 10, 24, 15, 30);
    expect(subscribePreview(product, '1000', now)).toEqual({
      interest: '0.7',
      subscribedAt: now,
      valueDate: Date.UTC(2026, 10, 25),
      maturityDate: Date.UTC(2026, 11, 2),
    });
  });

  it("dates it on the server's scaled day (demo mode, tests), not on 24 hours", () => {
    const scaled = { ...product, day_ms: 10_000 };
    const now = Date.UTC(2026, 10, 24, 15, 30) + 2_500;
    const preview = subscribePreview(scaled, '1000', now);
    // The next 10-second boundary, then seven such days.
    expect(preview.valueDate).toBe(Date.UTC(2026, 10, 24, 15, 30) + 10_000);
    expect(preview.maturityDate).toBe(Date.UTC(2026, 10, 24, 15, 30) + 80_000);
  });

  it('leaves a flexible product without maturity and previews a day of interest', () => {
    const flexible = { ...product, type: 'flexible' as const, duration_days: null, day_ms: 10_000 };
    const now = Date.UTC(2026, 10, 24) + 1;
    expect(subscribePreview(flexible, '1000', now)).toMatchObject({
      interest: '0.1',
      valueDate: Date.UTC(2026, 10, 24) + 10_000,
      maturityDate: null,
    });
  });
});
