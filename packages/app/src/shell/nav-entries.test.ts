import { describe, expect, it } from 'vitest';
import { NAV_ENTRIES, isChromelessPath, isTradePath, visibleNavEntries } from './nav-entries.ts';

describe('header navigation (SPEC.md section 2)', () => {
  it('lists the ten visible entries in the spec order', () => {
    expect(visibleNavEntries('/').map((entry) => entry.to)).toEqual([
      '/',
      '/market',
      '/contract-trade',
      '/spot-trade',
      '/option-trade',
      '/finance',
      '/subscribe',
      '/referral',
      '/c2c',
      '/report',
    ]);
  });

  it('defines copy, OTC and credit trading but hides them', () => {
    const hidden = NAV_ENTRIES.filter((entry) => entry.hidden).map((entry) => entry.to);
    expect(hidden).toEqual(['/copy-trade', '/otc-trade', '/credit-trade']);
  });

  it('shows only home on the trade pages', () => {
    expect(visibleNavEntries('/spot-trade').map((entry) => entry.to)).toEqual(['/']);
    expect(visibleNavEntries('/contract-trade/').map((entry) => entry.to)).toEqual(['/']);
  });

  it('tells trade pages and sign-in pages apart by what the path contains', () => {
    expect(isTradePath('/option-trade')).toBe(true);
    expect(isTradePath('/market')).toBe(false);
    expect(isChromelessPath('/user/login')).toBe(true);
    expect(isChromelessPath('/user/register')).toBe(true);
    expect(isChromelessPath('/user/reset-password')).toBe(true);
    expect(isChromelessPath('/account/security/reset')).toBe(false);
  });
});
