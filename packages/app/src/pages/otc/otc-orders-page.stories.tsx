import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  mockRoute,
  mockRouteEmpty,
  mockRouteFailure,
  mockRouteLoading,
  otcTradesFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { filesSavedBy } from '../../testing/saved-files.ts';
import { bodyRows, tableWithRows } from '../../testing/table-rows.ts';
import { shellSettled } from '../assets/shared/story-settle.ts';
import { otcLoader, OtcView, type OtcLoaded } from './otc-story-kit.tsx';

// /otc-trade/order over the demo user's OTC trades of @exchange/api/msw: a buy of 2 BTC and a
// sell of 40 ETH, newest first.

const meta = {
  title: 'Pages/Otc/Orders',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <OtcView loaded={loaded as OtcLoaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const tradesWithRows = (count: number) => tableWithRows('Your trades', count);

/** Newest first, with Export CSV. */
export const Trades: Story = {
  tags: ['visual'],
  loaders: [otcLoader('/otc-trade/order')],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'OTC orders' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^OTC orders \| /));
    const table = await tradesWithRows(2);
    const [first] = bodyRows(table);
    await expect(first).toHaveTextContent('BTC/USDT');
    await expect(first).toHaveTextContent('128,760.5 USDT');
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready'));
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await shellSettled();
  },
};

/** Filtered from the URL: the one sell. */
export const Filtered: Story = {
  tags: ['visual'],
  loaders: [otcLoader('/otc-trade/order?side=sell')],
  play: async () => {
    const table = await tradesWithRows(1);
    await expect(within(table).getByText('ETH/USDT')).toBeVisible();
    await expect(within(table).getByText('119,924 USDT')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready'));
    await shellSettled();
  },
};

/** The next page goes into the URL with the filters. */
export const NextPage: Story = {
  loaders: [
    otcLoader('/otc-trade/order?coin=2', {
      handlers: [mockRoute('otcTrades', { list: otcTradesFixture, page: 1, limit: 10, total: 25 })],
    }),
  ],
  play: async (context) => {
    const { story } = context.loaded as OtcLoaded;
    await tradesWithRows(2);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(story.app.router.state.location.search).toEqual({ coin: 2, page: 2 }),
    );
  },
};

/** Export CSV saves every trade the filters match under the wire's file name. */
export const ExportCsv: Story = {
  loaders: [otcLoader('/otc-trade/order?side=sell')],
  play: async () => {
    await tradesWithRows(1);
    const saved = await filesSavedBy(async (files) => {
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(files).toHaveLength(1));
    });
    await expect(saved[0]?.name).toMatch(/^otc-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [otcLoader('/otc-trade/order', { handlers: [mockRouteEmpty('otcTrades')] })],
  play: async () => {
    await expect(await screen.findByText('No trades yet')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await shellSettled();
  },
};

/** Nothing under the filters (no BTC sell): said as such. */
export const EmptyFiltered: Story = {
  loaders: [otcLoader('/otc-trade/order?coin=2&side=sell')],
  play: async () => {
    await expect(await screen.findByText('No trade matches these filters')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
  },
};

export const Loading: Story = {
  loaders: [otcLoader('/otc-trade/order', { handlers: [mockRouteLoading('otcTrades')] })],
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Your trades' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Failed: Story = {
  loaders: [
    otcLoader('/otc-trade/order', {
      handlers: [mockRouteFailure('otcTrades', { status: 400, message: 'No' })],
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('Could not load your trades.')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
  },
};

export const Arabic: Story = inArabic(Trades, async () => {
  const main = await screen.findByRole('main');
  await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
  await waitFor(() => expect(bodyRows(within(main).getByRole('table'))).toHaveLength(2));
  await shellSettled();
});
