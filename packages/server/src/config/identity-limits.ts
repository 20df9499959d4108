import type { KycLevel } from '@exchange/api';
import { SITE_DEFAULTS } from './site-config.ts';

/**
 * The 24-hour withdrawal limit of each identity level (issue 18), across every coin and network,
 * valued in the site's quote coin ({@link LIMIT_COIN}, `site_quote_name1`). It applies on top of
 * each network's own `withdraw_daily_limit`.
 */
export const IDENTITY_WITHDRAW_LIMITS: Readonly<Record<KycLevel, string>> = {
  unverified: '2000',
  basic: '50000',
  advanced: '1000000',
};

/** The coin the level limits are valued in. */
export const LIMIT_COIN = SITE_DEFAULTS.site_quote_name1;
