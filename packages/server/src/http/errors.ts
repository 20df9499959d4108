import type { FastifyError, FastifyInstance } from 'fastify';
import { fail, UNSAFE_TEXT, type FieldError } from '@exchange/api';
import { InsufficientFundsError, LedgerError } from '../wallet/ledger.ts';
import { failedReadingBody } from './body.ts';

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

/** What no text field takes (api's UNSAFE_TEXT: controls, separators, bidi), every match. */
const UNSAFE_CHARS = new RegExp(UNSAFE_TEXT.source, 'g');

/**
 * A client-supplied value made safe to quote in an error message: control and bidirectional
 * override characters are shown as `\uXXXX` escapes (never interpreted by a terminal, log viewer
 * or the page), and the text is cut to `max` characters.
 *
 * @example `Unknown pair ${quoteInput('BTC\u202eUSDT')}` // 'Unknown pair "BTC\\u202eUSDT"'
 */
export function quoteInput(value: unknown, max = 32): string {
  const text = String(value);
  const cut = text.length > max ? `${text.slice(0, max)}…` : text;
  return `"${cut.replace(UNSAFE_CHARS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;
}

/**
 * The last line of defence for messages that reach the client: whatever a message was built
 * from, it carries no control or bidi characters and stays short.
 */
export function safeMessage(message: string, max = 300): string {
  const clean = message.replace(UNSAFE_CHARS, '\uFFFD');
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

function failure(status: number, message: string, errors?: readonly FieldError[]) {
  return fail(
    status,
    safeMessage(message),
    errors?.map((e) => ({ field: safeMessage(e.field, 64), message: safeMessage(e.message) })),
  );
}

/** What the client is told for Fastify's and @fastify/multipart's own body errors. */
const BODY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type: send multipart/form-data or application/json',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'Unsupported content type: send multipart/form-data or application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body too large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'File too large' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files in the form' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many fields in the form' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many parts in the form' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A form field is not valid JSON' },
  FST_PROTO_VIOLATION: { status: 400, message: 'Field name not allowed' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'Malformed multipart body: it ended early' },
};

/** A busboy message worth passing on (it never contains the client's bytes). */
function multipartReason(message: string): string {
  if (/boundary not found/i.test(message)) return 'no boundary';
  if (/unexpected end|terminated early/i.test(message)) return 'it ended early';
  if (/malformed part header/i.test(message)) return 'a part header is malformed';
  return 'it cannot be read';
}

/**
 * Errors never leak internals: known errors answer with their own status and message, a body the
 * parser cannot read is the client's fault (400, 413, 415 with a message), and anything else is
 * logged and answers a bare 500.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(failure(error.statusCode, error.message, error.errors));
    }
    if (error instanceof InsufficientFundsError) {
      return reply.code(400).send(failure(400, error.message));
    }
    if (error instanceof LedgerError) {
      return reply.code(422).send(failure(422, error.message));
    }
    const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
    const known = BODY_ERRORS[code];
    if (known) return reply.code(known.status).send(failure(known.status, known.message));
    const status =
      'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply.code(429).send(failure(429, 'Too many requests, please try again later'));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, bad content length …): their message is safe.
      return reply.code(status).send(failure(status, error.message || 'Bad request'));
    }
    if (failedReadingBody(request)) {
      // Busboy's errors carry no status: raised while reading the form, they are the client's.
      const message = `Malformed multipart body: ${multipartReason(error.message)}`;
      return reply.code(400).send(failure(400, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(fail(500, 'Internal server error'));
  });
}
