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

/** Base of every error the client rejects with; `route` is the route name that failed. */
export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
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

/** No answer within the request's timeout (20000 ms). */
export class RequestTimeoutError extends ApiError {
  readonly kind = 'timeout';
  readonly timeoutMs: number;
  constructor(route: string, timeoutMs: number) {
    super(route, `${route} timed out after ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller aborted (e.g. TanStack Query cancelled the query); no message is shown. */
export class RequestAbortedError extends ApiError {
  readonly kind = 'aborted';
}

/** The request never got an HTTP answer (offline, DNS, refused connection, CORS). */
export class NetworkError extends ApiError {
  readonly kind = 'network';
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
