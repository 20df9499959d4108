import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteLoading } from '@exchange/api/msw';
import { tableWithRows } from '../../../testing/table-rows.ts';
import { shellSettled } from '../../assets/shared/story-settle.ts';
import { centreMeta } from '../contract/order-centre-story-kit.tsx';
import {
  failingSpotBook,
  spotCentreBook,
  spotCentreLoader,
  type SpotCentreLoaded,
} from './spot-centre-story-kit.tsx';

const PATH = '/order/spot?tab=history';

const meta = { title: 'Pages/Order/Spot/Order history', ...centreMeta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finished orders with average price, filled / amount, status and fee; no Cancel. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [spotCentreLoader(PATH)],
  play: async () => {
    await expect(screen.getByRole('tab', { name: 'Order history' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await tableWithRows('Order history', 3);
    await expect(within(table).queryByRole('button', { name: /Cancel/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Cancel all' })).toBeNull();
    await shellSettled();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [spotCentreLoader(PATH, { book: () => spotCentreBook([], []) })],
  play: async () => {
    await expect(await screen.findByText('No order history')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await shellSettled();
  },
};

/** A status from the URL narrows the rows to the cancelled order. */
export const CancelledOnly: Story = {
  loaders: [spotCentreLoader(`${PATH}&status=cancelled`)],
  play: async () => {
    const table = await tableWithRows('Order history', 1);
    await expect(within(table).getByText('SOL/USDT')).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Cancelled');
  },
};

/** Another tab keeps the pair and drops the page and the status the fills have not. */
export const ToTradeHistory: Story = {
  loaders: [spotCentreLoader(`${PATH}&symbol=BTCUSDT&status=filled`)],
  play: async ({ loaded }) => {
    const { story } = loaded as SpotCentreLoaded;
    await tableWithRows('Order history', 1);
    await userEvent.click(screen.getByRole('tab', { name: 'Trade history' }));
    await waitFor(() =>
      expect(story.app.router.state.location.search).toEqual({ tab: 'trades', symbol: 'BTCUSDT' }),
    );
    await tableWithRows('Trade history', 3);
  },
};

export const Loading: Story = {
  loaders: [spotCentreLoader(PATH, { handlers: [mockRouteLoading('spotOrders')] })],
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Order history' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  loaders: [spotCentreLoader(PATH, { book: failingSpotBook })],
  play: async () => {
    await expect(await screen.findByText('Could not load your order history.')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
  },
};
