import type { Page } from '../common.ts';
import type { FieldError } from '../envelope.ts';
import type { RouteData, RouteName, RouteRequest } from '../routes.ts';

// What every fixture resolver shares: its type, the error it throws, pagination.

/** Answers a route's validated request with its `data`. */
export type FixtureResolver<N extends RouteName> = (request: RouteRequest<N>) => RouteData<N>;
export type FixtureResolvers = { [N in RouteName]: FixtureResolver<N> };

/**
 * Thrown by a resolver to answer with an error status (e.g. 404 for an unknown article); a 422
 * may name its fields, like the server's (e.g. a wrong `google_code`).
 */
export class MockHttpError extends Error {
  readonly status: number;
  readonly errors: readonly FieldError[] | undefined;
  constructor(status: number, message: string, errors?: readonly FieldError[]) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
}

/**
 * One page of a fixture list.
 *
 * @example pageOf(rows, { page: 2, limit: 10 }) // rows 11–20 with total = rows.length
 */
export function pageOf<T>(list: readonly T[], query: { page: number; limit: number }): Page<T> {
  const start = (query.page - 1) * query.limit;
  return {
    list: list.slice(start, start + query.limit),
    page: query.page,
    limit: query.limit,
    total: list.length,
  };
}

const OPEN = new Set(['open', 'partial', 'untriggered']);
/** Whether an order status counts as open (`open`, `partial`, and a contract stop's `untriggered`). */
export const isOpen = (status: string) => OPEN.has(status);
