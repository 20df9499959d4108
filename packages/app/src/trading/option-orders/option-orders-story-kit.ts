import type { RequestHandler } from 'msw';
import type { OptionOrder, RouteRequest } from '@exchange/api';
import { csvRecord, OPTION_CSV_COLUMNS, optionCsvRecord } from '@exchange/api';
import type { ServerMessage } from '@exchange/api/socket';
import {
  FIXTURE_NOW,
  MockHttpError,
  optionOrdersFixture,
  pageOf,
  routeHandler,
} from '@exchange/api/msw';

// A small, mutable book of the caller's options for stories and browser tests (never app code):
// the mocked list and export routes read it and record what they were asked. The rows are the
// MSW fixture's (waiting for entry, open in the money, settling, won, lost, draw), dated from
// FIXTURE_NOW: stories give the countdowns that instant as their clock (ClockProvider).

/** The instant the option stories' clock stands at. */
export const OPTION_STORY_NOW = FIXTURE_NOW;

type OrdersQuery = RouteRequest<'optionOrders'>['query'];
type ExportQuery = RouteRequest<'optionOrdersExport'>['query'];

function matches(row: OptionOrder, query: ExportQuery): boolean {
  return (
    (row.status === 'open') === (query.state === 'open') &&
    (query.symbol === undefined || row.symbol === query.symbol) &&
    (query.direction === undefined || row.direction === query.direction) &&
    (query.status === undefined || row.status === query.status) &&
    (query.from === undefined || row.opened_at >= query.from) &&
    (query.to === undefined || row.opened_at < query.to)
  );
}

/** The story's book: rows the mocked routes serve and what they were asked. */
export interface OptionOrdersBook {
  rows: OptionOrder[];
  /** Every list query asked, in order. */
  readonly listQueries: OrdersQuery[];
  /** Every export query asked, in order. */
  readonly exportQueries: ExportQuery[];
  /** While true the list routes answer 500. */
  failLists: boolean;
  handlers: RequestHandler[];
}

/**
 * Mocked GET /option/order and GET /option/order/export over one mutable book: open options
 * soonest expiry first, settled ones newest first, as the server orders them.
 *
 * @example const book = optionOrdersBook(); appLoader({ path, user, handlers: book.handlers })
 */
export function optionOrdersBook(
  rows: readonly OptionOrder[] = optionOrdersFixture,
): OptionOrdersBook {
  const book: OptionOrdersBook = {
    rows: rows.map((row) => ({ ...row })),
    listQueries: [],
    exportQueries: [],
    failLists: false,
    handlers: [],
  };
  book.handlers = [
    routeHandler('optionOrders', ({ query }) => {
      book.listQueries.push(query);
      if (book.failLists) throw new MockHttpError(500, 'Service unavailable');
      const list = book.rows.filter((row) => matches(row, query));
      return pageOf(
        query.state === 'open'
          ? list.sort((a, b) => a.settle_at - b.settle_at)
          : list.sort((a, b) => b.opened_at - a.opened_at),
        query,
      );
    }),
    routeHandler('optionOrdersExport', ({ query }) => {
      book.exportQueries.push(query);
      return (
        csvRecord(OPTION_CSV_COLUMNS) +
        book.rows
          .filter((row) => matches(row, query))
          .map(optionCsvRecord)
          .join('')
      );
    }),
  ];
  return book;
}

/** A book whose list routes fail (500) until a story clears `failLists`. */
export function failingOptionBook(): OptionOrdersBook {
  const book = optionOrdersBook();
  book.failLists = true;
  return book;
}

/** The fixture's option by id (12 waiting, 11 in the money, 10 settling, 9 won, 8 lost, 7 draw). */
export function storyOption(id: number): OptionOrder {
  const row = optionOrdersFixture.find((item) => item.id === id);
  if (!row) throw new Error(`No fixture option ${String(id)}`);
  return row;
}

/**
 * The `option@{symbol}` index tick a fake socket answers a subscription with.
 *
 * @example live: { channelFrames: { 'option@BTCUSDT': [optionIndexFrame('BTCUSDT', '64100.5')] } }
 */
export function optionIndexFrame(symbol: string, price: string): ServerMessage {
  return { cmd: 'option', data: { channel: 'index', symbol, price, ts: OPTION_STORY_NOW } };
}

/**
 * `count` open BTC options entered and counting down, soonest expiry first, for pagination.
 *
 * @example manyOpenOptions(25)[0]?.id // 2001
 */
export function manyOpenOptions(count: number): OptionOrder[] {
  const base = storyOption(11);
  return Array.from({ length: count }, (_, i) => ({
    ...base,
    id: 2001 + i,
    client_order_id: `web-many-o${String(i)}`,
    direction: i % 2 === 0 ? 'up' : 'down',
    settle_at: base.settle_at + i * 1000,
  }));
}
