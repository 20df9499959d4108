import type { ZodError } from 'zod';
import type { FailureBody } from '../envelope.ts';

// The error catalogue of SPEC.md section 8 as typed outcomes. Everything the client rejects with
// is an ApiError; `kind` tells them apart so the app can exhaustively switch on it.

export type ApiErrorKind =
  | 'session-invalid'
  | 'login-expired'
  | 'failure'
  | 'http'
  | 'timeout'
  | 'aborted'
  | 'network'
  | 'invalid-response';

/**
 * How far a failed request got, so the app can tell the user whether anything happened (issue
 * 15: an order that failed with "no answer" may still have been placed).
 *
 * - `not-sent`: it never left this device (the browser was offline when it was sent).
 * - `unknown`: it may have reached the server and taken effect (no answer in time, or the
 *   connection failed while the browser believed it was online; a browser cannot tell a refused
 *   connection from one lost after the body went out).
 * - `delivered`: the server answered; its answer (an error status or a body) says what happened.
 */
export type ApiDelivery = 'not-sent' | 'unknown' | 'delivered';

/**
 * Base of every error the client rejects with. `route` is the route name that failed (for logs
 * and for the app to tell an order from a cancel: never show it to a user).
 */
export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  /** How far the request got; see {@link ApiDelivery}. Answered errors are `delivered`. */
  readonly delivery: ApiDelivery = 'delivered';
  readonly route: string;
  constructor(route: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.route = route;
    this.name = new.target.name;
  }
}

/** Envelope code 4001: the session was ended server-side; the app clears it and goes home. */
export class SessionInvalidError extends ApiError {
  readonly kind = 'session-invalid';
}

/** HTTP 401: the token expired or is unknown; the app logs out. Message is "login expired". */
export class LoginExpiredError extends ApiError {
  readonly kind = 'login-expired';
  constructor(route: string) {
    super(route, LOGIN_EXPIRED_MESSAGE);
  }
}

/** The text the 401 rejection carries (SPEC.md section 8); the app translates it for display. */
export const LOGIN_EXPIRED_MESSAGE = 'login expired';

/**
 * A 400/405/422 (or a non-200 envelope code) surfaced by `call()`. `request()` returns the same
 * information as `{ ok: false, … }` instead of throwing.
 */
export class ApiFailureError extends ApiError {
  readonly kind = 'failure';
  readonly status: number;
  readonly body: FailureBody;
  constructor(route: string, status: number, body: FailureBody) {
    super(route, body.message);
    this.status = status;
    this.body = body;
  }
}

/** Any other HTTP error status (403, 404, 429, 5xx …). */
export class HttpError extends ApiError {
  readonly kind = 'http';
  readonly status: number;
  constructor(route: string, status: number, message: string) {
    super(route, message);
    this.status = status;
  }
}

/** No answer within the request's timeout (20000 ms): the server may have acted on it. */
export class RequestTimeoutError extends ApiError {
  readonly kind = 'timeout';
  override readonly delivery = 'unknown';
  readonly timeoutMs: number;
  constructor(route: string, timeoutMs: number) {
    super(route, `${route} timed out after ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller aborted (e.g. TanStack Query cancelled the query); no message is shown. */
export class RequestAbortedError extends ApiError {
  readonly kind = 'aborted';
  override readonly delivery = 'unknown';
}

/**
 * The request never got an HTTP answer (offline, DNS, refused connection, CORS): fetch rejected.
 * `delivery` is `not-sent` when the browser was offline as it was sent, else `unknown`.
 */
export class NetworkError extends ApiError {
  readonly kind = 'network';
  override readonly delivery: 'not-sent' | 'unknown';
  constructor(
    route: string,
    message: string,
    options: { cause?: unknown; delivery?: 'not-sent' | 'unknown' } = {},
  ) {
    super(route, message, { cause: options.cause });
    this.delivery = options.delivery ?? 'unknown';
  }
}

/** A 2xx answer whose body is not JSON or does not match the route's schema. */
export class InvalidResponseError extends ApiError {
  readonly kind = 'invalid-response';
  readonly issues: ZodError['issues'];
  constructor(route: string, message: string, issues: ZodError['issues'] = []) {
    super(route, message);
    this.issues = issues;
  }
}
