import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { LeaderApplication } from '@exchange/api';
import {
  FIXTURE_NOW,
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

// /copy-trade/profile: the demo user as the approved lead trader Steady Compounder (30001) of
// @exchange/api/msw with one follower and a profit share received; or not (yet) a leader.

type Handlers = Parameters<typeof appLoader>[0]['handlers'];
const signedIn = (handlers: Handlers = []) =>
  appLoader({ path: '/copy-trade/profile', user: userFixture, handlers });

const requirements: LeaderApplication['requirements'] = [
  { key: 'futures_equity', required: '1000', actual: '2516.49', met: true },
  { key: 'trading_days', required: '30', actual: '40', met: true },
  { key: 'trade_count', required: '50', actual: '64', met: true },
];

const application = (
  status: LeaderApplication['status'],
  more: Partial<LeaderApplication> = {},
): LeaderApplication => ({ status, leader_id: null, reason: null, requirements, ...more });

const asLeader = (handlers: Handlers = []) =>
  signedIn([
    mockRoute('copyApplication', application('approved', { leader_id: 30_001 })),
    mockRoute('copyProfitShares', {
      list: [
        {
          id: 402,
          role: 'received',
          counterparty: 'j***@mail.example',
          coin_name: 'USDT',
          realized_pnl: '410.2',
          amount: '41.02',
          created_at: FIXTURE_NOW - 2 * 86_400_000,
        },
      ],
      page: 1,
      limit: 10,
      total: 1,
    }),
    ...handlers,
  ]);

const meta = {
  title: 'Pages/CopyTrade/Profile',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={(loaded as { story: StoryApp }).story} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const state = async (value: string) => {
  await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', value));
};

/** The leader's own dashboard: the public profile's figures, followers, profit shares. */
export const Leader: Story = {
  tags: ['visual'],
  loaders: [asLeader()],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Trader profile' }),
    ).toBeVisible();
    await state('ready');
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Steady Compounder' }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'View public profile' })).toHaveAttribute(
      'href',
      '/copy-trade/leader?id=30001',
    );
    await expect(screen.getByRole('table', { name: 'Performance by period' })).toBeVisible();
    const followers = await tableWithRows('Followers', 1);
    await expect(within(followers).getByText('j***@mail.example')).toBeVisible();
    const shares = await tableWithRows('Profit shares', 1);
    await expect(within(shares).getByText('Received')).toBeVisible();
    await shellSettled();
  },
};

/** Not a leader: why, and the way to apply. */
export const NotLeader: Story = {
  tags: ['visual'],
  loaders: [signedIn()],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'You are not a lead trader yet' }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Become a lead trader' })).toHaveAttribute(
      'href',
      '/copy-trade/apply',
    );
    await state('not-leader');
    await shellSettled();
  },
};

/** An application waiting for review. */
export const Pending: Story = {
  loaders: [signedIn([mockRoute('copyApplication', application('pending'))])],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 2, name: 'Your application is under review' }),
    ).toBeVisible();
    await expect(screen.getByText('Under review')).toBeVisible();
    await state('pending');
  },
};

/** A rejected application says why, and the user may apply again. */
export const Rejected: Story = {
  loaders: [
    signedIn([
      mockRoute('copyApplication', application('rejected', { reason: 'Too few trading days' })),
    ]),
  ],
  play: async () => {
    await expect(
      await screen.findByText('Your last application was not approved: Too few trading days'),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Become a lead trader' })).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [signedIn([mockRouteLoading('copyApplication')])],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Trader profile' }),
    ).toBeVisible();
    await state('loading');
  },
};

export const Failed: Story = {
  loaders: [signedIn([mockRouteFailure('copyApplication', { status: 500 })])],
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    await state('error');
  },
};

export const Arabic: Story = inArabic(Leader, async () => {
  await state('ready');
  const tables = await screen.findAllByRole('table');
  const last = tables.at(-1);
  if (last === undefined) throw new Error('No table');
  await loadedRows(last, 1);
  await shellSettled();
});
