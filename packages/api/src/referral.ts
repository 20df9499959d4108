import { z } from 'zod';
import {
  coinNameSchema,
  decimalString,
  formId,
  idSchema,
  paginated,
  timestampMs,
} from './common.ts';
import { historyQuery } from './history-query.ts';
import { defineRoute } from './route.ts';

// The referral programme (issue 23; SPEC.md section 2 /referral with introduce, record and step):
// an inviter earns a share of the fees their invitees pay on spot and contract trades, credited
// to the inviter's spot account when the fee is charged. The invitees themselves are listed by
// GET /getAcceptInviteUsers (SPEC.md section 7, user.ts); the API lives under /invite so it never
// shadows the app's /referral page.

/** Per coin: everything earned, and this calendar month (UTC). */
export const commissionTotalSchema = z.object({
  coin_name: coinNameSchema,
  total: decimalString,
  this_month: decimalString,
});
export type CommissionTotal = z.infer<typeof commissionTotalSchema>;

export const referralSummarySchema = z.object({
  /** The user's invite code (the same as the user info's); the page builds the link from it. */
  invite_code: z.string(),
  /** Share of an invitee's fee paid to the inviter, a fraction ("0.2" = 20 %). */
  commission_rate: decimalString,
  invited_count: z.number().int().nonnegative(),
  /** Invitees who have traded at least once. */
  traded_count: z.number().int().nonnegative(),
  commissions: z.array(commissionTotalSchema),
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

/** Which trade's fee a commission came from. */
export const commissionSourceSchema = z.enum(['spot', 'contract']);

export const commissionRecordSchema = z.object({
  id: idSchema,
  /** The invitee, masked like GET /getAcceptInviteUsers ("a***@x.com"). */
  invitee_email: z.string(),
  source: commissionSourceSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  /** The fee the invitee paid, and the inviter's share of it. */
  fee: decimalString,
  amount: decimalString,
  created_at: timestampMs,
});
export type CommissionRecord = z.infer<typeof commissionRecordSchema>;

export const commissionsQuerySchema = historyQuery.extend({
  coin_id: formId.optional(),
  source: commissionSourceSchema.optional(),
});

export const referralSummary = defineRoute({
  method: 'GET',
  path: '/invite/summary',
  auth: true,
  response: referralSummarySchema,
});

export const referralCommissions = defineRoute({
  method: 'GET',
  path: '/invite/commissions',
  auth: true,
  query: commissionsQuerySchema,
  response: paginated(commissionRecordSchema),
});

/** Every referral route, by name, for the route table. */
export const referralRoutes = { referralSummary, referralCommissions };
