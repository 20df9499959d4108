import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { loadedRows, newestTable } from '../../testing/table-rows.ts';
import {
  manyOpenOptions,
  optionIndexFrame,
  optionOrdersBook,
  storyOption,
} from './option-orders-story-kit.ts';
import {
  OptionTableStory,
  optionTablesLoader,
  type OptionTableArgs,
  type OptionTablesLoaded,
} from './option-tables-story.tsx';
import { optionTableStates } from './option-table-states-story.ts';

const meta = {
  title: 'Trading/Option Orders/Open options',
  args: { table: 'open' } satisfies OptionTableArgs,
  render: (args, { loaded }) => (
    <OptionTableStory loaded={loaded as OptionTablesLoaded} args={args as OptionTableArgs} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => newestTable('Open options');

/** The fake socket's BTC index: above the in-the-money Up option's entry (64,005.10). */
const btcAt = (price: string) => ({
  live: { channelFrames: { 'option@BTCUSDT': [optionIndexFrame('BTCUSDT', price)] } },
});

async function rowsOf(count: number): Promise<HTMLElement[]> {
  return loadedRows(await table(), count);
}

/**
 * Every open state at once, soonest expiry first: past its expiry and not booked ("Settling…"),
 * waiting for its entry tick, and entered and in the money at the live index.
 */
export const Open: Story = {
  tags: ['visual'],
  loaders: [optionTablesLoader(btcAt('64100.5'))],
  play: async () => {
    const [settling, waiting, live] = await rowsOf(3);
    if (!settling || !waiting || !live) throw new Error('Missing open option rows');
    await expect(within(settling).getByText('Settling…')).toHaveAttribute('data-state', 'settling');
    await expect(within(waiting).getByText('Waiting for entry')).toBeVisible();
    await expect(within(waiting).getByText('0:29')).toBeVisible();
    await expect(within(waiting).getByText('Down')).toHaveAttribute('data-direction', 'down');
    await expect(within(live).getByText('Up')).toHaveAttribute('data-direction', 'up');
    await expect(within(live).getByText('3:00')).toBeVisible();
    await expect(await within(live).findByText('64,100.50')).toBeVisible();
    await expect(within(live).getByText('In the money')).toHaveAttribute('data-moneyness', 'in');
    // Payout if won: 100 × (1 + 0.88).
    await expect(within(live).getByText('188.00')).toBeVisible();
  },
};

export const WaitingForEntry: Story = {
  loaders: [optionTablesLoader({ book: () => optionOrdersBook([storyOption(12)]) })],
  play: async () => {
    const [row] = await rowsOf(1);
    if (!row) throw new Error('Missing the waiting option');
    await expect(within(row).getByText('Waiting for entry')).toHaveAttribute(
      'data-state',
      'waiting',
    );
    // No entry yet: neither in nor out of the money.
    await expect(within(row).queryByText(/the money/)).toBeNull();
  },
};

export const InTheMoney: Story = {
  loaders: [
    optionTablesLoader({ book: () => optionOrdersBook([storyOption(11)]), ...btcAt('64100.5') }),
  ],
  play: async () => {
    const [row] = await rowsOf(1);
    if (!row) throw new Error('Missing the open option');
    await expect(await within(row).findByText('64,100.50')).toBeVisible();
    await expect(within(row).getByText('In the money')).toHaveAttribute('data-moneyness', 'in');
  },
};

/** The index fell under the Up option's entry: it would lose if it expired now. */
export const OutOfTheMoney: Story = {
  tags: ['visual'],
  loaders: [
    optionTablesLoader({ book: () => optionOrdersBook([storyOption(11)]), ...btcAt('63900') }),
  ],
  play: async () => {
    const [row] = await rowsOf(1);
    if (!row) throw new Error('Missing the open option');
    await expect(await within(row).findByText('63,900.00')).toBeVisible();
    await expect(within(row).getByText('Out of the money')).toHaveAttribute(
      'data-moneyness',
      'out',
    );
  },
};

/** Past its expiry, not booked yet: no countdown, no live verdict. */
export const Settling: Story = {
  tags: ['visual'],
  loaders: [optionTablesLoader({ book: () => optionOrdersBook([storyOption(10)]) })],
  play: async () => {
    const [row] = await rowsOf(1);
    if (!row) throw new Error('Missing the settling option');
    await expect(within(row).getByText('Settling…')).toBeVisible();
    await expect(within(row).queryByText(/the money/)).toBeNull();
  },
};

/** No settlement event came (a reconnect gap): the list is asked again until the row is booked. */
export const SettlingBooked: Story = {
  loaders: [optionTablesLoader({ book: () => optionOrdersBook([storyOption(10)]) })],
  play: async ({ loaded }) => {
    await rowsOf(1);
    const { book } = loaded as OptionTablesLoaded;
    book.rows = [{ ...storyOption(10), status: 'won', close_price: '64020', settled_at: 1 }];
    await expect(await screen.findByText('No open options', {}, { timeout: 5000 })).toBeVisible();
  },
};

const states = optionTableStates({
  table: 'Open options',
  empty: 'No open options',
  filteredEmpty: 'No open option matches these filters',
  filter: { symbol: 'ETHUSDT' },
  error: 'Could not load your open options.',
  rows: 3,
});

export const Empty: Story = { tags: ['visual'], ...states.empty };

export const FilteredEmpty: Story = states.filteredEmpty;

export const Loading: Story = states.loading;

export const LoadError: Story = { tags: ['visual'], ...states.loadError };

/** Past one page: the page buttons ask the server for the next. */
export const Paginated: Story = {
  loaders: [optionTablesLoader({ book: () => optionOrdersBook(manyOpenOptions(25)) })],
  play: async ({ loaded }) => {
    await rowsOf(10);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await rowsOf(5);
    await expect((loaded as OptionTablesLoaded).book.listQueries.at(-1)).toMatchObject({
      state: 'open',
      page: 3,
    });
  },
};
