import type { EarnProduct } from '@exchange/api';
import {
  dailyInterest,
  earnMaturityDate,
  earnValueDate,
  estimateInterest,
} from '@exchange/formulas';

/** What the subscribe dialog previews for an amount, by the server's formulas. */
export interface SubscribePreview {
  /** Flexible: a day's interest; locked: the whole term's. */
  interest: string;
  subscribedAt: number;
  valueDate: number;
  /** Locked: maturity; flexible: null (redeemable at once). */
  maturityDate: number | null;
}

/**
 * The preview of subscribing `amount` to `product` at `now`: the interest (a day of it for
 * flexible, the whole term for locked), at the amount's place in the tiers after what the user
 * already holds, and the subscription, value and maturity dates on the server's day
 * (`product.day_ms`: scaled in demo mode and tests, so the dates are the ones the server books).
 *
 * @example subscribePreview(product, '100', Date.now()).interest
 */
export function subscribePreview(
  product: EarnProduct,
  amount: string,
  now: number,
): SubscribePreview {
  const valueDate = earnValueDate(now, product.day_ms);
  const common = {
    tiers: product.apr_tiers,
    principal: amount,
    offset: product.user_subscribed,
    precision: product.amount_precision,
  };
  const interest =
    product.duration_days === null
      ? dailyInterest(common)
      : estimateInterest({ ...common, days: product.duration_days });
  return {
    interest,
    subscribedAt: now,
    valueDate,
    maturityDate: earnMaturityDate(valueDate, product.duration_days, product.day_ms),
  };
}
