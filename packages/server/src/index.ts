export { buildServer } from './app.ts';
export type { ServerOptions } from './app.ts';
