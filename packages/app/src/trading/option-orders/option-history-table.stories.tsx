import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteLoading } from '@exchange/api/msw';
import { failingOptionBook, optionOrdersBook, storyOption } from './option-orders-story-kit.ts';
import {
  OptionTableStory,
  optionTablesLoader,
  type OptionTableArgs,
  type OptionTablesLoaded,
} from './option-tables-story.tsx';

const meta = {
  title: 'Trading/Option Orders/History',
  args: { table: 'history' } satisfies OptionTableArgs,
  render: (args, { loaded }) => (
    <OptionTableStory loaded={loaded as OptionTablesLoaded} args={args as OptionTableArgs} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const table = () => screen.findByRole('table', { name: 'Option history' });
const bodyRows = (element: HTMLElement) =>
  within(element)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);

async function rowsOf(count: number): Promise<HTMLElement[]> {
  const history = await table();
  await waitFor(() => expect(bodyRows(history)).toHaveLength(count));
  return bodyRows(history);
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

export const Empty: Story = {
  tags: ['visual'],
  loaders: [optionTablesLoader({ book: () => optionOrdersBook([]) })],
  play: async () => {
    await expect(await screen.findByText('No settled options yet')).toBeVisible();
  },
};

export const FilteredEmpty: Story = {
  args: { filter: { status: 'won', symbol: 'ETHUSDT' }, filtered: true },
  loaders: [optionTablesLoader()],
  play: async () => {
    await expect(await screen.findByText('No option matches these filters')).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [optionTablesLoader({ handlers: [mockRouteLoading('optionOrders')] })],
  play: async () => {
    await expect(await table()).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  tags: ['visual'],
  loaders: [optionTablesLoader({ book: failingOptionBook })],
  play: async ({ loaded }) => {
    const message = await screen.findByText('Could not load your option history.');
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The load error is not announced');
    (loaded as OptionTablesLoaded).book.failLists = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await rowsOf(3);
  },
};
