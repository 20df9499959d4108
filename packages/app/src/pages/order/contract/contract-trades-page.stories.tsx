import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  contractOrdersBook,
  STORY_FILLS,
  STORY_FUNDING,
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

const PATH = '/order/futures';

const meta = { title: 'Pages/Order/Contract trades and funding', ...centreMeta } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Trade history first; the frame marks Trades and funding as the current page. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [centreLoader(PATH)],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Futures orders' }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Trades and funding' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(screen.getByRole('tab', { name: 'Trade history' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Fills and funding have no side or type on the wire: only contract and days.
    await expect(screen.queryByRole('combobox', { name: 'Side' })).toBeNull();
    await tableWithRows('Trade history', STORY_FILLS.length);
    await shellSettled();
  },
};

/** The funding tab goes into the URL; paid and received payments, signed. */
export const Funding: Story = {
  tags: ['visual'],
  loaders: [centreLoader(PATH)],
  play: async ({ loaded }) => {
    const { app } = (loaded as CentreLoaded).story;
    await tableWithRows('Trade history', STORY_FILLS.length);
    await userEvent.click(screen.getByRole('tab', { name: 'Funding history' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ tab: 'funding' }));
    const table = await tableWithRows('Funding history', STORY_FUNDING.length);
    await expect(within(table).getByText('\u22120.96 USDT')).toBeVisible();
    await shellSettled();
  },
};

/** The tab and a contract from the URL. */
export const FilteredFunding: Story = {
  loaders: [centreLoader(`${PATH}?tab=funding&symbol=ETHUSDT`)],
  play: async () => {
    const table = await tableWithRows('Funding history', 1);
    await expect(within(table).getByText('ETH/USDT')).toBeVisible();
    await expect(screen.getByRole('combobox', { name: 'Contract' })).toHaveTextContent('ETH/USDT');
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [centreLoader(PATH, { book: () => contractOrdersBook([], [], []) })],
  play: async () => {
    await expect(await screen.findByText('No trades yet')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
    await userEvent.click(screen.getByRole('tab', { name: 'Funding history' }));
    await expect(await screen.findByText('No funding payments yet')).toBeVisible();
    await shellSettled();
  },
};

export const FilteredEmpty: Story = {
  loaders: [centreLoader(`${PATH}?from=2020-01-01&to=2020-01-02`)],
  play: async () => {
    await expect(await screen.findByText('No trade matches these filters')).toBeVisible();
  },
};

export const Loading: Story = centreLoading(PATH, 'contractFills', 'Trade history');

export const Failed: Story = {
  tags: ['visual'],
  loaders: [centreLoader(PATH, { book: failingBook })],
  play: async () => {
    await expect(await screen.findByText('Could not load your trade history.')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
    await shellSettled();
  },
};

export const Arabic: Story = centreInArabic(Filled, 'سجل الصفقات', STORY_FILLS.length);
