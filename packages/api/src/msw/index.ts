// MSW handlers and seeded fixtures for stories (`@exchange/api/msw`). Never imported by app
// code at run time: only stories and tests use it.
export * from './handlers.ts';
export * from './resolvers.ts';
export * from './seed.ts';
export * from './fixtures/config.ts';
export * from './fixtures/account.ts';
export * from './fixtures/market.ts';
export * from './fixtures/orders.ts';
export * from './fixtures/article.ts';
