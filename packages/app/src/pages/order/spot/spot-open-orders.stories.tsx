import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteLoading } from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { tableWithRows } from '../../../testing/table-rows.ts';
import { shellSettled } from '../../assets/shared/story-settle.ts';
import { centreMeta } from '../contract/order-centre-story-kit.tsx';
import {
  failingSpotBook,
  spotCentreBook,
  spotCentreLoader,
  type SpotCentreLoaded,
} from './spot-centre-story-kit.tsx';

const PATH = '/order/spot';

const meta = { title: 'Pages/Order/Spot/Open orders', ...centreMeta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every open order of every pair, with the trading page's columns and Cancel per row. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [spotCentreLoader(PATH)],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Spot orders' }),
    ).toBeVisible();
    await expect(screen.getByRole('tab', { name: 'Open orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await tableWithRows('Open orders', 3);
    await expect(within(table).getAllByRole('button', { name: /Cancel/ })).toHaveLength(3);
    await expect(within(table).getByText('ETH/USDT')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready');
    await shellSettled();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [spotCentreLoader(PATH, { book: () => spotCentreBook([], []) })],
  play: async () => {
    await expect(await screen.findByText('No open orders')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Cancel all' })).toBeDisabled();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
    await shellSettled();
  },
};

export const Loading: Story = {
  loaders: [spotCentreLoader(PATH, { handlers: [mockRouteLoading('spotOrders')] })],
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Open orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Failed: Story = {
  loaders: [spotCentreLoader(PATH, { book: failingSpotBook })],
  play: async ({ loaded }) => {
    const message = await screen.findByText('Could not load your open orders.');
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The load error is not announced');
    (loaded as SpotCentreLoaded).book.failLists = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await tableWithRows('Open orders', 3);
  },
};

/** A pair from the URL: Cancel all, once confirmed, cancels that pair's open orders only. */
export const CancelAllOfAPair: Story = {
  loaders: [spotCentreLoader(`${PATH}?symbol=BTCUSDT`)],
  play: async ({ loaded }) => {
    const { book } = loaded as SpotCentreLoaded;
    await tableWithRows('Open orders', 2);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel all open orders?' });
    await expect(dialog).toHaveTextContent('All 2 open orders of BTC/USDT will be cancelled.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
    await expect(await screen.findByText('Orders cancelled: 2')).toBeVisible();
    await expect(await screen.findByText('No open orders')).toBeVisible();
    // One call to the server's cancel-all of the pair; the ETH order stays open.
    await expect(book.cancelAllCalls).toEqual([{ symbol: 'BTCUSDT' }]);
    await expect(book.cancelCalls).toEqual([]);
    await expect(book.orders.find((order) => order.id === 3)?.status).toBe('open');
  },
};

/** With a side filter, Cancel all reaches only the orders shown, one cancel each. */
export const CancelAllFiltered: Story = {
  loaders: [spotCentreLoader(`${PATH}?side=buy`)],
  play: async ({ loaded }) => {
    const { book } = loaded as SpotCentreLoaded;
    await tableWithRows('Open orders', 2);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel all open orders?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
    await expect(await screen.findByText('Orders cancelled: 2')).toBeVisible();
    await expect([...book.cancelCalls].sort()).toEqual([1, 3]);
    await expect(book.cancelAllCalls).toEqual([]);
    await expect(book.orders.find((order) => order.id === 2)?.status).toBe('partial');
  },
};

/** A side chosen from the list goes into the URL and narrows the rows; Cancel one cancels it. */
export const FilteredThenCancelOne: Story = {
  loaders: [spotCentreLoader(PATH)],
  play: async ({ loaded }) => {
    const { story, book } = loaded as SpotCentreLoaded;
    await tableWithRows('Open orders', 3);
    await userEvent.click(screen.getByRole('combobox', { name: 'Side' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Sell' }));
    await waitFor(() => expect(story.app.router.state.location.search).toEqual({ side: 'sell' }));
    const table = await tableWithRows('Open orders', 1);
    await userEvent.click(within(table).getByRole('button', { name: /Cancel/ }));
    await expect(await screen.findByText('No open orders')).toBeVisible();
    await expect(book.cancelCalls).toEqual([2]);
  },
};

/** Export CSV sends the open state and the filters of the URL. */
export const ExportCsv: Story = {
  loaders: [spotCentreLoader(`${PATH}?symbol=BTCUSDT&type=limit`)],
  play: async ({ loaded }) => {
    const { book } = loaded as SpotCentreLoaded;
    await tableWithRows('Open orders', 2);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(book.exportQueries).toEqual([{ state: 'open', symbol: 'BTCUSDT', type: 'limit' }]),
    );
  },
};

export const Arabic: Story = inArabic(Filled, async () => {
  await tableWithRows('الأوامر المفتوحة', 3);
  await shellSettled();
});
