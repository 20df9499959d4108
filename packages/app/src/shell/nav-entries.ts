export interface NavEntry {
  to: string;
  /** Key into NAV_LABELS (nav-labels.ts), where the translatable text lives. */
  key: NavKey;
  /** Defined but not shown in the header (SPEC.md section 2). */
  hidden: boolean;
}

export type NavKey =
  | 'home'
  | 'market'
  | 'futures'
  | 'spot'
  | 'options'
  | 'earn'
  | 'subscribe'
  | 'referral'
  | 'c2c'
  | 'report'
  | 'copyTrade'
  | 'otcTrade'
  | 'creditTrade';

/** Header navigation, in the order of SPEC.md section 2 ("Header"). */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/', key: 'home', hidden: false },
  { to: '/market', key: 'market', hidden: false },
  { to: '/contract-trade', key: 'futures', hidden: false },
  { to: '/spot-trade', key: 'spot', hidden: false },
  { to: '/option-trade', key: 'options', hidden: false },
  { to: '/finance', key: 'earn', hidden: false },
  { to: '/subscribe', key: 'subscribe', hidden: false },
  { to: '/referral', key: 'referral', hidden: false },
  { to: '/c2c', key: 'c2c', hidden: false },
  { to: '/report', key: 'report', hidden: false },
  { to: '/copy-trade', key: 'copyTrade', hidden: true },
  { to: '/otc-trade', key: 'otcTrade', hidden: true },
  { to: '/credit-trade', key: 'creditTrade', hidden: true },
];

const TRADE_SEGMENTS = ['contract-trade', 'spot-trade', 'option-trade'] as const;
const CHROMELESS_SEGMENTS = ['login', 'register', 'reset-password'] as const;

/** The footer's trade variant shows on paths containing a trade segment (SPEC.md section 2). */
export function isTradePath(pathname: string): boolean {
  return TRADE_SEGMENTS.some((segment) => pathname.includes(segment));
}

/** Header and footer are hidden on paths containing login, register or reset-password. */
export function isChromelessPath(pathname: string): boolean {
  return CHROMELESS_SEGMENTS.some((segment) => pathname.includes(segment));
}

/**
 * The entries the header shows: the visible ones on normal pages; only home on the others.
 * "Normal" is read as "not a trade page": the trade screens need the header's width.
 */
export function visibleNavEntries(pathname: string): readonly NavEntry[] {
  const shown = NAV_ENTRIES.filter((entry) => !entry.hidden);
  return isTradePath(pathname) ? shown.filter((entry) => entry.to === '/') : shown;
}
