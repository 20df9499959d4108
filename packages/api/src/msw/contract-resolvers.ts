import { csvRecord, ENTRUST_CSV_COLUMNS, entrustCsvRecord } from '../csv.ts';
import type { Entrust } from '../contract.ts';
import type {
  ContractFill,
  ContractStat,
  FundingPayment,
  FundingRate,
} from '../contract-market.ts';
import { contractPairsFixture, klineFixture } from './fixtures/market.ts';
import { depthFixture } from './fixtures/market.ts';
import { entrustsFixture, positionsFixture } from './fixtures/orders.ts';
import { isOpen, MockHttpError, pageOf, type FixtureResolvers } from './resolver-kit.ts';
import { FIXTURE_NOW } from './seed.ts';

// Fixture answers of the perpetual-contract routes (issue 19): echoed entrusts, filtered
// lists, the settings, histories and statistics of the contract page.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const FUNDING_INTERVAL = 8 * HOUR;

function pairOf(symbol: string) {
  const pair = contractPairsFixture.find((item) => item.symbol === symbol);
  if (!pair) throw new MockHttpError(422, `symbol: Unknown contract ${symbol}`);
  return pair;
}

function entrustOf(
  fields: Partial<Entrust> & Pick<Entrust, 'symbol' | 'side' | 'amount'>,
): Entrust {
  return {
    id: 905,
    client_order_id: 'web-905',
    action: 'open',
    type: 'limit',
    source: 'order',
    time_in_force: 'gtc',
    status: 'open',
    price: null,
    trigger_price: null,
    trigger_by: null,
    reduce_only: false,
    filled_amount: '0',
    avg_price: '0',
    leverage: 20,
    margin_mode: 'cross',
    margin: '0',
    fee: '0',
    realized_pnl: '0',
    take_profit: null,
    stop_loss: null,
    created_at: FIXTURE_NOW,
    updated_at: FIXTURE_NOW,
    ...fields,
  };
}

function matches(
  row: Entrust,
  query: {
    state?: 'open' | 'history';
    symbol?: string | undefined;
    side?: string | undefined;
    type?: string | undefined;
    from?: number | undefined;
    to?: number | undefined;
  },
) {
  return (
    (query.state === undefined || isOpen(row.status) === (query.state === 'open')) &&
    (query.symbol === undefined || row.symbol === query.symbol) &&
    (query.side === undefined || row.side === query.side) &&
    (query.type === undefined || row.type === query.type) &&
    (query.from === undefined || row.created_at >= query.from) &&
    (query.to === undefined || row.created_at < query.to)
  );
}

/** The caller's fills, newest first. */
export const contractFillsFixture: ContractFill[] = [
  {
    id: 301,
    entrust_id: 40,
    symbol: 'BTCUSDT',
    side: 'long',
    action: 'open',
    price: '64100',
    amount: '0.15',
    fee: '4.8075',
    role: 'taker',
    realized_pnl: '0',
    created_at: FIXTURE_NOW - 300 * MINUTE,
  },
  {
    id: 297,
    entrust_id: 37,
    symbol: 'SOLUSDT',
    side: 'short',
    action: 'close',
    price: '148.2',
    amount: '10',
    fee: '0.741',
    role: 'maker',
    realized_pnl: '23.5',
    created_at: FIXTURE_NOW - 1_900 * MINUTE,
  },
];

/** The caller's funding payments, newest first: the BTC long paid, the ETH short received. */
export const fundingPaymentsFixture: FundingPayment[] = [
  {
    id: 12,
    symbol: 'BTCUSDT',
    side: 'long',
    amount_held: '0.15',
    mark_price: '64050.2',
    rate: '0.0001',
    amount: '-0.96075',
    funding_time: FIXTURE_NOW - (FIXTURE_NOW % FUNDING_INTERVAL),
  },
  {
    id: 11,
    symbol: 'ETHUSDT',
    side: 'short',
    amount_held: '1',
    mark_price: '3210.4',
    rate: '0.000085',
    amount: '0.272884',
    funding_time: FIXTURE_NOW - (FIXTURE_NOW % FUNDING_INTERVAL),
  },
];

/** Thirty settled intervals of a symbol, newest first, wavering around the 0.01 % base rate. */
export function fundingRatesFixture(symbol: string, limit: number): FundingRate[] {
  const pair = pairOf(symbol);
  const last = FIXTURE_NOW - (FIXTURE_NOW % FUNDING_INTERVAL);
  return Array.from({ length: Math.min(limit, 30) }, (_, i) => ({
    symbol,
    rate: ['0.0001', '0.000125', '0.0001', '0.000087', '-0.000021', '0.0001'][i % 6] ?? '0.0001',
    mark_price: pair.mark_price,
    funding_time: last - i * FUNDING_INTERVAL,
  }));
}

/** Hourly samples of open interest and the long/short account ratio, oldest first. */
export function contractStatsFixture(symbol: string, limit: number): ContractStat[] {
  const count = Math.min(limit, 48);
  const base = Number(pairOf(symbol).open_interest.split('.')[0]);
  return Array.from({ length: count }, (_, i) => ({
    time: FIXTURE_NOW - (FIXTURE_NOW % HOUR) - (count - 1 - i) * HOUR,
    open_interest: String(base - 40 + ((i * 37) % 90)),
    long_short_ratio: ['1.12', '1.18', '1.09', '0.97', '1.04', '1.21'][i % 6] ?? '1',
  }));
}

