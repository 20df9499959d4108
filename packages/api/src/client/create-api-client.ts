import type { z } from 'zod';
import {
  CODE_OK,
  CODE_SESSION_INVALID,
  envelope,
  failureBodySchema,
  type FailureBody,
} from '../envelope.ts';
import { buildPath, type ApiRoute } from '../route.ts';
import { apiRoutes, type RouteData, type RouteInput, type RouteName } from '../routes.ts';
import { encodeForm, encodeQuery } from './encode.ts';
import {
  ApiFailureError,
  type ApiError,
  HttpError,
  InvalidResponseError,
  LoginExpiredError,
  NetworkError,
  RequestAbortedError,
  RequestTimeoutError,
  SessionInvalidError,
} from './errors.ts';
import {
  API_HEADERS,
  bearer,
  DEVICE_NAME_WEB,
  DEVICE_TYPE_WEB,
  REQUEST_TIMEOUT_MS,
} from './headers.ts';

/**
 * What the app does for each entry of the error catalogue (SPEC.md section 8). The client calls
 * the hook, then resolves or rejects as documented on {@link ApiClient.request}.
 */
export interface ApiHooks {
  /** Envelope code 4001: toast the message, clear token and user, go to "/". */
  onSessionInvalid(message: string): void;
  /** Toast a message: 400/405/422 and other failures; `error` says which (absent for 4xx bodies). */
  onMessage(message: string, error?: ApiError): void;
  /** HTTP 401: toast, log out. The call then rejects with {@link LoginExpiredError}. */
  onUnauthorized(message: string): void;
}

export interface ApiClientOptions {
  /** Prefix of every path: "" for same origin, or e.g. "http://localhost:8080". */
  baseUrl: string;
  /** The session token, or null/undefined while logged out; read on every request. */
  getToken: () => string | null | undefined;
  /** The current interface locale, sent as `Language`; read on every request. */
  getLocale: () => string;
  /** The browser's device id (fingerprint hash), or a function returning it. */
  deviceId: string | (() => string);
  hooks: ApiHooks;
  /** Defaults to the global fetch; tests and the server's contract tests hand in their own. */
  fetch?: typeof fetch;
  /** Defaults to {@link REQUEST_TIMEOUT_MS}. */
  timeoutMs?: number;
  /**
   * Whether the device believes it is online (`() => navigator.onLine` in a browser), read as
   * each request is sent: a request that fails while offline was never sent
   * (`NetworkError.delivery === 'not-sent'`). Without it a failed transfer counts as `unknown`.
   */
  isOnline?: () => boolean;
}

export interface RequestOptions {
  /** Aborts the request (TanStack Query passes its own); rejects with RequestAbortedError. */
  signal?: AbortSignal;
}

/** A 400/405/422 answer (or a non-200 envelope code), returned to the caller, not thrown. */
export interface ApiFailure {
  ok: false;
  /** The HTTP status (200 when only the envelope code said no). */
  status: number;
  code: number;
  message: string;
  body: FailureBody;
}

