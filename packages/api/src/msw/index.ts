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
export * from './fixtures/security.ts';
export * from './fixtures/identity.ts';
export * from './fixtures/earn.ts';
export * from './fixtures/c2c.ts';
export * from './fixtures/c2c-ads.ts';
export * from './fixtures/report.ts';
export * from './fixtures/copy-trade.ts';
