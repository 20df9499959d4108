import path from 'node:path';
import { buildServer } from './app.ts';
import { DEFAULT_SQLITE_FILE } from './db/connect.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const staticDir = path.resolve(import.meta.dirname, '../../app/dist');
const demo = process.env.DEMO === '1' || process.env.DEMO === 'true';

const app = await buildServer({
  staticDir,
  logger: true,
  database: { url: process.env.DATABASE_URL, file: process.env.SQLITE_FILE ?? DEFAULT_SQLITE_FILE },
  demo,
  // Demo withdrawals stay cancelable for a minute, then are "sent".
  withdrawalDelayMs: 60_000,
  ...(process.env.RATE_LIMIT_PER_MINUTE
    ? { rateLimitPerMinute: Number(process.env.RATE_LIMIT_PER_MINUTE) }
    : {}),
});
const address = await app.listen({ port, host });
console.log(
  `Exchange running at ${address.replace('127.0.0.1', 'localhost')}${demo ? ' (demo mode)' : ''}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
