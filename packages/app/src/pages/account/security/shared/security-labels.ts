import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LoginResult, SecurityLevel, WithdrawLockReason } from '@exchange/api';

/** Why withdrawals are locked for 24 hours, in words (issue 18). */
export const WITHDRAW_LOCK_REASONS: Record<WithdrawLockReason, MessageDescriptor> = {
  password_changed: msg`Your password was changed.`,
  email_changed: msg`Your e-mail address was changed.`,
  google_bound: msg`Google Authenticator was linked.`,
  google_unbound: msg`Google Authenticator was removed.`,
  google_reset: msg`Google Authenticator was reset.`,
};

export const SECURITY_LEVELS: Record<SecurityLevel, MessageDescriptor> = {
  low: msg`Low`,
  medium: msg`Medium`,
  high: msg`High`,
};

export const LOGIN_RESULTS: Record<LoginResult, MessageDescriptor> = {
  success: msg`Signed in`,
  wrong_password: msg`Wrong password`,
  wrong_google_code: msg`Wrong authenticator code`,
  locked: msg`Locked`,
  disabled: msg`Account disabled`,
};
