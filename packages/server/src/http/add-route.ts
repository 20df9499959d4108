import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { attachment, fail, fieldErrors, ok, type ApiRoute } from '@exchange/api';
import { authenticate, type AuthUser } from './auth.ts';
import type { ServerContext } from './context.ts';
import { HttpError } from './errors.ts';

type Part<R, K extends 'params' | 'query' | 'body'> =
  R extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** What a route handler receives: the validated parts of the request and the caller. */
export interface RouteRequest<R extends ApiRoute> {
  params: Part<R, 'params'>;
  query: Part<R, 'query'>;
  body: Part<R, 'body'>;
  user: R['auth'] extends true ? AuthUser : AuthUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<R extends ApiRoute> = (
  req: RouteRequest<R>,
) => Promise<z.input<R['response']>> | z.input<R['response']>;

export interface AddRouteOptions {
  /** @fastify/rate-limit settings for this route (login, captcha, register). */
  rateLimit?: { max: number; timeWindow: number | string };
  /**
   * This route's multipart limits instead of the server's (http/body.ts: one file of 2 MB), e.g.
   * the identity images: several files of up to 5 MB. A larger file is not a bare 413 here: it
   * reaches the route one byte over `fileSize` (body.ts), whose size check names the field.
   */
  multipart?: { fileSize: number; files: number };
  /**
   * The handler resolves only once its writes are durable (it awaited Storage.durable() after
   * its last write, e.g. MarketService.placeOrder, which publishes its events then): the route
   * does not wait for another sync before answering.
   */
  handlerAwaitsDurable?: boolean;
  /**
   * False: the answer is always far below @fastify/compress's threshold (app.ts, 1 KB), e.g.
   * one order: the route skips the plugin's hooks, which would only find it too small.
   */
  compress?: false;
}

function parsePart(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error).map((e) => ({ ...e, field: e.field || where }));
  const first = errors[0];
  throw new HttpError(422, first ? `${first.field}: ${first.message}` : `Invalid ${where}`, errors);
}

/**
 * Register one route of the shared contract (`@exchange/api`'s route table): the method and path
 * come from it, params/query/body are validated with its schemas (422 naming the field), auth
 * routes require a valid bearer token (401), demo routes exist only in demo mode, and the
 * handler's data is checked against the response schema and sent in the `ok()` envelope.
 *
 * @example
 * addRoute(app, ctx, getAsset, async ({ user }) => assetsOf(ctx, user.id));
 */
export function addRoute<R extends ApiRoute>(
  app: FastifyInstance,
  ctx: ServerContext,
  route: R,
  handler: RouteHandler<R>,
  options: AddRouteOptions = {},
): void {
  if (route.demo && !ctx.demo) return;
  app.route({
    method: route.method,
    url: route.path,
    ...(options.compress === false ? { compress: false } : {}),
    config: {
      ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
      ...(options.multipart
        ? { multipartOptions: { limits: options.multipart, throwFileSizeLimit: false } }
        : {}),
    },
    handler: async (request, reply) => {
      // A stale token must not block public calls (login itself, config): only auth routes
      // answer 401 for it, which is the client's cue to log out (SPEC.md section 8).
      const user = route.auth
        ? await authenticate(ctx.storage.db, request, ctx.now)
        : await authenticate(ctx.storage.db, request, ctx.now).catch(() => null);
      if (route.auth && !user) throw new HttpError(401, 'Please log in first');
      const input = {
        params: parsePart(route.params, request.params, 'params'),
        query: parsePart(route.query, request.query, 'query'),
        body: parsePart(route.body, request.body, 'body'),
        user,
        request,
        reply,
      } as RouteRequest<R>;
      const data = await handler(input);
      // A write is acknowledged only once it is on disk (db/connect.ts Storage.durable: one WAL
      // sync shared by every request answered meanwhile, off the event loop).
      if (route.method !== 'GET' && !options.handlerAwaitsDurable) await ctx.storage.durable();
      const checked = route.response.safeParse(data);
      if (!checked.success) {
        request.log.error(
          { issues: checked.error.issues, route: route.path },
          'response broke the contract',
        );
        return reply.code(500).send(fail(500, 'Internal server error'));
      }
      return ok(checked.data);
    },
  });
}

/** What a download route's handler answers: the file's name and its text, piece by piece. */
export interface Download {
  filename: string;
  /** Produced as it is sent, so a big file never sits in memory whole. */
  body: AsyncIterable<string>;
}

/**
 * Register a download route (`route.download`, e.g. capital flow's CSV): validation and auth as
 * {@link addRoute}, so bad input is a 422 in the JSON envelope before anything is sent; then the
 * file streams out with its content type and `Content-Disposition: attachment`.
 *
 * @example
 * addDownloadRoute(app, ctx, statementsExport, ({ user, query }) => ({ filename, body: rows(user, query) }));
 */
export function addDownloadRoute<R extends ApiRoute & { download: string }>(
  app: FastifyInstance,
  ctx: ServerContext,
  route: R,
  handler: (req: RouteRequest<R>) => Promise<Download> | Download,
): void {
  app.route({
    method: route.method,
    url: route.path,
    handler: async (request, reply) => {
      const user = route.auth
        ? await authenticate(ctx.storage.db, request, ctx.now)
        : await authenticate(ctx.storage.db, request, ctx.now).catch(() => null);
      if (route.auth && !user) throw new HttpError(401, 'Please log in first');
      const input = {
        params: parsePart(route.params, request.params, 'params'),
        query: parsePart(route.query, request.query, 'query'),
        body: parsePart(route.body, request.body, 'body'),
        user,
        request,
        reply,
      } as RouteRequest<R>;
      const file = await handler(input);
      return reply
        .type(`${route.download}; charset=utf-8`)
        .header('content-disposition', attachment(file.filename))
        .send(Readable.from(file.body));
    },
  });
}
