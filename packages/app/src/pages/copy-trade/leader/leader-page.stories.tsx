import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  leaderPositionsFixture,
  leaderProfileFixture,
  mockRoute,
  mockRouteFailure,
  mockRouteLoading,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { loadedRows, tableWithRows } from '../../../testing/table-rows.ts';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { shellSettled } from '../../assets/shared/story-settle.ts';

// /copy-trade/leader over the lead traders of @exchange/api/msw: Steady Compounder (30001, the
// demo user copies them; two open positions, two closed) and Range Hunter (30003, not copied).

type Handlers = Parameters<typeof appLoader>[0]['handlers'];
const signedIn = (path = '/copy-trade/leader?id=30001', handlers: Handlers = []) =>
  appLoader({ path, user: userFixture, handlers });

const meta = {
  title: 'Pages/CopyTrade/Leader',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={(loaded as { story: StoryApp }).story} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = async () => {
  await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready'));
};

/** A leader the user copies: header, stats by period, curves, current positions with sizes. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [signedIn()],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Steady Compounder' }),
    ).toBeVisible();
    await ready();
    await expect(screen.getByText(/^Trend following on BTC and ETH/)).toBeVisible();
    await expect(screen.getByText('318 / 500')).toBeVisible();
    await expect(screen.getByText('10.00%')).toBeVisible();
    await expect(screen.getByText('Copying')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Manage my copy' })).toHaveAttribute(
      'href',
      '/copy-trade/order?tab=copies',
    );
    const stats = screen.getByRole('table', { name: 'Performance by period' });
    await expect(
      within(stats)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['7D', '30D', '90D']);
    await expect(within(stats).getByText('+61.20%')).toBeVisible();
    await expect(
      screen.getByRole('img', { name: 'Cumulative PnL over the last 90 days' }),
    ).toBeVisible();
    await expect(
      screen.getByRole('img', { name: 'Return on investment over the last 90 days' }),
    ).toBeVisible();
    const positions = await tableWithRows('Current positions', 2);
    await expect(within(positions).getByText('0.8')).toBeVisible();
    await shellSettled();
  },
};

/** The history tab joins the URL and lists the closed positions. */
export const History: Story = {
  loaders: [signedIn()],
  play: async ({ loaded }) => {
    await ready();
    await userEvent.click(screen.getByRole('tab', { name: 'Position history' }));
    await waitFor(() =>
      expect((loaded as { story: StoryApp }).story.app.router.state.location.search).toEqual({
        id: 30_001,
        tab: 'history',
      }),
    );
    const history = await tableWithRows('Position history', 2);
    await expect(within(history).getByText('−5.00%')).toBeVisible();
  },
};

/** A trader who hides sizes: each position's size says so. */
export const HiddenSizes: Story = {
  tags: ['visual'],
  loaders: [
    signedIn('/copy-trade/leader?id=30001', [
      mockRoute('copyLeader', { ...leaderProfileFixture, show_positions: false }),
      mockRoute(
        'copyLeaderPositions',
        leaderPositionsFixture.map((row) => ({ ...row, amount: null })),
      ),
    ]),
  ],
  play: async () => {
    await ready();
    const positions = await tableWithRows('Current positions', 2);
    await expect(within(positions).getAllByText('Hidden by the trader')).toHaveLength(2);
    await shellSettled();
  },
};

/** A leader the user does not copy: Copy opens the follow form. */
export const NotCopying: Story = {
  loaders: [signedIn('/copy-trade/leader?id=30003')],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Range Hunter' }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Copy' })).toHaveAttribute(
      'href',
      '/copy-trade/follow?leader_id=30003',
    );
    await expect(await screen.findByText('No open positions')).toBeVisible();
  },
};

/** An id nobody leads under. */
export const NotFound: Story = {
  tags: ['visual'],
  loaders: [signedIn('/copy-trade/leader?id=99999')],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Lead trader not found' }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'See all lead traders' })).toHaveAttribute(
      'href',
      '/copy-trade',
    );
    await shellSettled();
  },
};

/** No id at all: the same not-found page, without asking the server. */
export const MissingId: Story = {
  loaders: [signedIn('/copy-trade/leader')],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Lead trader not found' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [signedIn('/copy-trade/leader?id=30001', [mockRouteLoading('copyLeader')])],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Lead trader' }),
    ).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Failed: Story = {
  loaders: [
    signedIn('/copy-trade/leader?id=30001', [mockRouteFailure('copyLeader', { status: 500 })]),
  ],
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
  },
};

/** Right to left, for a trader who writes in Arabic (the heading is their nickname). */
export const Arabic: Story = inArabic(
  {
    ...Filled,
    loaders: [
      signedIn('/copy-trade/leader?id=30001', [
        mockRoute('copyLeader', {
          ...leaderProfileFixture,
          nickname: 'المتداول الهادئ',
          bio: 'تتبع الاتجاه على البيتكوين والإيثيريوم برافعة صغيرة ووقف خسارة صارم.',
        }),
      ]),
    ],
  },
  async () => {
    await ready();
    // The positions' table comes last, after the stats and the curves' summaries.
    const tables = await screen.findAllByRole('table');
    const last = tables.at(-1);
    if (last === undefined) throw new Error('No table');
    await loadedRows(last, 2);
    await shellSettled();
  },
);