/** Answers of the contract routes. */
export const contractResolvers = {
  contractPairs: () => contractPairsFixture,
  contractOpen: ({ body }) => {
    const stop = body.type === 'stop_limit' || body.type === 'stop_market';
    return entrustOf({
      client_order_id: body.client_order_id,
      symbol: body.symbol,
      side: body.side,
      type: body.type,
      time_in_force: body.time_in_force ?? 'gtc',
      status: stop ? 'untriggered' : 'open',
      price: body.price ?? null,
      trigger_price: body.trigger_price ?? null,
      trigger_by: stop ? (body.trigger_by ?? 'mark') : null,
      reduce_only: body.reduce_only ?? false,
      amount: body.amount,
      leverage: body.leverage ?? 20,
      margin_mode: body.margin_mode ?? 'cross',
      take_profit: body.take_profit ?? null,
      stop_loss: body.stop_loss ?? null,
    });
  },
  contractClose: ({ body }) => {
    const position = positionsFixture.find((item) => item.id === body.position_id);
    if (!position) throw new MockHttpError(404, 'Position not found');
    return entrustOf({
      id: 906,
      client_order_id: body.client_order_id,
      symbol: position.symbol,
      side: position.side === 'long' ? 'short' : 'long',
      action: 'close',
      type: body.type,
      price: body.price ?? null,
      reduce_only: true,
      amount: body.amount,
      leverage: position.leverage,
      margin_mode: position.margin_mode,
    });
  },
  contractPositionUpdate: ({ body }) => {
    const position = positionsFixture.find((item) => item.id === body.position_id);
    if (!position) throw new MockHttpError(404, 'Position not found');
    const trigger = (value: string | undefined, previous: string | null) =>
      value === undefined ? previous : value === '' ? null : value;
    return {
      ...position,
      take_profit: trigger(body.take_profit, position.take_profit),
      stop_loss: trigger(body.stop_loss, position.stop_loss),
      updated_at: FIXTURE_NOW,
    };
  },
  contractEntrustCancel: ({ body }) => {
    const entrust = entrustsFixture.find((item) => item.id === body.id);
    if (!entrust) throw new MockHttpError(404, 'Entrust not found');
    return isOpen(entrust.status)
      ? { ...entrust, status: 'cancelled', updated_at: FIXTURE_NOW }
      : entrust;
  },
  contractAdjustLever: ({ body }) => {
    const pair = pairOf(body.symbol);
    const allowed = pair.brackets.filter((bracket) => bracket.max_leverage >= body.leverage);
    const top = allowed.at(-1);
    if (!top) throw new MockHttpError(422, `leverage: At most ${pair.max_leverage}x`);
    return {
      symbol: body.symbol,
      leverage: body.leverage,
      margin_mode: body.margin_mode,
      max_notional: top.notional_cap,
    };
  },
  contractLever: ({ query }) => {
    const position = positionsFixture.find((item) => item.symbol === query.symbol);
    const leverage = position?.leverage ?? 20;
    const pair = pairOf(query.symbol);
    const top = pair.brackets.filter((bracket) => bracket.max_leverage >= leverage).at(-1);
    return {
      symbol: query.symbol,
      leverage,
      margin_mode: position?.margin_mode ?? 'cross',
      max_notional: top?.notional_cap ?? '0',
    };
  },
  contractPositions: ({ query }) =>
    positionsFixture.filter((row) => query.symbol === undefined || row.symbol === query.symbol),
  contractEntrusts: ({ query }) =>
    pageOf(
      entrustsFixture.filter((row) => matches(row, query)),
      query,
    ),
  contractEntrustsExport: ({ query }) =>
    csvRecord(ENTRUST_CSV_COLUMNS) +
    entrustsFixture
      .filter((row) => matches(row, query))
      .map(entrustCsvRecord)
      .join(''),
  contractFills: ({ query }) =>
    pageOf(
      contractFillsFixture.filter(
        (row) => query.symbol === undefined || row.symbol === query.symbol,
      ),
      query,
    ),
  contractFunding: ({ query }) =>
    pageOf(
      fundingPaymentsFixture.filter(
        (row) => query.symbol === undefined || row.symbol === query.symbol,
      ),
      query,
    ),
  contractFundingRates: ({ query }) => fundingRatesFixture(query.symbol, query.limit),
  contractStats: ({ query }) => contractStatsFixture(query.symbol, query.limit),
  contractKline: ({ query }) =>
    klineFixture(query.symbol, query.period, query.from, query.to, query.limit),
  contractDepth: ({ query }) => depthFixture(query.symbol, query.limit),
  demoContractIndex: ({ body }) => ({
    symbol: body.symbol,
    index_price: body.price === '' ? pairOf(body.symbol).index_price : body.price,
  }),
} satisfies Partial<FixtureResolvers>;
