export { buildExchange, buildServer } from './app.ts';
export type { Exchange, ExchangeModule, ServerOptions } from './app.ts';
export { openStorage, DEFAULT_SQLITE_FILE } from './db/connect.ts';
export type { Storage, StorageOptions } from './db/connect.ts';
export type { Database } from './db/schema.ts';
export type { ExchangeHooks, PriceSource, ServerContext } from './http/context.ts';
export { addRoute } from './http/add-route.ts';
export { HttpError, fieldError } from './http/errors.ts';
export { ledger, InsufficientFundsError, LedgerError, SYSTEM_USER } from './wallet/ledger.ts';
export type {
  AccountKind,
  AccountSnapshot,
  Executor,
  Leg,
  Posting,
  SpotMovement,
} from './wallet/ledger.ts';
export { COINS, coinById, coinByName } from './config/coins.ts';
