import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ok } from '@exchange/api';
import type { Storage } from '../db/connect.ts';
import { installErrorHandling } from '../http/errors.ts';
import type { Bus } from './bus.ts';
import { DEFAULT_MAX_PAYLOAD_BYTES, forwardHttp } from './http-forward.ts';
import { type ClusterReadiness, registerReadyRoute } from './ready-route.ts';

export interface EdgeAppOptions {
  /** The bus requests are forwarded on (NATS in the cluster). */
  bus: Bus;
  /** This worker's storage, for GET /ready's probe (the edge itself reads nothing). */
  storage: Storage;
  /** What GET /ready reports beside the storage: the bus and the lease keeper. */
  readiness: ClusterReadiness;
  /** The built web app (packages/app/dist), served as app.ts does when present. */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  disableRequestLogging?: boolean;
  /** Registers the live feed's GET /ws on the edge (the edge hub, fed from NATS). */
  live: (app: FastifyInstance) => void | Promise<void>;
  /** How long a forwarded request waits for the engine (default 10 s), then 503. */
  timeoutMs?: number;
  /** The bus's largest message (NATS max_payload, default 32 MB): a larger request is a 413. */
  maxPayloadBytes?: number;
  /**
   * Behind a load balancer: whose X-Forwarded-For to believe (Fastify's `trustProxy`: true, or
   * addresses/CIDRs), so the client's address, not the balancer's, reaches the engine's
   * per-address rate limits and the socket caps. Default: none (the peer's address).
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

const FORWARDED_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'] as const;

/**
 * A cluster worker's edge (issue 26): the HTTP app on the shared port. It answers GET /health,
 * GET /ready, the web app's files (with app.ts's single-page fallback: a GET that accepts
 * text/html and matches no file is index.html) and the live feed at /ws itself, and forwards
 * every other request, raw, to the engine owner over the bus (http-forward.ts), answering with
 * the engine's status, headers and bytes.
 *
 * @example
 * const edge = await buildEdgeApp({ bus, storage, readiness: { bus, leases: keeper }, live });
 * await edge.listen({ port: 8080 });
 */
export async function buildEdgeApp(options: EdgeAppOptions): Promise<FastifyInstance> {
  const maxPayloadBytes = options.maxPayloadBytes ?? DEFAULT_MAX_PAYLOAD_BYTES;
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({
      disableRequestLogging: options.disableRequestLogging ?? false,
    }),
    // A body larger than the bus carries is refused (413) before it is read whole.
    bodyLimit: maxPayloadBytes,
    ...(options.trustProxy === undefined ? {} : { trustProxy: options.trustProxy }),
  });
  installErrorHandling(app);
  // Bodies are passed on untouched, whatever their type: the engine parses them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.get('/health', () => ok({ up: true }));
  registerReadyRoute(app, options.storage, options.readiness);
  await options.live(app);

  const forward = { timeoutMs: options.timeoutMs, maxPayloadBytes };
  const staticDir = options.staticDir;
  const spa = staticDir !== undefined && fs.existsSync(path.join(staticDir, 'index.html'));
  if (spa) {
    // preCompressed: the app's build writes a .gz beside each text file (packages/app
    // vite.config.ts), sent to browsers that accept gzip instead of the uncompressed file.
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, preCompressed: true });
  }
  const handler = (
    request: Parameters<typeof forwardHttp>[1],
    reply: Parameters<typeof forwardHttp>[2],
  ) => {
    // Client-side routes (/spot-trade, /user/login …) all answer with the app's index.html.
    if (spa && request.method === 'GET' && request.headers.accept?.includes('text/html')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return forwardHttp(options.bus, request, reply, forward);
  };
  // HEAD is forwarded as HEAD (not Fastify's HEAD-from-GET, which would set the length to 0).
  app.route({ method: [...FORWARDED_METHODS], url: '/*', handler, exposeHeadRoute: false });
  // Paths the router cannot take (a method it has no route for …) go to the engine too.
  app.setNotFoundHandler(handler);
  return app;
}
