import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRoute, mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
import {
  bodyRows,
  loadedTable,
  PanelStory,
  positionsLoader,
  positionsTable,
  rowOf,
} from './positions-story-kit.tsx';

const meta = {
  title: 'Pages/Contract Trade/Positions',
  render: (_args, { loaded }) => <PanelStory loaded={loaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Positions: Story = {
  tags: ['visual'],
  loaders: [positionsLoader()],
  play: async () => {
    const table = await loadedTable();
    await expect(screen.getByRole('tab', { name: 'Positions (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const btc = rowOf(table, 'BTC/USDT');
    // Live mark 64,500: 0.15 × (64,500 − 64,100) = +60 USDT on 480.75 initial margin.
    await expect(within(btc).getByText('+60.00 USDT')).toBeVisible();
    await expect(within(btc).getByText('(+12.48%)')).toBeVisible();
    await expect(within(btc).getByTestId('pnl')).toHaveAttribute(
      'class',
      expect.stringMatching(/rise/),
    );
    await expect(within(btc).getByRole('img', { name: 'ADL rank 1 of 5' })).toBeVisible();
    await expect(within(btc).getByText('Cross')).toBeVisible();
    // Cross margin cannot be moved: no +/− on that row.
    await expect(within(btc).queryByRole('button', { name: /Add margin/ })).toBeNull();
    const eth = rowOf(table, 'ETH/USDT');
    // No live mark for ETH: the fetched figures.
    await expect(within(eth).getByText('+31.01 USDT')).toBeVisible();
    await expect(within(eth).getByRole('img', { name: 'ADL rank 3 of 5' })).toBeVisible();
    await expect(
      within(eth).getByRole('button', { name: 'Add margin to ETH/USDT Short' }),
    ).toBeVisible();
  },
};

export const CurrentSymbolOnly: Story = {
  loaders: [positionsLoader()],
  play: async () => {
    const table = await loadedTable();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Current symbol only' }));
    await expect(await screen.findByRole('tab', { name: 'Positions (1)' })).toBeVisible();
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    await expect(within(table).queryByText('ETH/USDT')).toBeNull();
  },
};

export const Empty: Story = {
  loaders: [positionsLoader({ handlers: [mockRoute('contractPositions', [])] })],
  play: async () => {
    await expect(await screen.findByText('No open positions')).toBeVisible();
    await expect(screen.getByRole('tab', { name: 'Positions (0)' })).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [positionsLoader({ handlers: [mockRouteLoading('contractPositions')] })],
  play: async () => {
    const table = await positionsTable();
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('tab', { name: 'Positions' })).toBeVisible();
  },
};

export const LoadError: Story = {
  loaders: [
    positionsLoader({
      handlers: [
        mockRouteFailure('contractPositions', { status: 500, message: 'Service unavailable' }),
      ],
    }),
  ],
  play: async () => {
    const message = await screen.findByText('Could not load your positions.');
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('The load error is not announced');
    await expect(alert).toHaveTextContent('The exchange had a problem (error 500).');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const SignedOut: Story = {
  loaders: [positionsLoader({ signedIn: false })],
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user/login',
    );
    await expect(screen.queryByRole('table')).toBeNull();
  },
};

export const OpenOrders: Story = {
  tags: ['visual'],
  loaders: [positionsLoader()],
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Open orders (1)' }));
    const open = await screen.findByRole('table', { name: 'Open orders' });
    await waitFor(() => expect(bodyRows(open)).toHaveLength(1));
    await expect(within(open).getByText('BTC/USDT')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Cancel all' })).toBeEnabled();
  },
};

export const OrderHistory: Story = {
  loaders: [positionsLoader()],
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Order history' }));
    const history = await screen.findByRole('table', { name: 'Order history' });
    await within(history).findByText('SOL/USDT');
    await waitFor(() => expect(bodyRows(history)).toHaveLength(2));
    // The switch narrows the finished entrusts to the page's contract too.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Current symbol only' }));
    await waitFor(() => expect(bodyRows(history)).toHaveLength(1));
    await expect(within(history).queryByText('SOL/USDT')).toBeNull();
  },
};

export const TradeHistory: Story = {
  loaders: [positionsLoader()],
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Trade history' }));
    const trades = await screen.findByRole('table', { name: 'Trade history' });
    await within(trades).findByText('SOL/USDT');
    await waitFor(() => expect(bodyRows(trades)).toHaveLength(2));
  },
};

export const FundingHistory: Story = {
  loaders: [positionsLoader()],
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Funding history' }));
    const funding = await screen.findByRole('table', { name: 'Funding history' });
    await within(funding).findByText('ETH/USDT');
    await waitFor(() => expect(bodyRows(funding)).toHaveLength(2));
  },
};

export const Arabic: Story = {
  tags: ['visual'],
  loaders: [positionsLoader({ locale: 'ar' })],
  play: async () => {
    const table = await screen.findByRole('table', { name: 'المراكز' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(2));
    await expect(screen.getByRole('tab', { name: 'المراكز (2)' })).toBeVisible();
    await expect(within(table).getByRole('img', { name: 'ترتيب ADL 3 من 5' })).toBeVisible();
    // Numbers stay left to right inside the right-to-left table.
    await expect(within(table).getByText('+60.00 USDT')).toBeVisible();
  },
};
