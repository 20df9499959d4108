import { csvRecord, STATEMENT_CSV_COLUMNS, statementCsvRecord } from '../csv.ts';
import type { AssetHistory, AssetValuation } from '../wallet.ts';
import { filterStatements } from './account-resolvers.ts';
import { assetFixture } from './fixtures/account.ts';
import type { FixtureResolvers } from './resolver-kit.ts';
import { FIXTURE_NOW, hash, toUnits, trimmedUnits } from './seed.ts';

// Fixture answers of the overview's 30-day line and capital flow's CSV export (issue 17).

const DAY = 86_400_000;
/** The BTC price the fixture's daily points are converted at, in cents. */
const BTC_CENTS = 6_400_000n;

/**
 * A plausible line ending at {@link assetFixture}: walking back from it, each day's total moves
 * by at most 2 % (seeded by the day), in cents, never through a float.
 */
function assetHistoryFixture(days: number): AssetHistory {
  const today = Math.floor(FIXTURE_NOW / DAY) * DAY;
  let cents = toUnits(assetFixture.total_assets_usdt, 2);
  const list: AssetValuation[] = [];
  for (let back = 1; back < days; back += 1) {
    const day = today - back * DAY;
    const moveBasisPoints = BigInt((hash(day, 17) % 401) - 200);
    cents = (cents * (10_000n + moveBasisPoints)) / 10_000n;
    list.unshift({
      time: day,
      total_assets_usdt: trimmedUnits(cents, 2),
      total_assets_btc: trimmedUnits((cents * 100_000_000n) / BTC_CENTS, 8),
    });
  }
  return { list, current: { time: FIXTURE_NOW, ...assetFixture } };
}

export const walletHistoryResolvers = {
  assetHistory: ({ query }) => assetHistoryFixture(query.days),
  statementsExport: ({ query }) =>
    csvRecord(STATEMENT_CSV_COLUMNS) + filterStatements(query).map(statementCsvRecord).join(''),
} satisfies Partial<FixtureResolvers>;
