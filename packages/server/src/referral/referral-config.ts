import { Big } from 'big.js';
import type { Storage } from '../db/connect.ts';

// The referral programme's rate (issue 23): a share of every fee an invitee pays, configured per
// server (REFERRAL_COMMISSION_RATE, default 0.2 = 20 %).

/** The rate a server uses unless configured otherwise. */
export const DEFAULT_COMMISSION_RATE = '0.2';

/**
 * A commission rate from configuration: a decimal fraction in [0, 1); anything else throws,
 * naming the setting, so a server never starts paying more than the fee.
 *
 * @example commissionRate('0.25').toFixed() // '0.25'
 */
export function commissionRate(value: string | undefined): Big {
  const raw = value?.trim() ?? '';
  if (raw === '') return new Big(DEFAULT_COMMISSION_RATE);
  let rate: Big;
  try {
    rate = new Big(raw);
  } catch {
    throw new Error(`REFERRAL_COMMISSION_RATE must be a decimal fraction, got "${raw}"`);
  }
  if (rate.lt(0) || rate.gte(1))
    throw new Error(`REFERRAL_COMMISSION_RATE must be at least 0 and below 1, got "${raw}"`);
  return rate;
}

// One rate per open database: every product settling on it (spot, contracts) pays the same share,
// without each product's constructor carrying the setting.
const rates = new WeakMap<Storage, Big>();

/** Set the commission rate of the server running on `storage` (buildExchange does). */
export function configureReferral(storage: Storage, rate: Big): void {
  rates.set(storage, rate);
}

/** The commission rate of the server running on `storage` (the default when not configured). */
export function referralRateOf(storage: Storage): Big {
  return rates.get(storage) ?? new Big(DEFAULT_COMMISSION_RATE);
}
