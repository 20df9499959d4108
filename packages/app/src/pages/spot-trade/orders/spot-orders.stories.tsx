import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteEmpty, mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
import type { StoryApp } from '../../../testing/story-app.tsx';
import { storyGlobals } from '../../../testing/story-loaders.tsx';
import {
  createOrdersStory,
  fixturePair,
  ordersBook,
  OrdersStoryView,
  type OrdersBook,
  type OrdersStoryOptions,
} from './orders-story-kit.tsx';
import { SpotOrders } from './spot-orders.tsx';

interface Loaded {
  story: StoryApp;
  book: OrdersBook;
  signedIn: boolean;
}

/** A loader: the app services in the toolbar's language and theme over a fresh order book. */
function ordersLoader(options: OrdersStoryOptions & { book?: () => OrdersBook } = {}) {
  return async (context: { globals: Record<string, unknown> }): Promise<Loaded> => {
    const book = options.book?.() ?? ordersBook();
    const story = await createOrdersStory({
      ...storyGlobals(context),
      ...options,
      handlers: [...(options.handlers ?? []), ...book.handlers],
    });
    return { story, book, signedIn: options.signedIn !== false };
  };
}

const pair = fixturePair('BTCUSDT');

const meta = {
  title: 'App/Spot trade/Orders',
  render: (_args, { loaded }) => {
    const { story, signedIn } = loaded as Loaded;
    return (
      <OrdersStoryView story={story}>
        <SpotOrders symbol={pair.symbol} pair={pair} signedIn={signedIn} />
      </OrdersStoryView>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (name: string) => screen.findByRole('table', { name });
const bodyRows = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

export const OpenOrders: Story = {
  tags: ['visual'],
  loaders: [ordersLoader()],
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'Open orders (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const open = await table('Open orders');
    await waitFor(() => expect(bodyRows(open)).toHaveLength(2));
    const partial = within(open).getByRole('button', { name: /Cancel BTC\/USDT Sell 66,000\.00/ });
    const row = partial.closest('tr');
    if (!row) throw new Error('The partly filled order has no row');
    // Truncated to the pair's 5 size decimals, filled share 0.02 / 0.05.
    await expect(within(row).getByText('0.02000')).toBeVisible();
    await expect(within(row).getByText('(40.00%)')).toBeVisible();
    await expect(within(row).getByText('3,300.00')).toBeVisible();
    await expect(within(row).getByText('Sell')).toHaveAttribute('data-side', 'sell');
  },
};

export const AllPairs: Story = {
  loaders: [ordersLoader()],
  play: async () => {
    const open = await table('Open orders');
    await waitFor(() => expect(bodyRows(open)).toHaveLength(2));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hide other pairs' }));
    await expect(await screen.findByRole('tab', { name: 'Open orders (3)' })).toBeVisible();
    await waitFor(() => expect(bodyRows(open)).toHaveLength(3));
    await expect(within(open).getByText('ETH/USDT')).toBeVisible();
  },
};

export const OrderHistory: Story = {
  tags: ['visual'],
  loaders: [ordersLoader()],
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Order history' }));
    const history = await table('Order history');
    // The loading row is a single row too: wait for the order's own status cell.
    await within(history).findByText('Filled');
    await waitFor(() => expect(bodyRows(history)).toHaveLength(1));
    const [row] = bodyRows(history);
    if (!row) throw new Error('No history row');
    await expect(within(row).getByText('Filled')).toBeVisible();
    await expect(within(row).getByText('64,001.20')).toBeVisible();
    await expect(within(row).getByText('0.10000 / 0.10000')).toBeVisible();
    await expect(within(row).getByText('0.0001000')).toBeVisible();
  },
};

export const TradeHistory: Story = {
  tags: ['visual'],
  loaders: [ordersLoader()],
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Trade history' }));
    const trades = await table('Trade history');
    await waitFor(() => expect(bodyRows(trades)).toHaveLength(3));
    const [newest] = bodyRows(trades);
    if (!newest) throw new Error('No fill row');
    await expect(within(newest).getByText('Maker')).toBeVisible();
    await expect(within(newest).getByText('1,320.00')).toBeVisible();
    await expect(within(trades).getAllByText('Taker')).toHaveLength(2);
  },
};

