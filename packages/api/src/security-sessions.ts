import { z } from 'zod';
import {
  formId,
  idSchema,
  optionalField,
  paginated,
  paginationQuery,
  timestampMs,
} from './common.ts';
import { defineRoute } from './route.ts';
import { emailCodeSchema, googleCodeSchema } from './user.ts';

// Sessions, login history and closing the account (issue 18: `account-device`,
// `disable-account`). A session is one login on one device, named from the request headers of
// SPEC.md section 7 (device id, device type, device name). Ending one is immediate: its socket
// gets the notify of SPEC.md section 4 and its next request a 401.

/** One signed-in device of the user. */
export const deviceSessionSchema = z.object({
  id: idSchema,
  /** From the `device-name` header ("web" for the site, SPEC.md section 7). */
  device_name: z.string(),
  /** From the `device-type` header ("10" for the site). */
  device_type: z.string(),
  ip: z.string(),
  first_seen_at: timestampMs,
  last_seen_at: timestampMs,
  /** The session that made this request ("this device"). */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** How a login attempt ended. */
export const loginResultSchema = z.enum([
  'success',
  'wrong_password',
  'wrong_google_code',
  'locked',
  'disabled',
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** One login attempt on the account, newest first. */
export const loginRecordSchema = z.object({
  id: idSchema,
  ip: z.string(),
  device_name: z.string(),
  device_type: z.string(),
  result: loginResultSchema,
  created_at: timestampMs,
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

export const endSessionBodySchema = z.object({ id: formId });

export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });

/**
 * Closing the account: every session ends, open orders are cancelled, funds stay, and login then
 * answers that the account is disabled (issue 18).
 */
export const disableAccountBodySchema = z.object({
  password: z.string().min(1, { message: 'Required' }),
  email_code: emailCodeSchema,
  google_code: optionalField(googleCodeSchema),
});

export const deviceSessions = defineRoute({
  method: 'GET',
  path: '/security/devices',
  auth: true,
  response: z.array(deviceSessionSchema),
});

/** Ends one of the user's sessions; another user's session id answers 404. */
export const endDeviceSession = defineRoute({
  method: 'POST',
  path: '/security/devices/logout',
  auth: true,
  body: endSessionBodySchema,
  response: endedSessionsSchema,
});

/** Ends every session of the user but the calling one. */
export const endOtherSessions = defineRoute({
  method: 'POST',
  path: '/security/devices/logoutOthers',
  auth: true,
  response: endedSessionsSchema,
});

export const loginHistory = defineRoute({
  method: 'GET',
  path: '/security/loginHistory',
  auth: true,
  query: paginationQuery,
  response: paginated(loginRecordSchema),
});

export const disableAccount = defineRoute({
  method: 'POST',
  path: '/security/disableAccount',
  auth: true,
  body: disableAccountBodySchema,
  response: z.null(),
});

/** Every session route, by name, for the route table. */
export const securitySessionRoutes = {
  deviceSessions,
  endDeviceSession,
  endOtherSessions,
  loginHistory,
  disableAccount,
};
