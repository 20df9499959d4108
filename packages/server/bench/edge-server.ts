// The edge of the edge-order row (issue 26): a cluster worker's edge app (src/cluster/edge-app.ts)
// in its own process, forwarding every request over NATS to the engine that bench/run.ts runs.
// Usage: node --import tsx bench/edge-server.ts <natsUrl>; prints {"port": n} once it listens,
// stops on SIGTERM.
import { connectNatsBus } from '../src/cluster/bus.ts';
import { buildEdgeApp } from '../src/cluster/edge-app.ts';
import { openStorage } from '../src/db/connect.ts';

const [natsUrl = ''] = process.argv.slice(2);
const bus = await connectNatsBus({ servers: natsUrl });
// Only GET /ready reads it; the edge stores nothing.
const storage = await openStorage({ file: ':memory:' });
const app = await buildEdgeApp({ bus, storage, readiness: { bus }, live: () => undefined });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => bus.close())
    .then(() => storage.close())
    .then(() => process.exit(0));
});
