import Big from 'big.js';
import {
  bankruptcyPrice,
  checkContractOrder,
  initialMargin,
  liquidationPrice,
  maintenanceMargin,
  marginRatio,
  maxNotionalFor,
  openCost,
  unrealizedPnl,
} from '@exchange/formulas';
import { csvRecord, ENTRUST_CSV_COLUMNS, entrustCsvRecord } from '../csv.ts';
import type { ContractOpenBody, ContractPair, Entrust, Position } from '../contract.ts';
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

/** A 422 naming the field, as the server refuses bad input. */
function refuse(field: string, message: string): never {
  throw new MockHttpError(422, `${field}: ${message}`, [{ field, message }]);
}

/** The largest notional a leverage allows, as a decimal string. */
function maxNotional(pair: ContractPair, leverage: number): string {
  const cap = maxNotionalFor(pair.brackets, leverage);
  if (cap.eq(0)) refuse('leverage', `At most ${pair.max_leverage}x`);
  return cap.toFixed();
}

/**
 * What an opening order holds, as the server holds it (formulas' openCost, rounded up to 8
 * decimals): a limit price as it is, a market or stop-market long at the band's edge above the
 * mark (rounded down to the tick), a short at the mark; nothing for reduce-only.
 */
function heldMargin(pair: ContractPair, body: ContractOpenBody, leverage: number): string {
  if (body.reduce_only === true) return '0';
  const mark = new Big(pair.mark_price);
  const limit = body.type === 'limit' || body.type === 'stop_limit';
  const price =
    limit && body.price !== undefined
      ? new Big(body.price)
      : body.side === 'long'
        ? mark.times(new Big(pair.price_band).plus(1)).round(pair.price_precision, Big.roundDown)
        : mark;
  const size = new Big(body.amount);
  if (size.times(price).gt(maxNotional(pair, leverage)))
    refuse('leverage', `Above the largest position of ${leverage}x`);
  const cost = openCost({ side: body.side, price, mark, size, leverage, feeRate: pair.taker_fee });
  return cost.round(8, Big.roundUp).toFixed();
}

/** An isolated position with its margin changed: its prices and ratio recomputed. */
function withMargin(position: Position, margin: Big): Position {
  const pair = pairOf(position.symbol);
  const liquidation = liquidationPrice({
    side: position.side,
    size: position.amount,
    entry: position.entry_price,
    walletBalance: margin,
    otherMaintenance: '0',
    otherUnrealizedPnl: '0',
    brackets: pair.brackets,
  });
  const bankruptcy = bankruptcyPrice({
    ...position,
    size: position.amount,
    entry: position.entry_price,
    margin,
  });
  const pnl = unrealizedPnl(
    position.side,
    position.amount,
    position.entry_price,
    position.mark_price,
  );
  const maintenance = maintenanceMargin(pair.brackets, position.notional);
  const price = (value: Big) => value.round(pair.price_precision, Big.roundHalfEven).toFixed();
  return {
    ...position,
    margin: margin.toFixed(),
    liquidation_price: price(liquidation),
    bankruptcy_price: price(bankruptcy),
    margin_ratio: marginRatio(maintenance, margin.plus(pnl)).toFixed(2),
  };
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
    fee: '0.2964',
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
    amount: '-0.960753',
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
    const pair = pairOf(body.symbol);
    const held = positionsFixture.find((item) => item.symbol === body.symbol);
    const [problem] = checkContractOrder({
      pair: {
        tickSize: pair.tick_size,
        minSize: pair.min_size,
        maxSize: pair.max_size,
        sizeStep: new Big(10).pow(-pair.size_precision),
        priceBand: pair.price_band,
        mark: pair.mark_price,
      },
      order: {
        type: body.type,
        side: body.side,
        price: body.price,
        triggerPrice: body.trigger_price,
        amount: body.amount,
        reduceOnly: body.reduce_only === true,
        takeProfit: body.take_profit,
        stopLoss: body.stop_loss,
        position: held && { side: held.side, size: held.amount },
      },
    });
    if (problem) refuse(problem.field, problem.message);
    const leverage = body.leverage ?? held?.leverage ?? 20;
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
      leverage,
      margin_mode: body.margin_mode ?? held?.margin_mode ?? 'cross',
      margin: heldMargin(pair, body, leverage),
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
    let updated = position;
    if (body.margin_action !== undefined) {
      if (position.margin_mode !== 'isolated')
        refuse('margin_action', "Only an isolated position's margin can change");
      const amount = new Big(body.margin_amount ?? '0');
      const margin = new Big(position.margin);
      const floor = initialMargin(
        new Big(position.amount).times(position.entry_price),
        position.leverage,
      );
      if (body.margin_action === 'remove' && margin.minus(amount).lt(floor))
        refuse('margin_amount', 'The margin may not go below the initial margin');
      updated = withMargin(
        position,
        body.margin_action === 'add' ? margin.plus(amount) : margin.minus(amount),
      );
    }
    return {
      ...updated,
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
    return {
      symbol: body.symbol,
      leverage: body.leverage,
      margin_mode: body.margin_mode,
      max_notional: maxNotional(pair, body.leverage),
    };
  },
  contractLever: ({ query }) => {
    const position = positionsFixture.find((item) => item.symbol === query.symbol);
    const leverage = position?.leverage ?? 20;
    return {
      symbol: query.symbol,
      leverage,
      margin_mode: position?.margin_mode ?? 'cross',
      max_notional: maxNotional(pairOf(query.symbol), leverage),
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
