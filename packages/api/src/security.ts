import { z } from 'zod';
import { emailSchema, optionalField, plainText, timestampMs } from './common.ts';
import { defineRoute } from './route.ts';
import {
  captchaSchema,
  emailCodeSchema,
  googleCodeSchema,
  passwordSchema,
  recoveryCodeSchema,
} from './user.ts';

// Account security (issue 18, SPEC.md section 2 /account/security and its children): the
// authenticator, e-mail and mobile binding, the password, the anti-phishing code and the 24-hour
// withdrawal lock they set. Sessions, login history and closing the account are in
// security-sessions.ts. Every change answers the new overview, so the page redraws from it.

/** What a code sent by POST /security/sendCode is for; a code is valid only for its purpose. */
export const SECURITY_CODE_PURPOSES = [
  'bind_email',
  'modify_email_old',
  'modify_email_new',
  'bind_mobile',
  'modify_password',
  'unbind_google',
  'anti_phishing',
  'disable_account',
  'reset_google',
] as const;
export const securityCodePurposeSchema = z.enum(SECURITY_CODE_PURPOSES);
export type SecurityCodePurpose = z.infer<typeof securityCodePurposeSchema>;

/** A calling code: "+" and 1 to 4 digits ("+44", "+1", "+852"). */
export const countryCodeSchema = z.string().regex(/^\+[1-9]\d{0,3}$/, {
  message: 'Expected a calling code such as "+44"',
});

/** A mobile number without its calling code: 4 to 14 digits (E.164 allows 15 with the code). */
export const mobileSchema = z.string().regex(/^\d{4,14}$/, {
  message: 'Expected 4 to 14 digits',
});

/** The 6-digit code sent by SMS (the demo SMS inbox in demo mode). */
export const smsCodeSchema = z.string().regex(/^\d{6}$/, { message: 'Expected the 6-digit code' });

/**
 * The anti-phishing code every genuine e-mail carries: 4 to 20 letters or digits (the range
 * exchanges publish; exchange-facts.md section 4).
 */
export const antiPhishingCodeSchema = z.string().regex(/^[A-Za-z0-9]{4,20}$/, {
  message: 'Expected 4 to 20 letters or digits',
});

/**
 * Where a security code goes. Codes for a new e-mail address or a mobile number go to that
 * target; every other purpose goes to the account's own e-mail address.
 */
export const sendCodeBodySchema = z
  .object({
    purpose: securityCodePurposeSchema,
    email: optionalField(emailSchema),
    country_code: optionalField(countryCodeSchema),
    mobile: optionalField(mobileSchema),
  })
  .superRefine((body, ctx) => {
    const needsEmail = body.purpose === 'bind_email' || body.purpose === 'modify_email_new';
    if (needsEmail && body.email === undefined)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Required for this purpose' });
    if (body.purpose === 'bind_mobile') {
      if (body.country_code === undefined)
        ctx.addIssue({ code: 'custom', path: ['country_code'], message: 'Required' });
      if (body.mobile === undefined)
        ctx.addIssue({ code: 'custom', path: ['mobile'], message: 'Required' });
    }
  });

export const sentCodeSchema = captchaSchema.extend({
  /** Where the code went, masked ("a***@example.com", "+44 ****5678"). */
  masked_target: z.string(),
});
export type SentCode = z.infer<typeof sentCodeSchema>;

/** Why withdrawals are locked for 24 hours (issue 18; exchange-facts.md section 4). */
export const withdrawLockReasonSchema = z.enum([
  'password_changed',
  'email_changed',
  'google_bound',
  'google_unbound',
  'google_reset',
]);
export type WithdrawLockReason = z.infer<typeof withdrawLockReasonSchema>;

/** Derived by the server from the protections on (authenticator, mobile, anti-phishing code). */
export const securityLevelSchema = z.enum(['low', 'medium', 'high']);
export type SecurityLevel = z.infer<typeof securityLevelSchema>;

export const googleResetStatusSchema = z.enum(['pending', 'approved', 'rejected']);

/** A request to remove a lost authenticator (the `reset` page); reviewed by the exchange. */
export const googleResetSchema = z.object({
  id: z.number().int().positive(),
  status: googleResetStatusSchema,
  reason: z.string(),
  /** The reviewer's note when rejected; null otherwise. */
  review_note: z.string().nullable(),
  created_at: timestampMs,
  reviewed_at: timestampMs.nullable(),
});
export type GoogleReset = z.infer<typeof googleResetSchema>;

