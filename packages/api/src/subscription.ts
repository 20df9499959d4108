import { z } from 'zod';
import {
  coinNameSchema,
  decimalString,
  formId,
  idSchema,
  paginated,
  positiveDecimalString,
  symbolSchema,
  timestampMs,
} from './common.ts';
import { historyQuery } from './history-query.ts';
import { defineRoute } from './route.ts';

// Token subscription, a launchpad (issue 21; SPEC.md section 2 /subscribe, /order/subscribe).
// During `subscribing` a user commits quote coin (frozen). At the end each user gets
// min(commit, commit × offered value ÷ total committed) worth of the new token at the price; the
// rest is refunded; the token is credited to spot accounts and its pair lists at `listing_at`.

/** upcoming → subscribing → calculating → distributing → ended (issue 21). */
export const LAUNCHPAD_PHASES = [
  'upcoming',
  'subscribing',
  'calculating',
  'distributing',
  'ended',
] as const;
export const launchpadPhaseSchema = z.enum(LAUNCHPAD_PHASES);
export type LaunchpadPhase = z.infer<typeof launchpadPhaseSchema>;

export const launchpadProjectSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The new token's code. */
  token: coinNameSchema,
  logo: z.string(),
  /** Short description, as the server's article content for the Language header. */
  summary: z.string(),
  /** The coin commitments are made and the price is set in. */
  quote_coin: coinNameSchema,
  /** Price of one token in the quote coin. */
  price: decimalString,
  /** Tokens offered. */
  supply: decimalString,
  /** The most quote coin one user may commit. */
  user_cap: decimalString,
  min_commit: decimalString,
  /** Decimals a commitment may have (the quote coin's precision). */
  amount_precision: z.number().int().nonnegative(),
  total_committed: decimalString,
  participants: z.number().int().nonnegative(),
  /** The calling user's commitment ("0" without a token or none). */
  user_committed: decimalString,
  phase: launchpadPhaseSchema,
  /** Phase boundaries, in order: each phase runs from its time to the next one's. */
  subscribe_start: timestampMs,
  subscribe_end: timestampMs,
  distribute_at: timestampMs,
  /** When spot trading of `pair` opens. */
  listing_at: timestampMs,
  pair: symbolSchema,
});
export type LaunchpadProject = z.infer<typeof launchpadProjectSchema>;

export const launchpadProjectsQuerySchema = z.object({
  phase: launchpadPhaseSchema.optional(),
});

export const launchpadCommitBodySchema = z.object({
  project_id: formId,
  amount: positiveDecimalString,
});

/**
 * A user's part in a project: the commitment, then (once distributed) the allocation and the
 * refund. `committed = allocated_cost + refunded` once settled.
 */
export const launchpadRecordSchema = z.object({
  id: idSchema,
  project_id: idSchema,
  project_name: z.string(),
  token: coinNameSchema,
  quote_coin: coinNameSchema,
  price: decimalString,
  committed: decimalString,
  /** Tokens received; null until distributed. */
  allocated: decimalString.nullable(),
  /** Quote coin paid for `allocated`; null until distributed. */
  allocated_cost: decimalString.nullable(),
  /** Quote coin returned; null until distributed. */
  refunded: decimalString.nullable(),
  phase: launchpadPhaseSchema,
  committed_at: timestampMs,
  distributed_at: timestampMs.nullable(),
});
export type LaunchpadRecord = z.infer<typeof launchpadRecordSchema>;

export const launchpadRecordsQuerySchema = historyQuery.extend({
  project_id: formId.optional(),
});

/** Public: visitors see the projects; `user_committed` is "0" without a token. */
export const launchpadProjects = defineRoute({
  method: 'GET',
  path: '/launchpad/projects',
  auth: false,
  query: launchpadProjectsQuerySchema,
  response: z.array(launchpadProjectSchema),
});

export const launchpadProject = defineRoute({
  method: 'GET',
  path: '/launchpad/projects/:id',
  auth: false,
  params: z.object({ id: formId }),
  response: launchpadProjectSchema,
});

/**
 * Commits more quote coin (adds to an earlier commitment); refused outside `subscribing`, below
 * the minimum, or past the user's cap or balance.
 */
export const launchpadCommit = defineRoute({
  method: 'POST',
  path: '/launchpad/commit',
  auth: true,
  body: launchpadCommitBodySchema,
  response: launchpadRecordSchema,
});

export const launchpadRecords = defineRoute({
  method: 'GET',
  path: '/launchpad/records',
  auth: true,
  query: launchpadRecordsQuerySchema,
  response: paginated(launchpadRecordSchema),
});

/** Every launchpad route, by name, for the route table. */
export const launchpadRoutes = {
  launchpadProjects,
  launchpadProject,
  launchpadCommit,
  launchpadRecords,
};