export const Empty: Story = {
  loaders: [
    ordersLoader({ handlers: [mockRouteEmpty('spotOrders'), mockRouteEmpty('spotFills')] }),
  ],
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'Open orders (0)' })).toBeVisible();
    await expect(await screen.findByText('No open orders')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel all' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Order history' }));
    await expect(await screen.findByText('No order history')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Trade history' }));
    await expect(await screen.findByText('No trades yet')).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [
    ordersLoader({ handlers: [mockRouteLoading('spotOrders'), mockRouteLoading('spotFills')] }),
  ],
  play: async () => {
    const open = await table('Open orders');
    await expect(open).toHaveAttribute('aria-busy', 'true');
    await expect(within(open).getByRole('status')).toHaveTextContent('Loading…');
    await expect(screen.getByRole('tab', { name: 'Open orders' })).toBeVisible();
  },
};

export const ErrorThenRetry: Story = {
  loaders: [
    ordersLoader({
      book: () => {
        const book = ordersBook();
        book.failLists = true;
        return book;
      },
    }),
  ],
  play: async ({ loaded }) => {
    // The API client's error toast is an alert too: find the table's own by its text.
    const message = await screen.findByText('Could not load your open orders.');
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The load error is not announced');
    (loaded as Loaded).book.failLists = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const open = await table('Open orders');
    await waitFor(() => expect(bodyRows(open)).toHaveLength(2));
  },
};

export const TradeHistoryError: Story = {
  loaders: [
    ordersLoader({
      handlers: [mockRouteFailure('spotFills', { status: 500, message: 'Service unavailable' })],
    }),
  ],
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Trade history' }));
    const message = await screen.findByText('Could not load your trade history.');
    await expect(message).toBeVisible();
    // Issue 15: why, in words (a GET changed nothing, so no word on what was sent); the API
    // client's toast says the same, in words too, never "Error".
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The load error is not announced');
    await expect(alert).toHaveTextContent('The exchange had a problem (error 500).');
    await expect(screen.queryByText('Error', { exact: true })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    // The filter stays usable while the table is down.
    await expect(screen.getByRole('checkbox', { name: 'Hide other pairs' })).toBeChecked();
  },
};

export const SignedOut: Story = {
  loaders: [ordersLoader({ signedIn: false })],
  play: async ({ loaded }) => {
    await expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user/login',
    );
    await expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/user/register',
    );
    await expect(screen.queryByRole('table')).toBeNull();
    await expect((loaded as Loaded).book.cancelCalls).toEqual([]);
  },
};

export const CancelOne: Story = {
  loaders: [ordersLoader()],
  play: async ({ loaded }) => {
    const { book } = loaded as Loaded;
    const open = await table('Open orders');
    await waitFor(() => expect(bodyRows(open)).toHaveLength(2));
    await userEvent.click(
      within(open).getByRole('button', { name: /Cancel BTC\/USDT Buy 63,000\.00/ }),
    );
    await waitFor(() => expect(bodyRows(open)).toHaveLength(1));
    await expect(book.cancelCalls).toEqual([1]);
    await expect(screen.getByRole('tab', { name: 'Open orders (1)' })).toBeVisible();
    await expect(within(open).queryByText('63,000.00')).toBeNull();
  },
};

export const CancelAll: Story = {
  loaders: [ordersLoader()],
  play: async ({ loaded }) => {
    const { book } = loaded as Loaded;
    const open = await table('Open orders');
    await waitFor(() => expect(bodyRows(open)).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel all open orders?' });
    await expect(dialog).toHaveTextContent('All 2 open orders of BTC/USDT will be cancelled.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
    await expect(await screen.findByText('No open orders')).toBeVisible();
    await expect(await screen.findByText('Orders cancelled: 2')).toBeVisible();
    // Only the shown pair: the ETH order stays open.
    await expect([...book.cancelCalls].sort()).toEqual([1, 2]);
    await expect(book.orders.find((order) => order.id === 3)?.status).toBe('open');
  },
};
