import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { fail, fieldErrors, ok } from '../envelope.ts';
import type { ApiRoute } from '../route.ts';
import { attachment } from '../csv.ts';
import { apiRoutes, type RouteData, type RouteName } from '../routes.ts';
import { API_HEADERS } from '../client/headers.ts';
import {
  defaultResolvers,
  MockHttpError,
  type FixtureResolver,
  type FixtureResolvers,
} from './resolvers.ts';

// MSW handlers generated from the route table, for stories only: each validates the request
// with the route's own schemas (422 naming the field, like the real server) and answers with
// the route's fixture in the shared envelope.

export interface HandlerOptions {
  /**
   * Prefix of the mocked paths. The default "*" matches any origin and base path, so a client
   * built with baseUrl "" or "http://localhost:8080" hits the same handlers.
   */
  baseUrl?: string;
  /** Replace the answer of some routes. */
  resolvers?: Partial<FixtureResolvers>;
  /** Answer 401 to auth routes called without a bearer token (off by default: stories show UI). */
  enforceAuth?: boolean;
}

type UntypedResolver = (request: { params: unknown; query: unknown; body: unknown }) => unknown;

/** The mocked URL of a route. */
export function mockUrl(name: RouteName, baseUrl = '*'): string {
  return `${baseUrl.replace(/\/+$/, '')}${apiRoutes[name].path}`;
}

function register(
  name: RouteName,
  baseUrl: string,
  resolve: (request: Request, params: Record<string, unknown>) => Promise<Response> | Response,
): HttpHandler {
  const route: ApiRoute = apiRoutes[name];
  const url = mockUrl(name, baseUrl);
  const resolver = ({ request, params }: { request: Request; params: Record<string, unknown> }) =>
    resolve(request, params);
  switch (route.method) {
    case 'GET':
      return http.get(url, resolver);
    case 'POST':
      return http.post(url, resolver);
    case 'PUT':
      return http.put(url, resolver);
    default:
      return route.method satisfies never;
  }
}

function failure(
  status: number,
  message: string,
  errors?: ReturnType<typeof fieldErrors>,
): Response {
  return HttpResponse.json(fail(status, message, errors), { status });
}

async function formFields(request: Request): Promise<Record<string, unknown>> {
  const text = await request.clone().text();
  if (text === '') return {};
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- undici marks formData() "not for servers"; here it parses a mocked browser request, which is what it is for.
  const form = await request.formData();
  const fields: Record<string, unknown> = {};
  form.forEach((value, key) => {
    fields[key] = value;
  });
  return fields;
}

function validate(
  schema: z.ZodType | undefined,
  value: unknown,
  part: string,
): { ok: true; data: unknown } | { ok: false; response: Response } {
  if (!schema) return { ok: true, data: undefined };
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = fieldErrors(parsed.error);
  const first = errors[0];
  const message = first ? `${first.field || part}: ${first.message}` : `Invalid ${part}`;
  return { ok: false, response: failure(422, message, errors) };
}

/**
 * The handler of one route, answering with `resolver` (the route's fixture by default).
 *
 * @example server.use(routeHandler('spotPairs', () => []))
 */
export function routeHandler<N extends RouteName>(
  name: N,
  resolver?: FixtureResolver<N>,
  options: Omit<HandlerOptions, 'resolvers'> = {},
): HttpHandler {
  const route: ApiRoute = apiRoutes[name];
  // The table guarantees each resolver matches its route; the loop below is over all routes.
  const resolve = (resolver ?? defaultResolvers[name]) as unknown as UntypedResolver;
  return register(name, options.baseUrl ?? '*', async (request, rawParams) => {
    if (route.auth && options.enforceAuth && !request.headers.get(API_HEADERS.authorization)) {
      return failure(401, 'Please log in');
    }
    const params = validate(route.params, rawParams, 'path');
    if (!params.ok) return params.response;
    const query = validate(
      route.query,
      Object.fromEntries(new URL(request.url).searchParams),
      'query',
    );
    if (!query.ok) return query.response;
    let fields: Record<string, unknown> = {};
    if (route.body) {
      try {
        fields = await formFields(request);
      } catch {
        return failure(400, 'Expected a multipart form body');
      }
    }
    const body = validate(route.body, fields, 'body');
    if (!body.ok) return body.response;
    try {
      const data = resolve({ params: params.data, query: query.data, body: body.data });
      // A download route answers its file (the resolver gives its text), like the server.
      if (route.download) {
        return new HttpResponse(String(data), {
          headers: {
            'content-type': `${route.download}; charset=utf-8`,
            'content-disposition': attachment(`${name}.csv`),
          },
        });
      }
      return HttpResponse.json(ok(data));
    } catch (error) {
      if (error instanceof MockHttpError)
        return failure(error.status, error.message, error.errors && [...error.errors]);
      throw error;
    }
  });
}

