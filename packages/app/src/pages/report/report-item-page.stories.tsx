import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRoute, mockRouteFailure, mockRouteLoading, userFixture } from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { loadedRows, tableWithRows } from '../../testing/table-rows.ts';
import { StoryAppView, type StoryApp } from '../../testing/story-app.tsx';
import { appLoader } from '../../testing/story-loaders.tsx';
import { shellSettled } from '../assets/shared/story-settle.ts';

// /report/item over the report trades fixture of @exchange/api/msw: a BTCUSDT spot sell
// (+48.20), an ETHUSDT futures buy (−31.60) and an ETHUSDT funding payment (−0.45).

type Handlers = Parameters<typeof appLoader>[0]['handlers'];
const DAY_PATH = '/report/item?date=2025-11-22';
const signedIn = (path = DAY_PATH, handlers: Handlers = []) =>
  appLoader({ path, user: userFixture, handlers });

const meta = {
  title: 'Pages/Report/Item',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={(loaded as { story: StoryApp }).story} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** One day: its totals (funding apart) and its trades, newest first. */
export const Day: Story = {
  tags: ['visual'],
  loaders: [signedIn()],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Report: 11/22/2025' }),
    ).toBeVisible();
    const table = await tableWithRows('Trades, fees and funding', 3);
    await expect(within(table).getByText('+48.20 USDT')).toBeVisible();
    await expect(within(table).getAllByText('Funding').length).toBeGreaterThan(0);
    await expect(screen.getByText('+16.15 USDT')).toBeVisible();
    await expect(screen.getByText('−0.45 USDT', { selector: 'dd *' })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready'));
    await shellSettled();
  },
};

/** One symbol over the report's days; the link goes back to the report. */
export const BySymbol: Story = {
  loaders: [signedIn('/report/item?symbol=ETHUSDT&from=2025-10-24&to=2025-11-22&account=futures')],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Report: ETHUSDT' }),
    ).toBeVisible();
    await tableWithRows('Trades, fees and funding', 2);
    await userEvent.click(screen.getByRole('link', { name: 'Back to the report' }));
    await expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  },
};

/** Neither a day nor a symbol: a pointer back to the report. */
export const NothingChosen: Story = {
  loaders: [signedIn('/report/item')],
  play: async () => {
    await expect(await screen.findByText('Choose a day or a symbol on the report.')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Back to the report' })).toBeVisible();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [
    signedIn(DAY_PATH, [
      mockRoute('pnlReportItem', {
        valuation_coin: 'USDT',
        pnl: '0',
        trade_count: 0,
        volume: '0',
        fees: '0',
        funding: '0',
        trades: { list: [], page: 1, limit: 10, total: 0 },
      }),
    ]),
  ],
  play: async () => {
    await expect(await screen.findByText('No trades on this day or symbol')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty'));
    await shellSettled();
  },
};

export const Loading: Story = {
  loaders: [signedIn(DAY_PATH, [mockRouteLoading('pnlReportItem')])],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Report: 11/22/2025' }),
    ).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Failed: Story = {
  loaders: [
    signedIn(DAY_PATH, [mockRouteFailure('pnlReportItem', { status: 400, message: 'No' })]),
  ],
  play: async () => {
    await expect(await screen.findByText('Could not load these trades.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
  },
};

export const Arabic: Story = inArabic(Day, async () => {
  const main = await screen.findByRole('main');
  await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
  await loadedRows(await within(main).findByRole('table'), 3);
  await shellSettled();
});
