import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadedRows, newestTable } from '../../testing/table-rows.ts';
import { optionOrdersBook, storyOption } from './option-orders-story-kit.ts';
import {
  OptionTableStory,
  optionTablesLoader,
  type OptionTableArgs,
  type OptionTablesLoaded,
} from './option-tables-story.tsx';
import { optionTableStates } from './option-table-states-story.ts';

const meta = {
  title: 'Trading/Option Orders/History',
  args: { table: 'history' } satisfies OptionTableArgs,
  render: (args, { loaded }) => (
    <OptionTableStory loaded={loaded as OptionTablesLoaded} args={args as OptionTableArgs} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => newestTable('Option history');

async function rowsOf(count: number): Promise<HTMLElement[]> {
  return loadedRows(await table(), count);
}

/** A win, a loss and a tie, newest first, with entry, settle price and signed profit. */
export const History: Story = {
  tags: ['visual'],
  loaders: [optionTablesLoader()],
  play: async () => {
    const [won, lost, draw] = await rowsOf(3);
    if (!won || !lost || !draw) throw new Error('Missing settled option rows');
    await expect(within(won).getByText('Won')).toHaveAttribute('data-result', 'won');
    await expect(within(lost).getByText('Lost')).toHaveAttribute('data-result', 'lost');
    await expect(within(draw).getByText('Tie, refunded')).toHaveAttribute('data-result', 'draw');
  },
};

/** Down from 64,120 settled at 64,090.50: 50 staked at 0.82 pays back 91, a profit of 41. */
export const Won: Story = {
  tags: ['visual'],
  loaders: [optionTablesLoader({ book: () => optionOrdersBook([storyOption(9)]) })],
  play: async () => {
    const [row] = await rowsOf(1);
    if (!row) throw new Error('Missing the won option');
    await expect(within(row).getByText('Down')).toHaveAttribute('data-direction', 'down');
    await expect(await within(row).findByText('64,120.00')).toBeVisible();
    await expect(within(row).getByText('64,090.50')).toBeVisible();
    await expect(within(row).getByText('+41.00 USDT')).toHaveAttribute('data-direction', 'up');
    await expect(within(row).getByText('1 min')).toBeVisible();
  },
};

/** Up on ETH and the price fell: the stake is lost. */
export const Lost: Story = {
  loaders: [optionTablesLoader({ book: () => optionOrdersBook([storyOption(8)]) })],
  play: async () => {
    const [row] = await rowsOf(1);
    if (!row) throw new Error('Missing the lost option');
    await expect(await within(row).findByText('ETH/USDT')).toBeVisible();
    await expect(within(row).getByText('Lost')).toBeVisible();
    await expect(within(row).getByText('\u221220.00 USDT')).toHaveAttribute(
      'data-direction',
      'down',
    );
  },
};

/** The settle price equals the entry: a tie refunds the stake, profit zero. */
export const Draw: Story = {
  loaders: [optionTablesLoader({ book: () => optionOrdersBook([storyOption(7)]) })],
  play: async () => {
    const [row] = await rowsOf(1);
    if (!row) throw new Error('Missing the tied option');
    await expect(within(row).getByText('Tie, refunded')).toBeVisible();
    await expect(within(row).getByText('0.00 USDT')).toHaveAttribute('data-direction', 'flat');
    await expect(within(row).getByText('3 min')).toBeVisible();
  },
};

const states = optionTableStates({
  table: 'Option history',
  empty: 'No settled options yet',
  filteredEmpty: 'No option matches these filters',
  filter: { status: 'won', symbol: 'ETHUSDT' },
  error: 'Could not load your option history.',
  rows: 3,
});

export const Empty: Story = { tags: ['visual'], ...states.empty };

export const FilteredEmpty: Story = states.filteredEmpty;

export const Loading: Story = states.loading;

export const LoadError: Story = { tags: ['visual'], ...states.loadError };
