import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  contractOrdersBook,
  FINISHED_ENTRUSTS,
} from '../../../trading/contract-orders/contract-orders-story-kit.ts';
import { shellSettled } from '../../assets/shared/story-settle.ts';
import {
  centreInArabic,
  centreLoader,
  centreLoading,
  centreMeta,
  failingBook,
  type CentreLoaded,
} from './order-centre-story-kit.tsx';
import { tableWithRows } from '../../../testing/table-rows.ts';

const PATH = '/order/contract/history';

const meta = { title: 'Pages/Order/Contract order history', ...centreMeta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finished entrusts, with their source (liquidation, ADL) and realised PnL; no Cancel. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [centreLoader(PATH)],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Futures order history' }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Order history' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const table = await tableWithRows('Order history', FINISHED_ENTRUSTS.length);
    await expect(within(table).getByText('Liquidation')).toBeVisible();
    await expect(within(table).queryByRole('button', { name: /Cancel/ })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Cancel all' })).toBeNull();
    await shellSettled();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [centreLoader(PATH, { book: () => contractOrdersBook([]) })],
  play: async () => {
    await expect(await screen.findByText('No order history')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await shellSettled();
  },
};

/** A contract chosen from the list goes into the URL and narrows the rows. */
export const Filtered: Story = {
  loaders: [centreLoader(PATH)],
  play: async ({ loaded }) => {
    const { app } = (loaded as CentreLoaded).story;
    await tableWithRows('Order history', FINISHED_ENTRUSTS.length);
    await userEvent.click(screen.getByRole('combobox', { name: 'Contract' }));
    await userEvent.click(await screen.findByRole('option', { name: 'ETH/USDT' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ symbol: 'ETHUSDT' }));
    const table = await tableWithRows('Order history', 1);
    await expect(within(table).getByText('Partially filled, cancelled')).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  tags: ['visual'],
  loaders: [centreLoader(`${PATH}?type=stop_limit`)],
  play: async () => {
    await expect(await screen.findByText('No order matches these filters')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
    await shellSettled();
  },
};

export const Loading: Story = centreLoading(PATH, 'contractEntrusts', 'Order history');

export const Failed: Story = {
  loaders: [centreLoader(PATH, { book: failingBook })],
  play: async ({ loaded }) => {
    const message = await screen.findByText('Could not load your order history.');
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The load error is not announced');
    (loaded as CentreLoaded).book.failLists = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await tableWithRows('Order history', FINISHED_ENTRUSTS.length);
  },
};

/** Export CSV of finished entrusts sends the history state and the filters. */
export const ExportCsv: Story = {
  loaders: [centreLoader(`${PATH}?type=market`)],
  play: async ({ loaded }) => {
    const { book } = loaded as CentreLoaded;
    await tableWithRows('Order history', 3);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(book.exportQueries).toEqual([{ state: 'history', type: 'market' }]));
  },
};

export const Arabic: Story = centreInArabic(Filled, 'سجل الأوامر', FINISHED_ENTRUSTS.length);