export interface ApiSuccess<T> {
  ok: true;
  data: T;
  message: string;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

type Args<N extends RouteName> =
  object extends RouteInput<N>
    ? [input?: RouteInput<N>, options?: RequestOptions]
    : [input: RouteInput<N>, options?: RequestOptions];

export interface ApiClient {
  /**
   * Call a route and get its typed outcome. Resolves `{ ok: true, data }` on success and
   * `{ ok: false, … }` on 400/405/422; rejects with an {@link ApiError} otherwise. A download
   * route (`download: 'text/csv'`, e.g. `statementsExport`) resolves the file's text as `data`,
   * for the page to save as a Blob; its refusals follow the same error catalogue.
   */
  request<N extends RouteName>(name: N, ...args: Args<N>): Promise<ApiResult<RouteData<N>>>;
  /** Like `request`, but resolves the data itself and rejects with ApiFailureError on failure. */
  call<N extends RouteName>(name: N, ...args: Args<N>): Promise<RouteData<N>>;
}

/** Statuses whose body goes back to the caller after a toast (SPEC.md section 8). */
const RETURNED_STATUSES = new Set([400, 405, 422]);

const GENERIC_MESSAGE = 'Error';

interface RequestParts {
  params?: Record<string, string | number>;
  query?: unknown;
  body?: unknown;
}

/**
 * Create the typed HTTP client. No module-level state: each app (or test) makes its own.
 *
 * @example
 * const api = createApiClient({
 *   baseUrl: '',
 *   getToken: () => session.token,
 *   getLocale: () => i18n.locale,
 *   deviceId: fingerprint,
 *   hooks: { onSessionInvalid, onMessage: toast, onUnauthorized: logout },
 * });
 * const pairs = await api.call('spotPairs');
 * const placed = await api.request('spotPlaceOrder', { body: { symbol: 'BTCUSDT', … } });
 * if (!placed.ok) showFieldErrors(placed.body.data?.errors);
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return createRouteClient(options, (name) => apiRoutes[name]);
}

/** Finds a route's definition by name: from the table at hand, or loaded on demand. */
export type RouteResolver = (name: RouteName) => ApiRoute | Promise<ApiRoute>;

/**
 * {@link createApiClient} over routes found by `resolveRoute`: with route-loaders.ts's
 * `loadRoute`, a browser bundle loads each area's schemas with its first call (issue 25) instead
 * of holding the whole route table.
 *
 * @example const api = createRouteClient({ baseUrl: '', … }, loadRoute);
 */
export function createRouteClient(
  options: ApiClientOptions,
  resolveRoute: RouteResolver,
): ApiClient {
  const { hooks } = options;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const envelopes = new Map<RouteName, z.ZodType>();

  function envelopeOf(name: RouteName, route: ApiRoute): z.ZodType {
    let schema = envelopes.get(name);
    if (!schema) {
      schema = envelope(route.response);
      envelopes.set(name, schema);
    }
    return schema;
  }

  function headers(): Headers {
    const result = new Headers();
    const deviceId = typeof options.deviceId === 'function' ? options.deviceId() : options.deviceId;
    result.set(API_HEADERS.deviceId, deviceId);
    result.set(API_HEADERS.deviceType, DEVICE_TYPE_WEB);
    result.set(API_HEADERS.deviceName, DEVICE_NAME_WEB);
    result.set(API_HEADERS.language, options.getLocale());
    const token = options.getToken();
    if (token) result.set(API_HEADERS.authorization, bearer(token));
    return result;
  }

  /** Reject after telling the app, so every rejection but an abort is seen by the user. */
  function reject(error: ApiError, message: string = GENERIC_MESSAGE): never {
    hooks.onMessage(message, error);
    throw error;
  }

  async function request(
    name: RouteName,
    input: RequestParts = {},
    requestOptions: RequestOptions = {},
  ): Promise<ApiResult<unknown>> {
    let route: ApiRoute;
    try {
      // A table at hand answers at once: the call stays synchronous up to fetch, as before.
      const resolved = resolveRoute(name);
      route = resolved instanceof Promise ? await resolved : resolved;
    } catch (cause) {
      // The route's chunk did not load (offline, a deploy replaced it): nothing was sent.
      return reject(
        new NetworkError(name, `${name} failed: its route did not load`, {
          cause,
          delivery: 'not-sent',
        }),
      );
    }
    if (requestOptions.signal?.aborted)
      throw new RequestAbortedError(name, `${name} was aborted`, {
        cause: requestOptions.signal.reason,
      });
    const query = input.query === undefined ? '' : encodeQuery(input.query);
    const url = `${baseUrl}${buildPath(route.path, input.params)}${query ? `?${query}` : ''}`;
    const download: ApiRoute['download'] = 'download' in route ? route.download : undefined;
    const requestHeaders = headers();
    // A download route answers its file, or the JSON envelope when it refuses (SPEC.md section 8).
    requestHeaders.set('Accept', download ? `${download}, application/json` : 'application/json');
    const init: RequestInit = { method: route.method, headers: requestHeaders };
    // Without a body a PUT (cancel) sends nothing; a GET never has one.
    if (input.body !== undefined && route.method !== 'GET') init.body = encodeForm(input.body);

    const controller = new AbortController();
    let timedOut = false;
    // SPEC.md section 9: the timeout is set on each request, there is no client-wide default.
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = requestOptions.signal;
    const onCallerAbort = () => {
      controller.abort();
    };
    if (callerSignal?.aborted) controller.abort();
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
    init.signal = controller.signal;
    // Read as it is sent: being offline then is the one case where a failed transfer surely
    // sent nothing (issue 15).
    const offlineWhenSent = options.isOnline?.() === false;

    // An abort can land while the headers or while the body are read: both map the same way.
    const failedTransfer = (cause: unknown): never => {
      if (timedOut) return reject(new RequestTimeoutError(name, timeoutMs));
      if (callerSignal?.aborted)
        throw new RequestAbortedError(name, `${name} was aborted`, { cause });
      return reject(
        new NetworkError(name, `${name} failed: no answer`, {
          cause,
          delivery: offlineWhenSent ? 'not-sent' : 'unknown',
        }),
      );
    };

    try {
      let response: Response;
      let raw: string;
      try {
        response = await doFetch(url, init);
        raw = await response.text();
      } catch (cause) {
        return failedTransfer(cause);
      }
      // A download's file is the call's data as it is: its text, not an envelope.
      if (download && response.ok && response.headers.get('content-type')?.startsWith(download))
        return { ok: true, data: raw, message: '' };
      return handle(name, route, response.status, response.ok, raw);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function handle(
    name: RouteName,
    route: ApiRoute,
    status: number,
    httpOk: boolean,
    raw: string,
  ): ApiResult<unknown> {
    let json: unknown;
    let isJson = true;
    try {
      json = JSON.parse(raw);
    } catch {
      isJson = false;
    }
    const message = messageOf(json);
    const code = codeOf(json);

    // Envelope code 4001 wins over the HTTP status: the session is gone whatever else happened.
    if (code === CODE_SESSION_INVALID) {
      hooks.onSessionInvalid(message ?? GENERIC_MESSAGE);
      throw new SessionInvalidError(name, message ?? GENERIC_MESSAGE);
    }
    if (status === 401) {
      hooks.onUnauthorized(message ?? GENERIC_MESSAGE);
      throw new LoginExpiredError(name);
    }
    if (RETURNED_STATUSES.has(status)) return failure(status, json, message);
    if (!httpOk) return reject(new HttpError(name, status, message ?? GENERIC_MESSAGE), message);

    if (!isJson)
      return reject(
        new InvalidResponseError(name, `${name} answered with a body that is not JSON`),
      );
    // A 2xx whose envelope code says no is a business refusal: same path as a 400.
    if (code !== undefined && code !== CODE_OK) return failure(status, json, message);
    const parsed = envelopeOf(name, route).safeParse(json);
    if (!parsed.success) {
      return reject(
        new InvalidResponseError(
          name,
          `${name} answered with an unexpected shape: ${parsed.error.issues
            .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
            .join('; ')}`,
          parsed.error.issues,
        ),
      );
    }
    const body = parsed.data as { data: unknown; message: string };
    return { ok: true, data: body.data, message: body.message };
  }

  function failure(status: number, json: unknown, message: string | undefined): ApiFailure {
    const parsed = failureBodySchema.safeParse(json);
    // A body not in our shape (a proxy's 405 page, Fastify's own 400) still yields a typed one.
    const body: FailureBody = parsed.success
      ? parsed.data
      : {
          status: 'error',
          code: codeOf(json) ?? status,
          data: null,
          message: message ?? GENERIC_MESSAGE,
        };
    hooks.onMessage(body.message);
    return { ok: false, status, code: body.code, message: body.message, body };
  }

  const client = {
    request: (name: RouteName, input?: RequestParts, requestOptions?: RequestOptions) =>
      request(name, input, requestOptions),
    async call(name: RouteName, input?: RequestParts, requestOptions?: RequestOptions) {
      const result = await request(name, input, requestOptions);
      if (result.ok) return result.data;
      throw new ApiFailureError(name, result.status, result.body);
    },
  };
  // The implementation is written over the untyped route union; the public type narrows each
  // call to its route's input and data, which the route table guarantees.
  return client as ApiClient;
}

function messageOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null || !('message' in json)) return undefined;
  const { message } = json;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

function codeOf(json: unknown): number | undefined {
  if (typeof json !== 'object' || json === null || !('code' in json)) return undefined;
  const { code } = json;
  return typeof code === 'number' ? code : undefined;
}
