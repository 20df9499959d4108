import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteLoading } from '@exchange/api/msw';
import { bodyRows } from '../../testing/table-rows.ts';
import {
  contractOrdersBook,
  FINISHED_ENTRUSTS,
  manyOpenEntrusts,
  OPEN_ENTRUSTS,
} from './contract-orders-story-kit.ts';
import {
  ContractTableStory,
  tablesLoader,
  type TablesLoaded,
  type TableArgs,
} from './contract-tables-story.tsx';

const meta = {
  title: 'App/Trading/Contract orders/Entrusts table',
  args: { table: 'entrusts', state: 'open' } satisfies TableArgs,
  render: (args, { loaded }) => (
    <ContractTableStory loaded={loaded as TablesLoaded} args={args as TableArgs} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (name: string) => screen.findByRole('table', { name });
const rowOf = (button: HTMLElement) => {
  const row = button.closest('tr');
  if (!row) throw new Error('The button is not in a row');
  return row;
};

/** Every open kind: limit, waiting stop-limit, partly filled post-only short, reduce-only TP. */
export const Open: Story = {
  tags: ['visual'],
  loaders: [tablesLoader()],
  play: async () => {
    const open = await table('Open orders');
    await waitFor(() => expect(bodyRows(open)).toHaveLength(OPEN_ENTRUSTS.length));
    const stop = rowOf(
      await within(open).findByRole('button', { name: /Cancel BTC\/USDT Open long 66,000\.00/ }),
    );
    await expect(within(stop).getByText('Stop limit')).toBeVisible();
    await expect(within(stop).getByText('65,800.00')).toBeVisible();
    await expect(within(stop).getByText('Mark')).toBeVisible();
    await expect(within(stop).getByText('Waiting for trigger')).toBeVisible();
    const short = rowOf(within(open).getByRole('button', { name: /Cancel ETH\/USDT Open short/ }));
    await expect(within(short).getByText('Open short')).toHaveAttribute('data-side', 'short');
    await expect(within(short).getByText('Post only')).toBeVisible();
    await expect(within(short).getByText('25.00%')).toBeVisible();
    await expect(within(short).getByText('Partially filled')).toBeVisible();
    const takeProfit = rowOf(
      within(open).getByRole('button', { name: /Cancel BTC\/USDT Close long/ }),
    );
    await expect(within(takeProfit).getByText('Take profit')).toBeVisible();
    await expect(within(takeProfit).getByText('Reduce only')).toBeVisible();
    await expect(within(takeProfit).getByText('Last')).toBeVisible();
  },
};

/** Finished entrusts: no Cancel; liquidation and ADL named; realised PnL signed and coloured. */
export const History: Story = {
  tags: ['visual'],
  args: { state: 'history' },
  loaders: [tablesLoader()],
  play: async () => {
    const history = await table('Order history');
    await waitFor(() => expect(bodyRows(history)).toHaveLength(FINISHED_ENTRUSTS.length));
    await expect(within(history).queryByRole('button', { name: /Cancel/ })).toBeNull();
    await expect(within(history).getByText('Liquidation')).toBeVisible();
    await expect(within(history).getByText('Auto-deleverage')).toBeVisible();
    await expect(within(history).getByText('Partially filled, cancelled')).toBeVisible();
    await expect(await within(history).findByText('\u221298.500')).toHaveAttribute(
      'data-direction',
      'down',
    );
    await expect(within(history).getByText('+23.50')).toHaveAttribute('data-direction', 'up');
    await expect(within(history).getByText('64,100.00')).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [tablesLoader({ book: () => contractOrdersBook([]) })],
  play: async () => {
    await expect(await screen.findByText('No open orders')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel all' })).toBeDisabled();
  },
};

/** Filters that match nothing say so, rather than "no orders at all". */
export const FilteredEmpty: Story = {
  args: { filter: { symbol: 'SOLUSDT' }, filtered: true },
  loaders: [tablesLoader()],
  play: async ({ loaded }) => {
    await expect(await screen.findByText('No order matches these filters')).toBeVisible();
    await expect((loaded as TablesLoaded).book.listQueries.at(-1)).toMatchObject({
      state: 'open',
      symbol: 'SOLUSDT',
    });
  },
};

export const Loading: Story = {
  loaders: [tablesLoader({ handlers: [mockRouteLoading('contractEntrusts')] })],
  play: async () => {
    const open = await table('Open orders');
    await expect(open).toHaveAttribute('aria-busy', 'true');
    await expect(within(open).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const ErrorThenRetry: Story = {
  loaders: [
    tablesLoader({
      book: () => {
        const book = contractOrdersBook();
        book.failLists = true;
        return book;
      },
    }),
  ],
  play: async ({ loaded }) => {
    const message = await screen.findByText('Could not load your open orders.');
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The load error is not announced');
    await expect(alert).toHaveTextContent('The exchange had a problem (error 500).');
    (loaded as TablesLoaded).book.failLists = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const open = await table('Open orders');
    await waitFor(() => expect(bodyRows(open)).toHaveLength(OPEN_ENTRUSTS.length));
  },
};

/** Cancel on one row: POST /contract/entrust_cancel with its id; the row leaves on refetch. */
export const CancelOne: Story = {
  loaders: [tablesLoader()],
  play: async ({ loaded }) => {
    const { book } = loaded as TablesLoaded;
    const open = await table('Open orders');
    await waitFor(() => expect(bodyRows(open)).toHaveLength(OPEN_ENTRUSTS.length));
    await userEvent.click(
      within(open).getByRole('button', { name: /Cancel BTC\/USDT Open long 62,000\.00/ }),
    );
    await waitFor(() => expect(bodyRows(open)).toHaveLength(OPEN_ENTRUSTS.length - 1));
    await expect(book.cancelCalls).toEqual([1]);
  },
};

/** A cancel the server refuses (filled meanwhile) leaves the row; the client toasts why. */
export const CancelRefused: Story = {
  loaders: [
    tablesLoader({
      book: () => {
        const book = contractOrdersBook();
        book.failCancel.add(1);
        return book;
      },
    }),
  ],
  play: async ({ loaded }) => {
    const { book } = loaded as TablesLoaded;
    const open = await table('Open orders');
    await waitFor(() => expect(bodyRows(open)).toHaveLength(OPEN_ENTRUSTS.length));
    await userEvent.click(
      within(open).getByRole('button', { name: /Cancel BTC\/USDT Open long 62,000\.00/ }),
    );
    await expect(await screen.findByText('Order already filled')).toBeVisible();
    await expect(book.cancelCalls).toEqual([1]);
    await expect(bodyRows(open)).toHaveLength(OPEN_ENTRUSTS.length);
  },
};

/** Cancel all asks first, then cancels every open entrust the filters match, on every page. */
export const CancelAllConfirm: Story = {
  tags: ['visual'],
  args: { filter: { symbol: 'BTCUSDT' }, filtered: true },
  loaders: [tablesLoader()],
  play: async ({ loaded }) => {
    const { book } = loaded as TablesLoaded;
    const open = await table('Open orders');
    await waitFor(() => expect(bodyRows(open)).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel all open orders?' });
    await expect(dialog).toHaveTextContent(
      'All 3 open orders matching the filters will be cancelled.',
    );
    await expect(book.cancelCalls).toEqual([]);
  },
};

export const CancelAll: Story = {
  args: { filter: { symbol: 'BTCUSDT' }, filtered: true },
  loaders: [tablesLoader()],
  play: async ({ loaded }) => {
    const { book } = loaded as TablesLoaded;
    const open = await table('Open orders');
    await waitFor(() => expect(bodyRows(open)).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel all open orders?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
    await expect(await screen.findByText('Orders cancelled: 3')).toBeVisible();
    await expect(await screen.findByText('No order matches these filters')).toBeVisible();
    // Only the filtered contract: the ETH entrust stays open.
    await expect([...book.cancelCalls].sort()).toEqual([1, 2, 4]);
    await expect(book.entrusts.find((entrust) => entrust.id === 3)?.status).toBe('partial');
  },
};

/** 25 open entrusts: three pages; Cancel all reaches the ones beyond the page shown. */
export const Pages: Story = {
  loaders: [tablesLoader({ book: () => contractOrdersBook(manyOpenEntrusts(25)) })],
  play: async ({ loaded }) => {
    const { book } = loaded as TablesLoaded;
    const open = await table('Open orders');
    await waitFor(() => expect(bodyRows(open)).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(bodyRows(open)).toHaveLength(5));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'All 25 open orders of every contract will be cancelled.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
    await expect(await screen.findByText('Orders cancelled: 25')).toBeVisible();
    await expect(book.cancelCalls).toHaveLength(25);
  },
};
