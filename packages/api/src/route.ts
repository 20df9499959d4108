import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT';

/**
 * One call of the wire contract. The client builds requests from it, the server registers and
 * validates routes from it, and the MSW handlers mock it: a field renamed here breaks all three
 * at type-check time (ARCHITECTURE.md: api is the single source of truth).
 *
 * - `path` uses `:name` segments (Fastify and MSW both read that form); `params` validates them.
 * - `query` validates the URL parameters of a GET, `body` the multipart form of a POST/PUT.
 * - `response` is the schema of the envelope's `data` (see {@link envelope}).
 * - `auth`: the call needs `Authorization: Bearer {token}`; without it the server answers 401.
 * - `demo`: exists only while the server runs in demo mode (off in production).
 * - `download`: the route answers a file to save (its MIME type, e.g. `text/csv`) with
 *   `Content-Disposition: attachment`, not the JSON envelope; `response` describes the file's
 *   text. The client fetches it with `download()` (auth headers and the error catalogue as for
 *   any call), never with `call()`; errors still come back as the JSON envelope.
 */
export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
  readonly auth: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly demo?: boolean;
  readonly download?: 'text/csv';
}

/**
 * Declare a route, keeping the exact schema types for inference.
 *
 * @example
 * export const getAsset = defineRoute({
 *   method: 'GET', path: '/wallet/getAsset', auth: true, response: assetSchema,
 * });
 */
export function defineRoute<const R extends ApiRoute>(route: R): R {
  return route;
}

/** Fill `:name` segments of a route path: `/spots/order/:id` + `{ id: 7 }` → `/spots/order/7`. */
export function buildPath(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
