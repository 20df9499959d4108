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

const PATH = '/order/spot?tab=trades';

const meta = { title: 'Pages/Order/Spot/Trade history', ...centreMeta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every fill with role and fee; no type or status filter on this tab. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [spotCentreLoader(PATH)],
  play: async () => {
    const table = await tableWithRows('Trade history', 5);
    await expect(within(table).getAllByText('Maker').length).toBeGreaterThan(0);
    await expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
    await expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await shellSettled();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [spotCentreLoader(PATH, { book: () => spotCentreBook([], []) })],
  play: async () => {
    await expect(await screen.findByText('No trades yet')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
    await shellSettled();
  },
};

/** Export CSV of the fills sends the side of the URL. */
export const ExportCsv: Story = {
  loaders: [spotCentreLoader(`${PATH}&side=buy`)],
  play: async ({ loaded }) => {
    const { book } = loaded as SpotCentreLoaded;
    await tableWithRows('Trade history', 2);
    const button = screen.getByRole('button', { name: 'Export CSV' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(book.exportQueries).toEqual([{ side: 'buy' }]));
  },
};

export const Loading: Story = {
  loaders: [spotCentreLoader(PATH, { handlers: [mockRouteLoading('spotFills')] })],
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Trade history' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Failed: Story = {
  loaders: [spotCentreLoader(PATH, { book: failingSpotBook })],
  play: async () => {
    await expect(await screen.findByText('Could not load your trade history.')).toBeVisible();
  },
};
