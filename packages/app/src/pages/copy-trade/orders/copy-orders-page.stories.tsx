import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  copyPositionsFixture,
  followsFixture,
  mockRoute,
  mockRouteEmpty,
  mockRouteFailure,
  mockRouteLoading,
} from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { tableWithRows } from '../../../testing/table-rows.ts';
import { shellSettled } from '../../assets/shared/story-settle.ts';
import { CopyView, copyLoader, type CopyLoaded } from './copy-story-kit.tsx';

// /copy-trade/order over the copy fixtures: the demo user copies Steady Compounder (ratio 0.1,
// budget 2,000 USDT) with one BTCUSDT long open, one filled close and one skipped open.

const meta = {
  title: 'Pages/CopyTrade/Orders',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <CopyView loaded={loaded as CopyLoaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/copy-trade/order';

function first<T>(list: readonly T[]): T {
  const [row] = list;
  if (row === undefined) throw new Error('The copy fixtures have no row');
  return row;
}
const position = first(copyPositionsFixture);
const follow = first(followsFixture);

/** A position kept after its copy stopped (Momentum Desk's). */
const withKept = mockRoute('copyPositions', [
  ...copyPositionsFixture,
  {
    ...position,
    follow_id: 61,
    leader_id: 30_002,
    leader_nickname: 'Momentum Desk',
    symbol: 'ETHUSDT',
    side: 'short',
    amount: '1.2',
    entry_price: '3050',
    mark_price: '3012.4',
    margin: '1220',
    unrealized_pnl: '-45.12',
    follow_status: 'stopped',
  },
]);

/** Copied positions, a kept one marked. */
export const Positions: Story = {
  tags: ['visual'],
  loaders: [copyLoader(PATH, { handlers: [withKept] })],
  play: async () => {
    const table = await tableWithRows('Copied positions', 2);
    await expect(within(table).getByText('Kept after stopping')).toBeVisible();
    await expect(within(table).getByText('+31.50 USDT')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-tab', 'positions');
    await shellSettled();
  },
};

/** Close asks first, then closes that position at market. */
export const ClosePosition: Story = {
  loaders: [copyLoader(PATH, { handlers: [withKept] })],
  play: async ({ loaded }) => {
    const { sent } = loaded as CopyLoaded;
    const table = await tableWithRows('Copied positions', 2);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Close ETHUSDT copied from Momentum Desk' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Close this position?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close at market' }));
    await waitFor(() => expect(sent.close).toEqual([{ follow_id: 61, symbol: 'ETHUSDT' }]));
  },
};

