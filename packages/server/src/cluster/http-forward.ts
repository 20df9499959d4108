// HTTP forwarding over the bus (issue 26, both sides): every worker's edge (edge-app.ts) sends the
// HTTP requests it does not answer itself on "exchange.http"; the engine owner answers each with
// app.inject, so the trader's HTTP answer is the engine's, byte for byte.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@exchange/api';
import {
  type Bus,
  BusNoResponderError,
  BusReplyError,
  type BusSubscription,
  BusTimeoutError,
} from './bus.ts';

/** The subject of forwarded HTTP requests (request/reply, answered by the engine owner). */
export const HTTP_SUBJECT = 'exchange.http';

/**
 * NATS's max_payload the cluster runs with (`max_payload: 32MB` in nats-server's config; its hard
 * ceiling is 64 MB). The largest request a trader sends is the advanced identity form: three
 * images of up to 5 MB (MAX_AUTH_IMAGE_BYTES), ~20 MB once base64-encoded.
 */
export const DEFAULT_MAX_PAYLOAD_BYTES = 32 * 1024 * 1024;

/** How long the edge waits for the engine's answer before it answers 503 itself. */
export const DEFAULT_FORWARD_TIMEOUT_MS = 10_000;

/** A request as it travels on {@link HTTP_SUBJECT} (JSON). */
interface ForwardedRequest {
  method: string;
  /** Path and query string, as the client sent them. */
  url: string;
  /** The client's headers without the hop-by-hop ones (`host` stays). */
  headers: Record<string, string>;
  /** The client's address (the edge's request.ip): the engine's per-address limits see it. */
  remoteAddress: string;
  /** Base64 of the raw request bytes, or null without a body. */
  body: string | null;
}

/** The engine's answer (JSON). */
interface ForwardedReply {
  status: number;
  /** Its headers, a list where the header repeats (several set-cookie). */
  headers: Record<string, string | string[]>;
  /** Base64 of the raw answer bytes. */
  body: string;
}

/**
 * Headers that describe one connection, not the message (RFC 9110 section 7.6.1): they are never
 * passed on, in either direction, nor are those the `connection` header names.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function connectionHeaders(value: unknown): Set<string> {
  const names = new Set(HOP_BY_HOP);
  const list = Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '';
  for (const name of list.split(',')) {
    const trimmed = name.trim().toLowerCase();
    if (trimmed) names.add(trimmed);
  }
  return names;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What the engine answers when the forwarded request cannot be read or answered. */
function failureReply(status: number, message: string): ForwardedReply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: Buffer.from(JSON.stringify(fail(status, message))).toString('base64'),
  };
}

function isForwardedRequest(value: unknown): value is ForwardedRequest {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.method === 'string' &&
    typeof v.url === 'string' &&
    typeof v.remoteAddress === 'string' &&
    typeof v.headers === 'object' &&
    v.headers !== null &&
    (v.body === null || typeof v.body === 'string')
  );
}

export interface AnswerForwardedOptions {
  /** The largest reply the bus carries (default {@link DEFAULT_MAX_PAYLOAD_BYTES}). */
  maxPayloadBytes?: number;
}

/**
 * The engine side: answer every request forwarded on {@link HTTP_SUBJECT} with `app.inject`, as
 * if the client had called this app directly from its own address. An answer too large for the
 * bus becomes a 502 (the edge would otherwise wait for nothing). Unsubscribe to stop answering.
 *
 * @example
 * const { app } = await buildExchange({ storage });
 * const answering = answerForwardedHttp(app, bus);
 * …
 * answering.unsubscribe();
 */
export function answerForwardedHttp(
  app: FastifyInstance,
  bus: Bus,
  options: AnswerForwardedOptions = {},
): BusSubscription {
  const maxPayload = options.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;
  return bus.reply(HTTP_SUBJECT, async (data) => {
    let forwarded: unknown;
    try {
      forwarded = JSON.parse(decoder.decode(data));
    } catch {
      forwarded = undefined;
    }
    let answer: ForwardedReply;
    if (!isForwardedRequest(forwarded)) {
      answer = failureReply(400, 'Malformed forwarded request');
    } else {
      const res = await app.inject({
        method: forwarded.method,
        url: forwarded.url,
        headers: forwarded.headers,
        remoteAddress: forwarded.remoteAddress,
        ...(forwarded.body === null ? {} : { payload: Buffer.from(forwarded.body, 'base64') }),
      });
      const headers: Record<string, string | string[]> = {};
      const drop = connectionHeaders(res.headers.connection);
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined || drop.has(name)) continue;
        headers[name] = Array.isArray(value) ? value.map(String) : String(value);
      }
      answer = { status: res.statusCode, headers, body: res.rawPayload.toString('base64') };
    }
    let bytes = encoder.encode(JSON.stringify(answer));
    if (bytes.length > maxPayload) {
      bytes = encoder.encode(
        JSON.stringify(failureReply(502, 'The answer is too large to pass through the cluster')),
      );
    }
    return bytes;
  });
}

