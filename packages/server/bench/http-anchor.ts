// The ceiling of the HTTP order row (issue 25): a bare Fastify server, the same Fastify and the
// same multipart parser with the options the exchange gives it (src/http/body.ts), one route
// POST /spots/order that parses the same form and answers a small JSON. No auth, no storage, no
// matching: what is left is the framework and the body parsing every request pays anyway.
// Run as its own process by http-order.ts; prints {"port": n} once it listens, stops on SIGTERM.
import Fastify from 'fastify';
import fastifyMultipart from '@fastify/multipart';

const app = Fastify({ logger: false });
await app.register(fastifyMultipart, {
  attachFieldsToBody: 'keyValues',
  limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 40 },
});
app.post('/spots/order', (request) => {
  const body = request.body as Record<string, unknown>;
  return {
    code: 0,
    msg: 'ok',
    data: { symbol: body.symbol, client_order_id: body.client_order_id, status: 'open' },
  };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
