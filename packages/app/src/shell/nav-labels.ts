import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NavKey } from './nav-entries.ts';

/** The header entries' texts, translated at render. */
export const NAV_LABELS: Record<NavKey, MessageDescriptor> = {
  home: msg`Home`,
  market: msg`Markets`,
  futures: msg`Futures`,
  spot: msg`Spot`,
  options: msg`Options`,
  earn: msg`Earn`,
  subscribe: msg`Subscription`,
  referral: msg`Referral`,
  c2c: msg`C2C`,
  report: msg`Reports`,
  copyTrade: msg`Copy trading`,
  otcTrade: msg`OTC trading`,
  creditTrade: msg`Credit trading`,
};
