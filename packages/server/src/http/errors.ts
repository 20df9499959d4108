import type { FastifyError, FastifyInstance } from 'fastify';
import { fail, type FieldError } from '@exchange/api';
import { InsufficientFundsError, LedgerError } from '../wallet/ledger.ts';

/**
 * An error that becomes an HTTP answer as is: its status, its message (shown to the user as a
 * toast, SPEC.md section 8) and, for 422, the fields at fault.
 *
 * @example throw new HttpError(404, 'Withdrawal not found');
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: readonly FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 422 naming one field, as schema failures do. */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, `${field}: ${message}`, [{ field, message }]);
}

/**
 * Errors never leak internals: known errors answer with their own status and message, anything
 * else is logged and answers a bare 500.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(fail(error.statusCode, error.message, error.errors));
    }
    if (error instanceof InsufficientFundsError) {
      return reply.code(400).send(fail(400, error.message));
    }
    if (error instanceof LedgerError) {
      return reply.code(422).send(fail(422, error.message));
    }
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply.code(429).send(fail(429, 'Too many requests, please try again later'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, too large, bad multipart): their message is safe.
      return reply.code(status).send(fail(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(fail(500, 'Internal server error'));
  });
}
