import { checkOptionStake, optionPayout } from '@exchange/formulas';
import { csvRecord, OPTION_CSV_COLUMNS, optionCsvRecord } from '../csv.ts';
import type { OptionOrder } from '../option.ts';
import { depthFixture, optionPairsFixture, optionTimesFixture } from './fixtures/market.ts';
import { optionOrdersFixture } from './fixtures/orders.ts';
import { MockHttpError, pageOf, type FixtureResolvers } from './resolver-kit.ts';
import { FIXTURE_NOW } from './seed.ts';

// Fixed-time options (issue 20) against fixtures, refusing what the server refuses with the same
// fields: an unknown or suspended pair (symbol), a duration of another pair (time_id), a stake
// off precision or outside the limits (amount).

type OptionQuery = {
  state?: 'open' | 'history';
  symbol?: string | undefined;
  direction?: 'up' | 'down' | undefined;
  status?: 'won' | 'lost' | 'draw' | undefined;
  from?: number | undefined;
  to?: number | undefined;
};

function matches(row: OptionOrder, query: OptionQuery): boolean {
  return (
    (query.state === undefined || (row.status === 'open') === (query.state === 'open')) &&
    (query.symbol === undefined || row.symbol === query.symbol) &&
    (query.direction === undefined || row.direction === query.direction) &&
    (query.status === undefined || row.status === query.status) &&
    (query.from === undefined || row.opened_at >= query.from) &&
    (query.to === undefined || row.opened_at < query.to)
  );
}

function pairOf(symbol: string) {
  const pair = optionPairsFixture.find((row) => row.symbol === symbol);
  if (!pair)
    throw new MockHttpError(422, `Unknown option pair ${symbol}`, [
      { field: 'symbol', message: `Unknown option pair ${symbol}` },
    ]);
  return pair;
}

export const optionResolvers = {
  optionPairs: () => optionPairsFixture,
  optionTimes: ({ query }) => {
    if (query.symbol === undefined) return optionTimesFixture;
    pairOf(query.symbol);
    return optionTimesFixture.filter((row) => row.symbol === query.symbol);
  },
  optionOpen: ({ body }) => {
    const pair = pairOf(body.symbol);
    if (pair.status !== 'trading') {
      const message = `${pair.name} options are suspended`;
      throw new MockHttpError(422, message, [{ field: 'symbol', message }]);
    }
    const time = optionTimesFixture.find(
      (row) => row.id === body.time_id && row.symbol === body.symbol,
    );
    if (!time) {
      const message = `No such duration for ${pair.name}`;
      throw new MockHttpError(422, message, [{ field: 'time_id', message }]);
    }
    const problem = checkOptionStake(body.amount, {
      min: time.min_amount,
      max: time.max_amount,
      decimals: pair.amount_precision,
    });
    if (problem) {
      const message =
        problem.kind === 'below_min'
          ? `The smallest stake is ${problem.min} ${pair.quote_coin}`
          : problem.kind === 'above_max'
            ? `The largest stake is ${problem.max} ${pair.quote_coin}`
            : `A stake has at most ${String(pair.amount_precision)} decimals`;
      throw new MockHttpError(422, message, [{ field: 'amount', message }]);
    }
    return {
      id: 907,
      client_order_id: body.client_order_id,
      symbol: body.symbol,
      coin: pair.quote_coin,
      direction: body.direction,
      amount: body.amount,
      time_id: time.id,
      seconds: time.seconds,
      payout_rate: time.payout_rate,
      payout: optionPayout(body.amount, time.payout_rate, pair.amount_precision).toFixed(),
      open_price: null,
      entry_at: null,
      close_price: null,
      profit: null,
      status: 'open',
      opened_at: FIXTURE_NOW,
      settle_at: FIXTURE_NOW + time.seconds * 1000,
      settled_at: null,
    };
  },
  optionOrders: ({ query }) =>
    pageOf(
      optionOrdersFixture.filter((row) => matches(row, query)),
      query,
    ),
  optionOrdersExport: ({ query }) =>
    csvRecord(OPTION_CSV_COLUMNS) +
    optionOrdersFixture
      .filter((row) => matches(row, query))
      .map(optionCsvRecord)
      .join(''),
  optionDepth: ({ query }) => depthFixture(query.symbol, query.limit),
  demoOptionIndex: ({ body }) => ({
    symbol: pairOf(body.symbol).symbol,
    index_price: body.price === '' ? pairOf(body.symbol).last_price : body.price,
  }),
} satisfies Partial<FixtureResolvers>;
