import type { RequestHandler } from 'msw';
import type { ContractFill, Entrust, FundingPayment, RouteRequest } from '@exchange/api';
import { FIXTURE_NOW, MockHttpError, pageOf, routeHandler } from '@exchange/api/msw';

// A small, mutable contract order book for stories and browser tests (never app code): the
// mocked entrust, cancel, fills, funding and export routes read and change it, so a cancelled
// entrust is gone when the table refetches and a story can check what was asked.

const MINUTE = 60_000;
const FUNDING_INTERVAL = 8 * 60 * MINUTE;

/** An entrust with the defaults of an open 20× cross limit order to open a BTC long. */
export function storyEntrust(fields: Partial<Entrust> & Pick<Entrust, 'id'>): Entrust {
  return {
    client_order_id: `web-${String(fields.id)}`,
    symbol: 'BTCUSDT',
    side: 'long',
    action: 'open',
    type: 'limit',
    source: 'order',
    time_in_force: 'gtc',
    status: 'open',
    price: '62000',
    trigger_price: null,
    trigger_by: null,
    reduce_only: false,
    amount: '0.05',
    filled_amount: '0',
    avg_price: '0',
    leverage: 20,
    margin_mode: 'cross',
    margin: '155',
    fee: '0',
    realized_pnl: '0',
    take_profit: null,
    stop_loss: null,
    created_at: FIXTURE_NOW - fields.id * MINUTE,
    updated_at: FIXTURE_NOW - fields.id * MINUTE,
    ...fields,
  };
}

/** Open entrusts of every kind: a limit, a waiting stop-limit, a post-only short, a reduce-only TP. */
export const OPEN_ENTRUSTS: Entrust[] = [
  storyEntrust({ id: 1 }),
  storyEntrust({
    id: 2,
    type: 'stop_limit',
    status: 'untriggered',
    price: '66000',
    trigger_price: '65800',
    trigger_by: 'mark',
    amount: '0.02',
    margin: '66',
  }),
  storyEntrust({
    id: 3,
    symbol: 'ETHUSDT',
    side: 'short',
    time_in_force: 'post_only',
    status: 'partial',
    price: '3500',
    amount: '2',
    filled_amount: '0.5',
    avg_price: '3500',
    leverage: 10,
    margin_mode: 'isolated',
    margin: '525',
    fee: '0.35',
  }),
  storyEntrust({
    id: 4,
    action: 'close',
    type: 'stop_market',
    source: 'take_profit',
    status: 'untriggered',
    price: null,
    trigger_price: '70000',
    trigger_by: 'last',
    reduce_only: true,
    amount: '0.15',
    margin: '0',
  }),
];

/** Finished entrusts: a filled market open, a partly filled cancel, a liquidation, an ADL close. */
export const FINISHED_ENTRUSTS: Entrust[] = [
  storyEntrust({
    id: 5,
    type: 'market',
    status: 'filled',
    price: null,
    amount: '0.15',
    filled_amount: '0.15',
    avg_price: '64100',
    margin: '0',
    fee: '4.8075',
  }),
  storyEntrust({
    id: 6,
    symbol: 'ETHUSDT',
    status: 'cancelled',
    price: '3400',
    amount: '1',
    filled_amount: '0.4',
    avg_price: '3400',
    margin: '0',
    fee: '0.272',
  }),
  storyEntrust({
    id: 7,
    symbol: 'SOLUSDT',
    side: 'short',
    action: 'close',
    type: 'market',
    source: 'liquidation',
    status: 'filled',
    price: null,
    reduce_only: true,
    amount: '10',
    filled_amount: '10',
    avg_price: '158.4',
    margin: '0',
    fee: '0',
    realized_pnl: '-98.5',
  }),
  storyEntrust({
    id: 8,
    side: 'short',
    action: 'close',
    type: 'market',
    source: 'adl',
    status: 'filled',
    price: null,
    reduce_only: true,
    amount: '0.01',
    filled_amount: '0.01',
    avg_price: '61000',
    margin: '0',
    fee: '0',
    realized_pnl: '23.5',
  }),
];

/** The caller's fills, newest first: an open at market (taker) and a profitable close (maker). */
export const STORY_FILLS: ContractFill[] = [
  {
    id: 21,
    entrust_id: 5,
    symbol: 'BTCUSDT',
    side: 'long',
    action: 'open',
    price: '64100',
    amount: '0.15',
    fee: '4.8075',
    role: 'taker',
    realized_pnl: '0',
    created_at: FIXTURE_NOW - 5 * MINUTE,
  },
  {
    id: 20,
    entrust_id: 8,
    symbol: 'BTCUSDT',
    side: 'short',
    action: 'close',
    price: '61000',
    amount: '0.01',
    fee: '0.122',
    role: 'maker',
    realized_pnl: '23.5',
    created_at: FIXTURE_NOW - 8 * MINUTE,
  },
  {
    id: 19,
    entrust_id: 7,
    symbol: 'SOLUSDT',
    side: 'short',
    action: 'close',
    price: '158.4',
    amount: '10',
    fee: '0.792',
    role: 'taker',
    realized_pnl: '-98.5',
    created_at: FIXTURE_NOW - 9 * MINUTE,
  },
];

const lastFunding = FIXTURE_NOW - (FIXTURE_NOW % FUNDING_INTERVAL);

