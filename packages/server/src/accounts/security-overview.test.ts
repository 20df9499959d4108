import { describe, expect, it } from 'vitest';
import { securityOverviewSchema } from '@exchange/api';
import type { UserRow } from './users.ts';
import { maskAntiPhishingCode, overviewOf, securityLevelOf } from './security-overview.ts';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

const USER: UserRow = {
  id: 7,
  email: 'alice@example.com',
  password_hash: 'x',
  nickname: 'alice',
  avatar_url: '',
  invite_code: 'ABCDEFGH',
  invited_by: null,
  is_google2fa: 0,
  created_at: NOW - 1000,
  google_secret: null,
  google_pending_secret: null,
  google_last_step: null,
  mobile: null,
  country_code: null,
  anti_phishing_code: null,
  password_updated_at: null,
  withdraw_locked_until: null,
  withdraw_lock_reason: null,
  disabled_at: null,
} as UserRow;

describe('security level', () => {
  it.each([
    [{ google: false, mobile: false, antiPhishing: false }, 'low'],
    // An anti-phishing code alone guards no login or withdrawal.
    [{ google: false, mobile: false, antiPhishing: true }, 'low'],
    [{ google: true, mobile: false, antiPhishing: false }, 'medium'],
    [{ google: false, mobile: true, antiPhishing: false }, 'medium'],
    [{ google: false, mobile: true, antiPhishing: true }, 'medium'],
    [{ google: true, mobile: true, antiPhishing: false }, 'high'],
    [{ google: true, mobile: false, antiPhishing: true }, 'high'],
    [{ google: true, mobile: true, antiPhishing: true }, 'high'],
  ] as const)('%o is %s', (on, level) => {
    expect(securityLevelOf(on)).toBe(level);
  });
});

describe('overviewOf', () => {
  it('masks what it shows and reads the lock at the given time', () => {
    const row = {
      ...USER,
      google_secret: 'JBSWY3DPEHPK3PXP',
      mobile: '7700900123',
      country_code: '+44',
      anti_phishing_code: 'AB12CD9',
      password_updated_at: NOW - 5000,
      withdraw_locked_until: NOW + 1000,
      withdraw_lock_reason: 'password_changed',
    };
    const overview = securityOverviewSchema.parse(overviewOf(row, undefined, NOW));
    expect(overview).toEqual({
      level: 'high',
      google2fa: true,
      email: 'a***e@example.com',
      mobile: '+44 ****0123',
      anti_phishing_code: 'AB****9',
      password_updated_at: NOW - 5000,
      withdraw_locked_until: NOW + 1000,
      withdraw_lock_reason: 'password_changed',
      google_reset: null,
    });
    // Once the lock has run out it is not shown, though the columns keep it.
    expect(overviewOf(row, undefined, NOW + 1000)).toMatchObject({
      withdraw_locked_until: null,
      withdraw_lock_reason: null,
    });
    expect(maskAntiPhishingCode('WXYZ')).toBe('WX****Z');
  });

  it('shows an account with only its e-mail as low, nothing else set', () => {
    expect(overviewOf(USER, undefined, NOW)).toEqual({
      level: 'low',
      google2fa: false,
      email: 'a***e@example.com',
      mobile: null,
      anti_phishing_code: null,
      password_updated_at: null,
      withdraw_locked_until: null,
      withdraw_lock_reason: null,
      google_reset: null,
    });
  });
});
