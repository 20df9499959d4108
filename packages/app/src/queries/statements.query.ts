import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AccountType, ApiClient, StatementType } from '@exchange/api';

/** Rows per page of the capital flow. */
export const STATEMENTS_PAGE_SIZE = 20;

/** What the capital flow asks GET /wallet/statements for; undefined means "all". */
export interface StatementsFilter {
  account: AccountType | undefined;
  coinId: number | undefined;
  type: StatementType | undefined;
  /** Inclusive lower bound on the movement's time (Unix ms). */
  from: number | undefined;
  /** Exclusive upper bound (Unix ms). */
  to: number | undefined;
  page: number;
}

/** The filter as the route's query fields, without the undefined ones. */
export function statementsQueryFields(filter: Omit<StatementsFilter, 'page'>) {
  return {
    ...(filter.account === undefined ? {} : { account: filter.account }),
    ...(filter.coinId === undefined ? {} : { coin_id: filter.coinId }),
    ...(filter.type === undefined ? {} : { type: filter.type }),
    ...(filter.from === undefined ? {} : { from: filter.from }),
    ...(filter.to === undefined ? {} : { to: filter.to }),
  };
}

/**
 * GET /wallet/statements: one page of the user's ledger movements, newest first. The previous
 * page stays on screen while the next loads.
 *
 * @example useQuery(statementsQuery(api, { account: 'spot', coinId: undefined, …, page: 1 }))
 */
export function statementsQuery(api: ApiClient, filter: StatementsFilter) {
  return queryOptions({
    queryKey: ['wallet', 'statements', filter] as const,
    queryFn: ({ signal }) =>
      api.call(
        'statements',
        {
          query: {
            page: filter.page,
            limit: STATEMENTS_PAGE_SIZE,
            ...statementsQueryFields(filter),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