/**
 * Handlers for every route of the table, answering with seeded fixtures.
 *
 * @example
 * // .storybook: parameters.msw.handlers = createHandlers();
 * // a story's error state: [mockRouteFailure('getAsset', { status: 500 }), ...createHandlers()]
 */
export function createHandlers(options: HandlerOptions = {}): HttpHandler[] {
  return (Object.keys(apiRoutes) as RouteName[]).map((name) =>
    routeHandler(name, options.resolvers?.[name], options),
  );
}

/**
 * Answer a route with fixed data (put it before {@link createHandlers}' handlers).
 *
 * @example mockRoute('spotOrders', { list: [], page: 1, limit: 20, total: 0 })
 */
export function mockRoute<N extends RouteName>(
  name: N,
  data: RouteData<N>,
  options: Omit<HandlerOptions, 'resolvers'> = {},
): HttpHandler {
  return register(name, options.baseUrl ?? '*', () => HttpResponse.json(ok(data)));
}

/**
 * Answer a route with its empty form: [] for lists, an empty page for paginated lists.
 *
 * @example mockRouteEmpty('getDeposits')
 */
export function mockRouteEmpty(
  name: RouteName,
  options: Omit<HandlerOptions, 'resolvers'> = {},
): HttpHandler {
  const kind = emptyKind(apiRoutes[name].response);
  if (kind === undefined)
    throw new Error(`Route "${name}" has no empty form: it answers a single object`);
  return register(name, options.baseUrl ?? '*', (request) => {
    if (kind === 'list') return HttpResponse.json(ok([]));
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1') || 1;
    const limit = Number(url.searchParams.get('limit') ?? '20') || 20;
    return HttpResponse.json(ok({ list: [], page, limit, total: 0 }));
  });
}

function emptyKind(schema: z.ZodType): 'list' | 'page' | undefined {
  const def = schema.def as { type: string; shape?: Record<string, unknown> };
  if (def.type === 'array') return 'list';
  if (def.type === 'object' && def.shape && 'list' in def.shape && 'total' in def.shape)
    return 'page';
  return undefined;
}

/**
 * Answer a route with an error status and the shared error body.
 *
 * @example mockRouteFailure('spotPlaceOrder', { status: 422, message: 'price: Required', errors: [{ field: 'price', message: 'Required' }] })
 * @example mockRouteFailure('getAsset', { status: 200, code: 4001, message: 'Signed in elsewhere' })
 */
export function mockRouteFailure(
  name: RouteName,
  failureOptions: {
    status: number;
    message?: string;
    code?: number;
    errors?: ReturnType<typeof fieldErrors>;
  },
  options: Omit<HandlerOptions, 'resolvers'> = {},
): HttpHandler {
  const { status, message = 'Error', code = status, errors } = failureOptions;
  return register(name, options.baseUrl ?? '*', () =>
    HttpResponse.json(fail(code, message, errors), { status }),
  );
}

/**
 * Never answer a route, so the story stays in its loading state.
 *
 * @example mockRouteLoading('spotKline')
 */
export function mockRouteLoading(
  name: RouteName,
  options: Omit<HandlerOptions, 'resolvers'> = {},
): HttpHandler {
  return register(name, options.baseUrl ?? '*', async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  });
}
