import { z } from 'zod';
import {
  clientOrderIdSchema,
  coinNameSchema,
  decimalString,
  formId,
  idSchema,
  paginated,
  positiveDecimalString,
  symbolSchema,
  timestampMs,
} from './common.ts';
import { csvRecord } from './csv.ts';
import { historyQuery } from './history-query.ts';
import { defineRoute } from './route.ts';
import { LAUNCHPAD_RECORD_TYPES } from './search-values.ts';

// Token subscription, a launchpad (issue 21; SPEC.md section 2 /subscribe, /order/subscribe).
//
// A project runs through five phases on the server's clock, each from one time of the project to
// the next:
//
//   upcoming      until `subscribe_start`   the page counts down to the opening
//   subscribing   until `subscribe_end`     users commit quote coin; it is frozen in spot
//   calculating   until `distribute_at`     commitments are closed; allocations are worked out
//   distributing  until `listing_at`        allocations are credited, the rest refunded (at
//                                           `distribute_at`, in one transaction)
//   ended         from `listing_at`         the spot pair `pair` opens for trading
//
// Allocation is pro rata (formula `launchpadAllocation` of @exchange/formulas): with `supply`
// tokens offered at `price`, the offered value is `supply × price`; each user gets
// min(commit, commit × offered value ÷ total committed) worth of the token, the token amount
// truncated to `token_precision` decimals, and the exact rest of the commit is refunded. The sum
// of all allocations never exceeds `supply`.

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
  /** Decimals of a token amount: allocations are truncated to it. */
  token_precision: z.number().int().nonnegative(),
  logo: z.string(),
  /** Short description, in English (the help page's articles carry the translated texts). */
  summary: z.string(),
  /** The coin commitments are made and the price is set in. */
  quote_coin: coinNameSchema,
  /** Price of one token in the quote coin. */
  price: decimalString,
  /** Tokens offered. */
  supply: decimalString,
  /** `supply × price`: what the whole offer is worth in the quote coin. */
  offered_value: decimalString,
  /** The most quote coin one user may commit, all commitments together. */
  user_cap: decimalString,
  /** The least quote coin one commitment may be. */
  min_commit: decimalString,
  /** Decimals a commitment may have (the quote coin's precision). */
  amount_precision: z.number().int().nonnegative(),
  /** Quote coin committed by everyone so far (may exceed `offered_value`: oversubscription). */
  total_committed: decimalString,
  /** Users with a commitment. */
  participants: z.number().int().nonnegative(),
  /** The calling user's commitment ("0" without a token or none). */
  user_committed: decimalString,
  /** Tokens the calling user received; null until distributed (or without a token). */
  user_allocated: decimalString.nullable(),
  /** Quote coin returned to the calling user; null until distributed (or without a token). */
  user_refunded: decimalString.nullable(),
  phase: launchpadPhaseSchema,
  /** When the current phase ends (the countdown's target); null once ended. */
  phase_ends_at: timestampMs.nullable(),
  /** Phase boundaries, in order (see the table at the top of this file). */
  subscribe_start: timestampMs,
  subscribe_end: timestampMs,
  distribute_at: timestampMs,
  /** When spot trading of `pair` opens; the project is `ended` from then. */
  listing_at: timestampMs,
  /** The spot pair of the token, e.g. `NIMBUSDT`. */
  pair: symbolSchema,
});
export type LaunchpadProject = z.infer<typeof launchpadProjectSchema>;

export const launchpadProjectsQuerySchema = z.object({
  phase: launchpadPhaseSchema.optional(),
});

export const launchpadCommitBodySchema = z.object({
  project_id: formId,
  /** Quote coin to commit, added to the user's earlier commitments. */
  amount: positiveDecimalString,
  /**
   * The client's id of this commitment: sending the same id again (a retry) answers the first
   * commitment and commits nothing more; the same id with another project or amount is 409.
   */
  client_order_id: clientOrderIdSchema,
});
export type LaunchpadCommitBody = z.infer<typeof launchpadCommitBodySchema>;

export { LAUNCHPAD_RECORD_TYPES };
export const launchpadRecordTypeSchema = z.enum(LAUNCHPAD_RECORD_TYPES);
export type LaunchpadRecordType = z.infer<typeof launchpadRecordTypeSchema>;

