import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteLoading } from '@exchange/api/msw';
import { bodyRows } from '../../testing/table-rows.ts';
import { contractOrdersBook, STORY_FILLS, STORY_FUNDING } from './contract-orders-story-kit.ts';
import {
  ContractTableStory,
  tablesLoader,
  type TableArgs,
  type TablesLoaded,
} from './contract-tables-story.tsx';

const meta = {
  title: 'App/Trading/Contract orders/Fills and funding tables',
  args: { table: 'fills' } satisfies TableArgs,
  render: (args, { loaded }) => (
    <ContractTableStory loaded={loaded as TablesLoaded} args={args as TableArgs} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (name: string) => screen.findByRole('table', { name });

/** Fills: side and action, maker/taker, fee in USDT and the PnL a close realised. */
export const Fills: Story = {
  tags: ['visual'],
  loaders: [tablesLoader()],
  play: async () => {
    const fills = await table('Trade history');
    await waitFor(() => expect(bodyRows(fills)).toHaveLength(STORY_FILLS.length));
    const [open, close] = bodyRows(fills);
    if (!open || !close) throw new Error('Missing fill rows');
    // The pair's precisions (the contract pair list) format the price.
    await expect(await within(open).findByText('64,100.00')).toBeVisible();
    await expect(within(open).getByText('Open long')).toHaveAttribute('data-side', 'long');
    await expect(within(open).getByText('Taker')).toBeVisible();
    await expect(within(close).getByText('Close short')).toHaveAttribute('data-side', 'short');
    await expect(within(close).getByText('Maker')).toBeVisible();
    await expect(within(close).getByText('+23.50')).toHaveAttribute('data-direction', 'up');
  },
};

export const FillsEmpty: Story = {
  loaders: [tablesLoader({ book: () => contractOrdersBook([], [], []) })],
  play: async () => {
    await expect(await screen.findByText('No trades yet')).toBeVisible();
  },
};

export const FillsFilteredEmpty: Story = {
  args: { filter: { symbol: 'ETHUSDT' }, filtered: true },
  loaders: [tablesLoader()],
  play: async () => {
    await expect(await screen.findByText('No trade matches these filters')).toBeVisible();
  },
};

export const FillsLoading: Story = {
  loaders: [tablesLoader({ handlers: [mockRouteLoading('contractFills')] })],
  play: async () => {
    await expect(await table('Trade history')).toHaveAttribute('aria-busy', 'true');
  },
};

export const FillsError: Story = {
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
    const message = await screen.findByText('Could not load your trade history.');
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The load error is not announced');
    (loaded as TablesLoaded).book.failLists = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(async () =>
      expect(bodyRows(await table('Trade history'))).toHaveLength(STORY_FILLS.length),
    );
  },
};

/** Funding: paid (negative, down colour) and received (positive), the rate in percent. */
export const Funding: Story = {
  tags: ['visual'],
  args: { table: 'funding' },
  loaders: [tablesLoader()],
  play: async () => {
    const funding = await table('Funding history');
    await waitFor(() => expect(bodyRows(funding)).toHaveLength(STORY_FUNDING.length));
    const [paid, received] = bodyRows(funding);
    if (!paid || !received) throw new Error('Missing funding rows');
    // The pair's precisions (the contract pair list) format the size held.
    await expect(await within(paid).findByText('0.15000')).toBeVisible();
    await expect(within(paid).getByText('+0.0100%')).toBeVisible();
    await expect(within(paid).getByText('\u22120.96 USDT')).toHaveAttribute(
      'data-direction',
      'down',
    );
    await expect(within(received).getByText('Short')).toHaveAttribute('data-side', 'short');
    await expect(within(received).getByText('+0.07 USDT')).toHaveAttribute('data-direction', 'up');
  },
};

export const FundingEmpty: Story = {
  args: { table: 'funding' },
  loaders: [tablesLoader({ book: () => contractOrdersBook([], [], []) })],
  play: async () => {
    await expect(await screen.findByText('No funding payments yet')).toBeVisible();
  },
};

export const FundingError: Story = {
  args: { table: 'funding' },
  loaders: [
    tablesLoader({
      book: () => {
        const book = contractOrdersBook();
        book.failLists = true;
        return book;
      },
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('Could not load your funding history.')).toBeVisible();
  },
};
