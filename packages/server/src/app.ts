import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ok } from '@exchange/api';
import { LANGUAGES } from './languages.ts';

export interface ServerOptions {
  /** The built web app (packages/app/dist); served with a single-page fallback when present. */
  staticDir?: string;
  logger?: boolean;
}

/** The reference exchange's HTTP server: the API under its paths, the web app for the rest. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });

  app.get('/config/language', () => ok(LANGUAGES));
  app.get('/health', () => ok({ up: true }));

  const staticDir = options.staticDir;
  if (staticDir && fs.existsSync(path.join(staticDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: staticDir, wildcard: false });
    // Client-side routes (/spot-trade, /user/login …) all answer with the app's index.html.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send({ status: 'error', code: 404, data: null, message: 'Not found' });
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ status: 'error', code: 404, data: null, message: 'Not found' }),
    );
  }
  return app;
}