export const NoPositions: Story = {
  loaders: [copyLoader(PATH, { handlers: [mockRoute('copyPositions', [])] })],
  play: async () => {
    await expect(await screen.findByText('No copied positions open')).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [copyLoader(PATH, { handlers: [mockRouteLoading('copyPositions')] })],
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Copied positions' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  loaders: [
    copyLoader(PATH, {
      handlers: [mockRouteFailure('copyPositions', { status: 400, message: 'No' })],
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('Could not load your copied positions.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The caller's copies: mode, budget, use, PnL, shared and status, a stopped one marked. */
export const Copies: Story = {
  tags: ['visual'],
  loaders: [
    copyLoader(`${PATH}?tab=copies`, {
      handlers: [
        mockRoute('copyFollowing', [
          ...followsFixture,
          {
            ...follow,
            id: 61,
            leader: { id: 30_002, nickname: 'Momentum Desk', avatar_url: '' },
            mode: 'fixed',
            fixed_amount: '50',
            ratio: null,
            pnl: '-45.12',
            shared: '0',
            status: 'stopped',
            open_positions: 1,
            stopped_at: follow.created_at + 86_400_000,
          },
        ]),
      ],
    }),
  ],
  play: async () => {
    const table = await tableWithRows('My copies', 2);
    await expect(within(table).getByText('Ratio · 0.1×')).toBeVisible();
    await expect(within(table).getByText('Fixed · 50 USDT per order')).toBeVisible();
    await expect(within(table).getByText('Kept positions open: 1')).toBeVisible();
    await expect(within(table).getAllByRole('button', { name: /^Stop copying/ })).toHaveLength(1);
    await shellSettled();
  },
};

/** Stop copying: keep the positions. */
export const StopKeepingPositions: Story = {
  loaders: [copyLoader(`${PATH}?tab=copies`)],
  play: async ({ loaded }) => {
    const { sent } = loaded as CopyLoaded;
    const table = await tableWithRows('My copies', 1);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Stop copying Steady Compounder' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stop copying Steady Compounder?' });
    await expect(
      within(dialog).getByRole('radio', { name: /Close positions at market/ }),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Keep positions/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop copying' }));
    await waitFor(() =>
      expect(sent.unfollow).toEqual([{ leader_id: 30_001, close_positions: false }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Stop copying: close at market (the default). */
export const StopClosingPositions: Story = {
  loaders: [copyLoader(`${PATH}?tab=copies`)],
  play: async ({ loaded }) => {
    const { sent } = loaded as CopyLoaded;
    const table = await tableWithRows('My copies', 1);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Stop copying Steady Compounder' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stop copying Steady Compounder?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop copying' }));
    await waitFor(() =>
      expect(sent.unfollow).toEqual([{ leader_id: 30_001, close_positions: true }]),
    );
  },
};

export const NoCopies: Story = {
  loaders: [copyLoader(`${PATH}?tab=copies`, { handlers: [mockRoute('copyFollowing', [])] })],
  play: async () => {
    await expect(await screen.findByText('You are not copying anyone yet')).toBeVisible();
  },
};

/** Copied orders: a skipped one says why; the leader filter goes to the URL and the wire. */
export const Orders: Story = {
  tags: ['visual'],
  loaders: [copyLoader(`${PATH}?tab=orders`)],
  play: async () => {
    const table = await tableWithRows('Copied orders', 2);
    await expect(within(table).getByText('Skipped')).toBeVisible();
    await expect(within(table).getByText('Not enough margin in the copy account')).toBeVisible();
    await expect(within(table).getByText('12.84 USDT')).toBeVisible();
    await shellSettled();
  },
};

export const FilterOrders: Story = {
  loaders: [copyLoader(`${PATH}?tab=orders`)],
  play: async ({ loaded }) => {
    const { story } = loaded as CopyLoaded;
    await tableWithRows('Copied orders', 2);
    await userEvent.click(screen.getByRole('combobox', { name: 'Lead trader' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Steady Compounder' }));
    await waitFor(() =>
      expect(story.app.router.state.location.search).toEqual({ tab: 'orders', leader: 30_001 }),
    );
    await tableWithRows('Copied orders', 2);
  },
};

/** A day range: whole days in the reader's zone, sent as a window (from inclusive, to exclusive). */
export const FilterOrdersByDays: Story = {
  loaders: [copyLoader(`${PATH}?tab=orders&from=2020-01-01&to=2020-01-31`)],
  play: async () => {
    await expect(await screen.findByText('No copied order matches these filters')).toBeVisible();
    await expect(screen.getByLabelText('From')).toHaveValue('2020-01-01');
    await expect(screen.getByLabelText('To')).toHaveValue('2020-01-31');
  },
};

/** Profit shares paid and received. */
export const Shares: Story = {
  tags: ['visual'],
  loaders: [copyLoader(`${PATH}?tab=shares`)],
  play: async () => {
    const table = await tableWithRows('Profit shares', 1);
    await expect(within(table).getByText('Paid')).toBeVisible();
    await expect(within(table).getByText('12.84 USDT')).toBeVisible();
    await shellSettled();
  },
};

export const NoShares: Story = {
  loaders: [copyLoader(`${PATH}?tab=shares`, { handlers: [mockRouteEmpty('copyProfitShares')] })],
  play: async () => {
    await expect(await screen.findByText('No profit shares yet')).toBeVisible();
  },
};

export const Arabic: Story = inArabic(Orders, async () => {
  const main = await screen.findByRole('main');
  await waitFor(() => expect(within(main).getAllByRole('row')).toHaveLength(3));
  await shellSettled();
});
