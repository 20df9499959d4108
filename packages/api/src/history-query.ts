import { formId, paginationQuery } from './common.ts';

// The query every history list of the order centres shares (SPEC.md section 2: /order/finance,
// /order/subscribe …): a page, and a time window named like GET /wallet/statements' one.

/**
 * A page of a history list within an optional time window.
 *
 * @example historyQuery.parse({ from: '1763000000000', page: '2' }) // { page: 2, limit: 20, from: 1763000000000 }
 */
export const historyQuery = paginationQuery.extend({
  /** Inclusive lower bound on the row's time (ms). */
  from: formId.optional(),
  /** Exclusive upper bound on the row's time (ms). */
  to: formId.optional(),
});