/** The security centre's state (`/account/security`). */
export const securityOverviewSchema = z.object({
  level: securityLevelSchema,
  /** Google authenticator bound (the same fact as the user info's `is_google2fa`). */
  google2fa: z.boolean(),
  /** Masked ("a***@example.com"); null while none is bound. */
  email: z.string().nullable(),
  /** Masked with its calling code ("+44 ****5678"); null while none is bound. */
  mobile: z.string().nullable(),
  /** Masked ("AB****9"); null while none is set. */
  anti_phishing_code: z.string().nullable(),
  password_updated_at: timestampMs.nullable(),
  /** Withdrawals refused until then; null when not locked. */
  withdraw_locked_until: timestampMs.nullable(),
  withdraw_lock_reason: withdrawLockReasonSchema.nullable(),
  /** The latest authenticator reset request, if any. */
  google_reset: googleResetSchema.nullable(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

/** A fresh authenticator secret, not yet bound (RFC 6238: SHA-1, 6 digits, 30 s). */
export const googleSecretSchema = z.object({
  /** Base32, shown as text beside the QR code. */
  secret: z.string().regex(/^[A-Z2-7]{16,64}$/),
  /** `otpauth://totp/Issuer:account?secret=…&issuer=…`, drawn as the QR code. */
  otpauth_uri: z.string().startsWith('otpauth://totp/'),
});
export type GoogleSecret = z.infer<typeof googleSecretSchema>;

/** The code from the app confirms the secret of the last POST /security/google/secret. */
export const bindGoogleBodySchema = z.object({ google_code: googleCodeSchema });

export const googleBindingSchema = z.object({
  /** One-time recovery codes, shown once and never again. */
  recovery_codes: z.array(z.string()).min(1),
  overview: securityOverviewSchema,
});
export type GoogleBinding = z.infer<typeof googleBindingSchema>;

export const unbindGoogleBodySchema = z.object({
  google_code: googleCodeSchema,
  email_code: emailCodeSchema,
});

/**
 * For a lost authenticator: a code to the account's e-mail and a reason for the reviewer. With an
 * unused recovery code the request is approved at once (the code is used up); without one it
 * waits for the review.
 */
export const resetGoogleBodySchema = z.object({
  email_code: emailCodeSchema,
  reason: plainText({ min: 10, max: 500 }),
  recovery_code: optionalField(recoveryCodeSchema),
});

/** The authenticator is needed for the changes below once bound (issue 18). */
const googleCodeWhenBound = optionalField(googleCodeSchema);

export const bindEmailBodySchema = z.object({ email: emailSchema, email_code: emailCodeSchema });

export const modifyEmailBodySchema = z.object({
  /** Code of purpose modify_email_old, sent to the current address. */
  old_email_code: emailCodeSchema,
  email: emailSchema,
  /** Code of purpose modify_email_new, sent to the new address. */
  new_email_code: emailCodeSchema,
  google_code: googleCodeWhenBound,
});

export const bindMobileBodySchema = z.object({
  country_code: countryCodeSchema,
  mobile: mobileSchema,
  sms_code: smsCodeSchema,
});

/** Ends every other session of the user (issue 18); the confirmation is checked by the page. */
export const modifyPasswordBodySchema = z
  .object({
    password: z.string().min(1, { message: 'Required' }),
    new_password: passwordSchema,
    email_code: emailCodeSchema,
    google_code: googleCodeWhenBound,
  })
  .refine((body) => body.password !== body.new_password, {
    path: ['new_password'],
    message: 'Must differ from the current password',
  });

export const antiPhishingBodySchema = z.object({
  anti_phishing_code: antiPhishingCodeSchema,
  email_code: emailCodeSchema,
  google_code: googleCodeWhenBound,
});

export const securityOverview = defineRoute({
  method: 'GET',
  path: '/security/overview',
  auth: true,
  response: securityOverviewSchema,
});

export const securitySendCode = defineRoute({
  method: 'POST',
  path: '/security/sendCode',
  auth: true,
  body: sendCodeBodySchema,
  response: sentCodeSchema,
});

/** A new secret each call; the previous unconfirmed one stops being accepted. */
export const googleSecret = defineRoute({
  method: 'POST',
  path: '/security/google/secret',
  auth: true,
  response: googleSecretSchema,
});

export const bindGoogle = defineRoute({
  method: 'POST',
  path: '/security/google/bind',
  auth: true,
  body: bindGoogleBodySchema,
  response: googleBindingSchema,
});

export const unbindGoogle = defineRoute({
  method: 'POST',
  path: '/security/google/unbind',
  auth: true,
  body: unbindGoogleBodySchema,
  response: securityOverviewSchema,
});

export const resetGoogle = defineRoute({
  method: 'POST',
  path: '/security/google/reset',
  auth: true,
  body: resetGoogleBodySchema,
  response: googleResetSchema,
});

export const bindEmail = defineRoute({
  method: 'POST',
  path: '/security/email/bind',
  auth: true,
  body: bindEmailBodySchema,
  response: securityOverviewSchema,
});

export const modifyEmail = defineRoute({
  method: 'POST',
  path: '/security/email/modify',
  auth: true,
  body: modifyEmailBodySchema,
  response: securityOverviewSchema,
});

export const bindMobile = defineRoute({
  method: 'POST',
  path: '/security/mobile/bind',
  auth: true,
  body: bindMobileBodySchema,
  response: securityOverviewSchema,
});

export const modifyPassword = defineRoute({
  method: 'POST',
  path: '/security/password/modify',
  auth: true,
  body: modifyPasswordBodySchema,
  response: securityOverviewSchema,
});

export const setAntiPhishing = defineRoute({
  method: 'POST',
  path: '/security/antiPhishing',
  auth: true,
  body: antiPhishingBodySchema,
  response: securityOverviewSchema,
});

/** Every security route, by name, for the route table. */
export const securityRoutes = {
  securityOverview,
  securitySendCode,
  googleSecret,
  bindGoogle,
  unbindGoogle,
  resetGoogle,
  bindEmail,
  modifyEmail,
  bindMobile,
  modifyPassword,
  setAntiPhishing,
};
