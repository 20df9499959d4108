import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
  reportFixture,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { filesSavedBy } from '../../testing/saved-files.ts';
import { loadedRows, tableWithRows } from '../../testing/table-rows.ts';
import { StoryAppView, type StoryApp } from '../../testing/story-app.tsx';
import { appLoader } from '../../testing/story-loaders.tsx';
import { shellSettled } from '../assets/shared/story-settle.ts';

// /report over the demo user's report fixture of @exchange/api/msw: 30 days, PnL +608.01 USDT
// (+2.43 %), 73 trades, win rate 54.79 %, fees 124.88 USDT; BTCUSDT best, ETHUSDT worst.

type Handlers = Parameters<typeof appLoader>[0]['handlers'];
const signedIn = (path = '/report', handlers: Handlers = []) =>
  appLoader({ path, user: userFixture, handlers });

const meta = {
  title: 'Pages/Report/Overview',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={(loaded as { story: StoryApp }).story} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = async () => {
  await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready'));
};

/** The last 30 days of every account: figures, daily bars, cumulative line, asset value, symbols. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [signedIn()],
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await ready();
    await expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const figures = within(screen.getByRole('main')).getAllByRole('definition');
    // Amounts and coins are joined by a no-break space.
    await expect(figures.map((figure) => figure.textContent.replace(/\s/g, ' '))).toEqual([
      '+608.01 USDT',
      '+2.43%',
      '54.79%',
      '73',
      '249,751.3 USDT',
      '124.88 USDT',
    ]);
    const bars = screen.getByRole('list', { name: 'Daily PnL' });
    await expect(within(bars).getAllByRole('button')).toHaveLength(30);
    await expect(screen.getByRole('img', { name: 'Cumulative PnL' })).toBeVisible();
    await expect(screen.getByRole('img', { name: 'Asset value over the period' })).toBeVisible();
    const symbols = await tableWithRows('Symbols, best first', 3);
    const links = within(symbols).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['BTCUSDT', 'DOGEUSDT', 'ETHUSDT']);
    await shellSettled();
  },
};

/** The help tooltip explains the average cost method. */
export const PnlHelp: Story = {
  loaders: [signedIn()],
  play: async () => {
    await ready();
    screen.getByRole('button', { name: 'How PnL is computed' }).focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(/average cost method/);
  },
};

/** A bar opens its day in detail. */
export const OpenDay: Story = {
  loaders: [signedIn('/report?account=spot')],
  play: async () => {
    await ready();
    const bars = screen.getByRole('list', { name: 'Daily PnL' });
    const last = within(bars).getAllByRole('button').at(-1);
    if (last === undefined) throw new Error('No bar');
    await userEvent.click(last);
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Report: 11/22/2025' }),
    ).toBeVisible();
    await tableWithRows('Trades, fees and funding', 3);
  },
};

/** A custom period asks for its days, then loads; the period is kept in the URL. */
export const CustomPeriod: Story = {
  loaders: [signedIn('/report?period=custom')],
  play: async () => {
    await expect(
      await screen.findByText('Choose the first and the last day of the period.'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('First day (UTC)'), '2025-10-24');
    await userEvent.type(screen.getByLabelText('Last day (UTC)'), '2025-11-22');
    await ready();
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

/** Export CSV saves the period's days under the wire's file name. */
export const ExportCsv: Story = {
  loaders: [signedIn('/report?period=custom&from=2025-10-24&to=2025-11-22&account=spot')],
  play: async () => {
    await ready();
    const saved = await filesSavedBy(async (files) => {
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(files).toHaveLength(1));
    });
    await expect(saved.map((file) => file.name)).toEqual(['pnl-report-spot-2025-11-22.csv']);
  },
};

/** No trades in the period: zero figures and the empty message. */
export const Empty: Story = {
  tags: ['visual'],
  loaders: [
    signedIn('/report', [
      mockRoute('pnlReport', {
        ...reportFixture,
        pnl: '0',
        return_rate: '0',
        win_rate: null,
        trade_count: 0,
        volume: '0',
        fees: '0',
        days: reportFixture.days.map((day) => ({
          ...day,
          pnl: '0',
          cumulative_pnl: '0',
          asset_value: '25000',
        })),
        symbols: [],
      }),
    ]),
  ],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty'));
    await expect(screen.getByText('No trades in this period')).toBeVisible();
    await expect(screen.queryByRole('table', { name: 'Symbols, best first' })).toBeNull();
    await shellSettled();
  },
};

export const Loading: Story = {
  loaders: [signedIn('/report', [mockRouteLoading('pnlReport')])],
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Failed: Story = {
  loaders: [
    signedIn('/report', [mockRouteFailure('pnlReport', { status: 400, message: 'No report' })]),
  ],
  play: async () => {
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error'));
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const Arabic: Story = inArabic(Filled, async () => {
  const main = await screen.findByRole('main');
  await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
  // The symbols' table comes after the charts' hidden summary tables.
  const symbols = (await within(main).findAllByRole('table')).at(-1);
  if (symbols === undefined) throw new Error('No symbols table');
  await loadedRows(symbols, 3);
  await shellSettled();
});
