import { accountResolvers } from './account-resolvers.ts';
import { articleResolvers } from './article-resolvers.ts';
import { c2cResolvers } from './c2c-resolvers.ts';
import { contractResolvers } from './contract-resolvers.ts';
import { earnResolvers } from './earn-resolvers.ts';
import { growthResolvers } from './growth-resolvers.ts';
import { marketResolvers } from './market-resolvers.ts';
import { optionResolvers } from './option-resolvers.ts';
import { securityResolvers } from './security-resolvers.ts';
import type { FixtureResolvers } from './resolver-kit.ts';
import { FIXTURE_NOW } from './seed.ts';
import { walletHistoryResolvers } from './wallet-history-resolvers.ts';

export {
  MockHttpError,
  pageOf,
  type FixtureResolver,
  type FixtureResolvers,
} from './resolver-kit.ts';

/**
 * The default answer of every route: seeded fixtures, reacting to the request where a story
 * would notice (filters, pagination, the symbol and period of candles, the echoed order).
 * Typed as the full map, so a route added to the table without a fixture fails to compile.
 */
export const defaultResolvers: FixtureResolvers = {
  ...accountResolvers,
  ...articleResolvers,
  ...marketResolvers,
  ...optionResolvers,
  ...contractResolvers,
  contractInsuranceFund: () => [
    { coin_name: 'USDT', balance: '1000412.58930211', updated_at: FIXTURE_NOW - 60_000 },
  ],
  ...securityResolvers,
  ...earnResolvers,
  ...c2cResolvers,
  ...growthResolvers,
  ...walletHistoryResolvers,
};