export interface ForwardOptions {
  /** Milliseconds before the edge gives up waiting (default {@link DEFAULT_FORWARD_TIMEOUT_MS}). */
  timeoutMs?: number;
  /** The largest request the bus carries (default {@link DEFAULT_MAX_PAYLOAD_BYTES}). */
  maxPayloadBytes?: number;
}

/** The answer while no engine answers (failover in progress: Retry-After 1 s). */
export const RESTARTING_MESSAGE = 'The exchange is restarting: try again in a moment';
/** The answer when the engine took too long: it may still have carried the request out. */
export const TIMEOUT_MESSAGE =
  'The exchange did not answer in time: check whether your request went through before trying again';
const TOO_LARGE_MESSAGE = 'Request body too large';
const FAILED_MESSAGE = 'The exchange could not answer this request';

function sendFailure(
  reply: FastifyReply,
  status: number,
  message: string,
  retry: boolean,
): FastifyReply {
  if (retry) reply.header('retry-after', '1');
  return reply.code(status).type('application/json; charset=utf-8').send(fail(status, message));
}

/**
 * The edge side: send the request (its raw body, a Buffer read without parsing) to the engine
 * owner and answer with the engine's status, headers and bytes. No engine or no answer in time:
 * 503 with Retry-After 1; a message over the bus's payload limit: 413.
 *
 * @example
 * app.all('/*', (request, reply) => forwardHttp(bus, request, reply));
 */
export async function forwardHttp(
  bus: Bus,
  request: FastifyRequest,
  reply: FastifyReply,
  options: ForwardOptions = {},
): Promise<FastifyReply> {
  const drop = connectionHeaders(request.headers.connection);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || drop.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  const body = Buffer.isBuffer(request.body) ? request.body : null;
  const forwarded: ForwardedRequest = {
    method: request.method,
    url: request.url,
    headers,
    remoteAddress: request.ip,
    body: body ? body.toString('base64') : null,
  };
  const maxPayload = options.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;
  const data = encoder.encode(JSON.stringify(forwarded));
  if (data.length > maxPayload) return sendFailure(reply, 413, TOO_LARGE_MESSAGE, false);

  // NATS down (reconnecting): answer at once rather than after the timeout.
  if (!bus.connected) return sendFailure(reply, 503, RESTARTING_MESSAGE, true);
  let answer: ForwardedReply;
  try {
    const bytes = await bus.request(
      HTTP_SUBJECT,
      data,
      options.timeoutMs ?? DEFAULT_FORWARD_TIMEOUT_MS,
    );
    answer = JSON.parse(decoder.decode(bytes)) as ForwardedReply;
  } catch (error) {
    if (error instanceof BusTimeoutError) {
      request.log.warn({ err: error }, 'forwarded request timed out');
      return sendFailure(reply, 503, TIMEOUT_MESSAGE, true);
    }
    if (error instanceof BusReplyError || error instanceof SyntaxError) {
      request.log.error({ err: error }, 'forwarded request failed on the engine');
      return sendFailure(reply, 502, FAILED_MESSAGE, false);
    }
    // The NATS client refuses a message over the server's own max_payload (smaller than ours).
    if (error instanceof Error && /max_payload/i.test(error.message)) {
      return sendFailure(reply, 413, TOO_LARGE_MESSAGE, false);
    }
    // No engine (BusNoResponderError: failover in progress), or the bus is down or closed.
    if (!(error instanceof BusNoResponderError)) {
      request.log.warn({ err: error }, 'forwarded request found no engine');
    }
    return sendFailure(reply, 503, RESTARTING_MESSAGE, true);
  }
  for (const [name, value] of Object.entries(answer.headers)) {
    // Fastify sets the length of what it sends; a HEAD answer keeps the engine's.
    if (name === 'content-length' && request.method !== 'HEAD') continue;
    reply.header(name, value);
  }
  return reply.code(answer.status).send(Buffer.from(answer.body, 'base64'));
}
