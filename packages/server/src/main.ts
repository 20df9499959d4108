import path from 'node:path';
import { buildServer } from './app.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const staticDir = path.resolve(import.meta.dirname, '../../app/dist');

const app = await buildServer({ staticDir });
const address = await app.listen({ port, host });
console.log(`Exchange running at ${address.replace('127.0.0.1', 'localhost')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