/**
 * One movement of a user in a project (the order centre's rows, /order/subscribe). Per user and
 * project, once distributed: sum of `commit` amounts = allocation `cost` + refund `amount`.
 */
export const launchpadRecordSchema = z.object({
  id: idSchema,
  type: launchpadRecordTypeSchema,
  project_id: idSchema,
  project_name: z.string(),
  token: coinNameSchema,
  quote_coin: coinNameSchema,
  price: decimalString,
  /** The coin `amount` is in: the token for an allocation, the quote coin otherwise. */
  coin: coinNameSchema,
  amount: decimalString,
  /** An allocation's cost in the quote coin (`amount × price`); null for the other types. */
  cost: decimalString.nullable(),
  /** A commitment's `client_order_id`; null for the other types. */
  client_order_id: z.string().nullable(),
  /** The project's phase now. */
  phase: launchpadPhaseSchema,
  created_at: timestampMs,
});
export type LaunchpadRecord = z.infer<typeof launchpadRecordSchema>;

/** The order centre's filters: a project, a type, a time window on `created_at`; newest first. */
export const launchpadRecordsQuerySchema = historyQuery.extend({
  project_id: formId.optional(),
  type: launchpadRecordTypeSchema.optional(),
});

export const launchpadRecordsExportQuerySchema = launchpadRecordsQuerySchema.omit({
  page: true,
  limit: true,
});

/** Public: visitors see the projects; the `user_*` fields are empty without a token. */
export const launchpadProjects = defineRoute({
  method: 'GET',
  path: '/launchpad/projects',
  auth: false,
  query: launchpadProjectsQuerySchema,
  response: z.array(launchpadProjectSchema),
});

/** One project; 404 naming `id` when there is none. */
export const launchpadProject = defineRoute({
  method: 'GET',
  path: '/launchpad/projects/:id',
  auth: false,
  params: z.object({ id: formId }),
  response: launchpadProjectSchema,
});

/**
 * Commits quote coin (frozen in the spot account, added to earlier commitments). Refusals, 4xx
 * naming the field, nothing changed: `project_id` unknown (404) or outside `subscribing` (409);
 * `amount` with more than `amount_precision` decimals, under `min_commit`, past `user_cap` in
 * all, or more than the spot balance available (422); `client_order_id` reused for another
 * commitment (409).
 */
export const launchpadCommit = defineRoute({
  method: 'POST',
  path: '/launchpad/commit',
  auth: true,
  body: launchpadCommitBodySchema,
  response: launchpadRecordSchema,
});

/** The calling user's records, newest first; `project_id` of no project answers an empty page. */
export const launchpadRecords = defineRoute({
  method: 'GET',
  path: '/launchpad/records',
  auth: true,
  query: launchpadRecordsQuerySchema,
  response: paginated(launchpadRecordSchema),
});

/** The order centre's "Export CSV": every record the filters match, as a file. */
export const launchpadRecordsExport = defineRoute({
  method: 'GET',
  path: '/launchpad/records/export',
  auth: true,
  query: launchpadRecordsExportQuerySchema,
  response: z.string(),
  download: 'text/csv',
});

/** Every launchpad route, by name, for the route table. */
export const launchpadRoutes = {
  launchpadProjects,
  launchpadProject,
  launchpadCommit,
  launchpadRecords,
  launchpadRecordsExport,
};

/** The columns of the launchpad CSV: every field of a record, in the wire's order. */
export const LAUNCHPAD_CSV_COLUMNS = Object.keys(
  launchpadRecordSchema.shape,
) as (keyof LaunchpadRecord)[];

/** One record as a CSV record; `created_at` as ISO 8601 UTC, a null as an empty cell. */
export function launchpadCsvRecord(row: LaunchpadRecord): string {
  return csvRecord(
    LAUNCHPAD_CSV_COLUMNS.map((column) => {
      const value = row[column];
      if (value === null) return '';
      if (column === 'created_at') return new Date(value).toISOString();
      return String(value);
    }),
  );
}

/** The name of a launchpad export made at `now`: `launchpad-records-2026-11-24.csv` (UTC date). */
export function launchpadCsvFilename(now: number): string {
  return `launchpad-records-${new Date(now).toISOString().slice(0, 10)}.csv`;
}