/** The caller's funding payments, newest first: the BTC long paid, the ETH short received. */
export const STORY_FUNDING: FundingPayment[] = [
  {
    id: 31,
    symbol: 'BTCUSDT',
    side: 'long',
    amount_held: '0.15',
    mark_price: '64000',
    rate: '0.0001',
    amount: '-0.96',
    funding_time: lastFunding,
  },
  {
    id: 30,
    symbol: 'ETHUSDT',
    side: 'short',
    amount_held: '0.5',
    mark_price: '3500',
    rate: '0.000042',
    amount: '0.0735',
    funding_time: lastFunding,
  },
];

type EntrustsQuery = RouteRequest<'contractEntrusts'>['query'];
type ExportQuery = RouteRequest<'contractEntrustsExport'>['query'];

const isOpen = (entrust: Entrust) =>
  entrust.status === 'open' || entrust.status === 'partial' || entrust.status === 'untriggered';

function matches(entrust: Entrust, query: ExportQuery): boolean {
  return (
    isOpen(entrust) === (query.state === 'open') &&
    (query.symbol === undefined || entrust.symbol === query.symbol) &&
    (query.side === undefined || entrust.side === query.side) &&
    (query.type === undefined || entrust.type === query.type) &&
    (query.from === undefined || entrust.created_at >= query.from) &&
    (query.to === undefined || entrust.created_at < query.to)
  );
}

/** The story's book: rows the mocked routes serve and what they were asked. */
export interface ContractOrdersBook {
  entrusts: Entrust[];
  fills: ContractFill[];
  funding: FundingPayment[];
  /** Ids the cancel route was called with, in order. */
  readonly cancelCalls: number[];
  /** Ids whose cancel answers 400 (filled meanwhile). */
  readonly failCancel: Set<number>;
  /** Every entrust list query asked, in order. */
  readonly listQueries: EntrustsQuery[];
  /** Every export query asked, in order. */
  readonly exportQueries: ExportQuery[];
  /** While true the list routes answer 500. */
  failLists: boolean;
  handlers: RequestHandler[];
}

/**
 * Mocked GET /contract/entrust, POST /contract/entrust_cancel, GET /contract/entrust/export,
 * GET /contract/fills and GET /contract/funding over one mutable book.
 *
 * @example const book = contractOrdersBook(); appLoader({ path, user, handlers: book.handlers })
 */
export function contractOrdersBook(
  entrusts: readonly Entrust[] = [...OPEN_ENTRUSTS, ...FINISHED_ENTRUSTS],
  fills: readonly ContractFill[] = STORY_FILLS,
  funding: readonly FundingPayment[] = STORY_FUNDING,
): ContractOrdersBook {
  const book: ContractOrdersBook = {
    entrusts: entrusts.map((entrust) => ({ ...entrust })),
    fills: [...fills],
    funding: [...funding],
    cancelCalls: [],
    failCancel: new Set(),
    listQueries: [],
    exportQueries: [],
    failLists: false,
    handlers: [],
  };
  const failIfAsked = () => {
    if (book.failLists) throw new MockHttpError(500, 'Service unavailable');
  };
  const inWindow = (time: number, query: { from?: number; to?: number }) =>
    (query.from === undefined || time >= query.from) && (query.to === undefined || time < query.to);
  book.handlers = [
    routeHandler('contractEntrusts', ({ query }) => {
      book.listQueries.push(query);
      failIfAsked();
      return pageOf(
        book.entrusts
          .filter((entrust) => matches(entrust, query))
          .sort((a, b) => b.created_at - a.created_at),
        query,
      );
    }),
    routeHandler('contractEntrustCancel', ({ body }) => {
      book.cancelCalls.push(body.id);
      const entrust = book.entrusts.find((item) => item.id === body.id);
      if (!entrust) throw new MockHttpError(404, 'Entrust not found');
      if (book.failCancel.has(body.id)) throw new MockHttpError(400, 'Order already filled');
      if (isOpen(entrust)) entrust.status = 'cancelled';
      return entrust;
    }),
    routeHandler('contractEntrustsExport', ({ query }) => {
      book.exportQueries.push(query);
      const rows = book.entrusts.filter((entrust) => matches(entrust, query));
      return [
        'id,symbol,side,status',
        ...rows.map((row) => `${String(row.id)},${row.symbol},${row.side},${row.status}`),
      ].join('\n');
    }),
    routeHandler('contractFills', ({ query }) => {
      failIfAsked();
      return pageOf(
        book.fills.filter(
          (fill) =>
            (query.symbol === undefined || fill.symbol === query.symbol) &&
            inWindow(fill.created_at, query),
        ),
        query,
      );
    }),
    routeHandler('contractFunding', ({ query }) => {
      failIfAsked();
      return pageOf(
        book.funding.filter(
          (payment) =>
            (query.symbol === undefined || payment.symbol === query.symbol) &&
            inWindow(payment.funding_time, query),
        ),
        query,
      );
    }),
  ];
  return book;
}

/**
 * `count` open BTC limit entrusts, newest first, for pagination.
 *
 * @example manyOpenEntrusts(25)[0]?.id // 1001
 */
export function manyOpenEntrusts(count: number): Entrust[] {
  return Array.from({ length: count }, (_, i) =>
    storyEntrust({
      id: 1001 + i,
      side: i % 2 === 0 ? 'long' : 'short',
      price: String(60000 + i * 10),
      created_at: FIXTURE_NOW - i * MINUTE,
    }),
  );
}
