// The wire contract (ARCHITECTURE.md): schemas and types of every call, the route table, the
// typed HTTP client and the socket protocol. Imported by app and server; imports nothing of ours.
export * from './envelope.ts';
export * from './common.ts';
export * from './market.ts';
export * from './route.ts';
export * from './config.ts';
export * from './user.ts';
export * from './wallet.ts';
export * from './funding.ts';
export * from './spot.ts';
export * from './contract.ts';
export * from './option.ts';
export * from './article.ts';
export * from './demo.ts';
export * from './routes.ts';
export * from './socket-protocol.ts';
export * from './client/create-api-client.ts';
export * from './client/errors.ts';
export * from './client/headers.ts';
export { encodeForm, encodeQuery } from './client/encode.ts';
