import { z } from 'zod';
import {
  emailSchema,
  fileSchema,
  idSchema,
  optionalField,
  paginated,
  plainText,
  timestampMs,
} from './common.ts';
import { historyQuery } from './history-query.ts';
import { defineRoute } from './route.ts';
import { preferencesBodySchema, preferencesSchema } from './settings.ts';

/** The signed-in user (SPEC.md section 3: id, email, avatar_url, is_google2fa). */
export const userInfoSchema = z.object({
  id: idSchema,
  email: z.string(),
  nickname: z.string(),
  /** Absolute or site-relative image address; "" when the default avatar applies. */
  avatar_url: z.string(),
  /** Two-factor via Google Authenticator is on (the avatar menu warns while it is off). */
  is_google2fa: z.boolean(),
  /** This user's own invite code, shared to refer others. */
  invite_code: z.string(),
  created_at: timestampMs,
  /** Language, time zone, clock and theme (settings.ts); the config's defaults until chosen. */
  ...preferencesSchema.shape,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A password: 8 to 64 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string()
  .min(8, { message: 'At least 8 characters' })
  .max(64, { message: 'At most 64 characters' })
  .regex(/[A-Za-z]/, { message: 'Needs a letter' })
  .regex(/\d/, { message: 'Needs a digit' });

/** The 6-digit code sent by POST /getCaptcha. */
export const emailCodeSchema = z
  .string()
  .regex(/^\d{6}$/, { message: 'Expected the 6-digit code' });

/** A 6-digit Google Authenticator code. */
export const googleCodeSchema = z
  .string()
  .regex(/^\d{6}$/, { message: 'Expected the 6-digit code' });

/**
 * One of the recovery codes shown when the authenticator was bound: 10 letters and digits,
 * usually written in two groups of five ("K7QM2-XW9PA"); any case, the dash optional.
 */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { message: 'Expected a code such as K7QM2-XW9PA' });

export const inviteCodeSchema = z.string().regex(/^[A-Za-z0-9]{4,16}$/, {
  message: 'Expected 4 to 16 letters or digits',
});

/** What an e-mail code is for; a code is valid only for its purpose. */
export const CAPTCHA_PURPOSES = [
  'register',
  'forget_password',
  'withdraw',
  'modify_email',
] as const;
export const captchaPurposeSchema = z.enum(CAPTCHA_PURPOSES);
export type CaptchaPurpose = z.infer<typeof captchaPurposeSchema>;

/** A session: the token to send as `Authorization: Bearer {token}`, and its user. */
export const sessionSchema = z.object({
  token: z.string().min(16),
  user: userInfoSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const registerBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  email_code: emailCodeSchema,
  invite_code: optionalField(inviteCodeSchema),
  /**
   * The language and theme the visitor was using: the new account starts with them instead of
   * the site's defaults, so registering changes nothing on screen (issue 18).
   */
  language: preferencesBodySchema.shape.language,
  theme: preferencesBodySchema.shape.theme,
});

/** The device id and type are read from the request headers, not the body. */
export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: 'Required' }),
  /** Needed only when the account has Google two-factor on. */
  google_code: optionalField(googleCodeSchema),
  /**
   * Instead of google_code when the authenticator is lost (issue 18): one of the recovery codes
   * shown at binding, used up by this login. google_code wins when both are sent.
   */
  recovery_code: optionalField(recoveryCodeSchema),
});

export const captchaBodySchema = z.object({
  email: emailSchema,
  type: captchaPurposeSchema,
});

export const captchaSchema = z.object({
  /** When the code stops being accepted. */
  expires_at: timestampMs,
  /** Earliest time another code may be requested for this address. */
  resend_at: timestampMs,
});
export type Captcha = z.infer<typeof captchaSchema>;

export const checkUserBodySchema = z.object({ email: emailSchema });
export const checkUserSchema = z.object({ exists: z.boolean() });

export const forgetPasswordBodySchema = z.object({
  email: emailSchema,
  email_code: emailCodeSchema,
  password: passwordSchema,
});

export const updateUserInfoBodySchema = z.object({
  nickname: optionalField(plainText({ max: 32 })),
  /** An image file (png, jpeg, webp), at most 2 MB; the server checks type and size. */
  avatar: fileSchema.optional(),
  /** Each preference optional; the server also checks the time zone against its zone list. */
  ...preferencesBodySchema.shape,
});

/** Someone who registered with this user's invite code; the e-mail is masked ("a***@x.com"). */
export const invitedUserSchema = z.object({
  id: idSchema,
  /** Masked ("a***e@example.com"): invitees are shown, not exposed. */
  email: z.string(),
  /** When they registered with the inviter's code. */
  created_at: timestampMs,
  /** Whether they have traded (spot or contract) at least once since (issue 23). */
  traded: z.boolean(),
});
export type InvitedUser = z.infer<typeof invitedUserSchema>;

export const getUserInfo = defineRoute({
  method: 'GET',
  path: '/getUserInfo',
  auth: true,
  response: userInfoSchema,
});

export const updateUserInfo = defineRoute({
  method: 'POST',
  path: '/updateUserInfo',
  auth: true,
  body: updateUserInfoBodySchema,
  response: userInfoSchema,
});

export const login = defineRoute({
  method: 'POST',
  path: '/login',
  auth: false,
  body: loginBodySchema,
  response: sessionSchema,
});

export const logout = defineRoute({
  method: 'GET',
  path: '/logout',
  auth: true,
  response: z.null(),
});

export const register = defineRoute({
  method: 'POST',
  path: '/register',
  auth: false,
  body: registerBodySchema,
  response: sessionSchema,
});

export const getCaptcha = defineRoute({
  method: 'POST',
  path: '/getCaptcha',
  auth: false,
  body: captchaBodySchema,
  response: captchaSchema,
});

export const checkUser = defineRoute({
  method: 'POST',
  path: '/checkUser',
  auth: false,
  body: checkUserBodySchema,
  response: checkUserSchema,
});

export const forgetPassword = defineRoute({
  method: 'POST',
  path: '/security/forgetPassword',
  auth: false,
  body: forgetPasswordBodySchema,
  response: z.null(),
});

export const getAcceptInviteUsers = defineRoute({
  method: 'GET',
  path: '/getAcceptInviteUsers',
  auth: true,
  /** A page of invitees, newest first, registered within the optional window. */
  query: historyQuery,
  response: paginated(invitedUserSchema),
});
