import Big from 'big.js';
import type { RequestHandler } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { ContractCloseBody, ContractPair, Position, PositionUpdateBody } from '@exchange/api';
import {
  contractAccountFixture,
  contractPairsFixture,
  MockHttpError,
  positionsFixture,
  routeHandler,
} from '@exchange/api/msw';
import type { StoryApp } from '../../../testing/story-app.tsx';
import { storyGlobals } from '../../../testing/story-loaders.tsx';
import {
  createOrdersStory,
  type OrdersStoryOptions,
} from '../../spot-trade/orders/orders-story-kit.tsx';
import { ContractPositionsPanel } from './positions-panel.tsx';
import { OrdersStoryView } from '../../spot-trade/orders/orders-story-kit.tsx';

// The positions panel's mocked server for stories: a mutable set of positions that the update
// and close routes change and record, so a play function can check the exact bodies sent and
// the table refetches what changed.

/** The signed-in user's positions as the mocked routes see them. */
export interface PositionsBook {
  positions: Position[];
  /** Every position_update body, in order. */
  readonly updates: PositionUpdateBody[];
  /** Every contract_close body, in order. */
  readonly closes: ContractCloseBody[];
  /** While set, the next close answers 422 on amount with this message. */
  refuseClose: string | null;
  handlers: RequestHandler[];
}

/**
 * Mocked GET /contract/position, POST /contract/position_update and /contract/contract_close
 * over a mutable copy of the fixture positions (BTC long cross, ETH short isolated).
 *
 * @example const book = positionsBook(); createOrdersStory({ handlers: book.handlers });
 */
export function positionsBook(positions: readonly Position[] = positionsFixture): PositionsBook {
  const book: PositionsBook = {
    positions: positions.map((row) => ({ ...row })),
    updates: [],
    closes: [],
    refuseClose: null,
    handlers: [],
  };
  const find = (id: number) => {
    const position = book.positions.find((row) => row.id === id);
    if (!position) throw new MockHttpError(404, 'Position not found');
    return position;
  };
  book.handlers = [
    routeHandler('contractPositions', ({ query }) =>
      book.positions.filter((row) => query.symbol === undefined || row.symbol === query.symbol),
    ),
    routeHandler('contractAccount', () => contractAccountFixture),
    routeHandler('contractPositionUpdate', ({ body }) => {
      book.updates.push(body);
      const position = find(body.position_id);
      if (body.take_profit !== undefined)
        position.take_profit = body.take_profit === '' ? null : body.take_profit;
      if (body.stop_loss !== undefined)
        position.stop_loss = body.stop_loss === '' ? null : body.stop_loss;
      if (body.margin_action !== undefined && body.margin_amount !== undefined) {
        const margin = new Big(position.margin);
        position.margin = (
          body.margin_action === 'add'
            ? margin.plus(body.margin_amount)
            : margin.minus(body.margin_amount)
        ).toFixed();
      }
      return position;
    }),
    routeHandler('contractClose', ({ body }) => {
      book.closes.push(body);
      const position = find(body.position_id);
      if (book.refuseClose !== null) {
        throw new MockHttpError(422, `amount: ${book.refuseClose}`, [
          { field: 'amount', message: book.refuseClose },
        ]);
      }
      if (body.type === 'market') {
        const left = new Big(position.amount).minus(body.amount);
        position.amount = left.toFixed();
        book.positions = book.positions.filter((row) => new Big(row.amount).gt(0));
      }
      return {
        id: 906,
        client_order_id: body.client_order_id,
        symbol: position.symbol,
        side: position.side === 'long' ? 'short' : 'long',
        action: 'close',
        type: body.type,
        source: 'order',
        time_in_force: 'gtc',
        status: body.type === 'market' ? 'filled' : 'open',
        price: body.price ?? null,
        trigger_price: null,
        trigger_by: null,
        reduce_only: true,
        amount: body.amount,
        filled_amount: body.type === 'market' ? body.amount : '0',
        avg_price: body.type === 'market' ? position.mark_price : '0',
        leverage: position.leverage,
        margin_mode: position.margin_mode,
        margin: '0',
        fee: '0',
        realized_pnl: '0',
        take_profit: null,
        stop_loss: null,
        created_at: position.updated_at,
        updated_at: position.updated_at,
      };
    }),
  ];
  return book;
}

/** The fixture contract list the panel is given. */
export const storyPairs: readonly ContractPair[] = contractPairsFixture;

export interface Loaded {
  story: StoryApp;
  book: PositionsBook;
}

/** The live marks the page would pass: BTC up from the entry, ETH as fetched. */
export const MARKS = { BTCUSDT: '64500' };

/** A loader: the app services in the toolbar's language and theme over fresh positions. */
export function positionsLoader(options: OrdersStoryOptions & { book?: () => PositionsBook } = {}) {
  return async (context: { globals: Record<string, unknown> }): Promise<Loaded> => {
    const book = options.book?.() ?? positionsBook();
    const story = await createOrdersStory({
      ...storyGlobals(context),
      ...options,
      handlers: [...(options.handlers ?? []), ...book.handlers],
    });
    return { story, book };
  };
}

/** The panel on the BTC page with the story's services and the live marks. */
export function PanelStory({ loaded }: { loaded: unknown }) {
  const { story } = loaded as Loaded;
  return (
    <OrdersStoryView story={story}>
      <ContractPositionsPanel symbol="BTCUSDT" pairs={storyPairs} markPrices={MARKS} />
    </OrdersStoryView>
  );
}

export const positionsTable = () => screen.findByRole('table', { name: 'Positions' });
export const bodyRows = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
/** The table once both fixture positions show. */
export async function loadedTable(): Promise<HTMLElement> {
  const table = await positionsTable();
  await within(table).findByText('BTC/USDT');
  await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
  return table;
}
export const rowOf = (table: HTMLElement, name: string): HTMLElement => {
  const row = within(table).getByText(name).closest('tr');
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};

/**
 * The close bodies sent, each client_order_id replaced by 'fresh' when it is a new 32-hex-digit
 * key (anything else stays, so the check fails on it).
 */
export function closesSent(book: PositionsBook): ContractCloseBody[] {
  return book.closes.map((body) => ({
    ...body,
    client_order_id: /^[0-9a-f]{32}$/.test(body.client_order_id) ? 'fresh' : body.client_order_id,
  }));
}
