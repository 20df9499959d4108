import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { LeaderApplication } from '@exchange/api';
import { mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { shellSettled } from '../../assets/shared/story-settle.ts';
import { CopyView, copyLoader, type CopyLoaded } from '../orders/copy-story-kit.tsx';

// /copy-trade/apply over the copy fixtures: the demo user meets the equity and days
// requirements but has 12 of the 50 contract trades asked.

const meta = {
  title: 'Pages/CopyTrade/Apply',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <CopyView loaded={loaded as CopyLoaded} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/copy-trade/apply';

const MET: LeaderApplication['requirements'] = [
  { key: 'futures_equity', required: '1000', actual: '2516.49', met: true },
  { key: 'trading_days', required: '30', actual: '40', met: true },
  { key: 'trade_count', required: '50', actual: '64', met: true },
];
const application = (change: Partial<LeaderApplication>): LeaderApplication => ({
  status: 'none',
  leader_id: null,
  reason: null,
  requirements: MET,
  ...change,
});

/** A requirement unmet: the figures beside what is required, submit disabled with the reason. */
export const Requirements: Story = {
  tags: ['visual'],
  loaders: [copyLoader(PATH)],
  play: async () => {
    const list = await screen.findByRole('list', { name: 'Requirements' });
    const trades = within(list).getByRole('listitem', { name: 'Contract trades' });
    await expect(within(trades).getByText('Not met')).toBeVisible();
    await expect(within(trades).getByText('Required: 50 · Yours: 12')).toBeVisible();
    const equity = within(list).getByRole('listitem', { name: 'Futures equity' });
    await expect(within(equity).getByText('✓ Met')).toBeVisible();
    await expect(
      within(equity).getByText(/Required: 1,000 USDT · Yours: 2,516\.49 USDT/),
    ).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Apply to lead' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('Meet every requirement above to apply.');
    await expect(screen.getByLabelText('Profit share')).toHaveValue('10');
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'form');
    await shellSettled();
  },
};

/** Every requirement met: the application goes with the rate as a fraction, then is pending. */
export const Submit: Story = {
  loaders: [copyLoader(PATH, { application: application({}) })],
  play: async ({ loaded }) => {
    const { sent } = loaded as CopyLoaded;
    const submit = await screen.findByRole('button', { name: 'Apply to lead' });
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(await screen.findByText('Between 2 and 32 characters.')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Nickname'), 'Calm Trend');
    await userEvent.type(screen.getByLabelText('About your trading'), 'BTC swings, low leverage.');
    const rate = screen.getByLabelText('Profit share');
    await userEvent.clear(rate);
    await userEvent.type(rate, '35');
    await userEvent.click(submit);
    await expect(await screen.findByText('Between 0 and 30 %.')).toBeVisible();
    await userEvent.clear(rate);
    await userEvent.type(rate, '12.5');
    await userEvent.click(screen.getByRole('switch', { name: /Show my position sizes/ }));
    await userEvent.click(submit);
    await expect(await screen.findByText('Under review')).toBeVisible();
    await expect(sent.apply).toEqual([
      {
        nickname: 'Calm Trend',
        bio: 'BTC swings, low leverage.',
        profit_share_rate: '0.125',
        show_positions: false,
      },
    ]);
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'pending');
  },
};

/** The server refuses a field: its message goes under that field. */
export const ServerFieldError: Story = {
  loaders: [
    copyLoader(PATH, {
      application: application({}),
      handlers: [
        mockRouteFailure('copyApply', {
          status: 422,
          message: 'nickname: This nickname is taken',
          errors: [{ field: 'nickname', message: 'This nickname is taken' }],
        }),
      ],
    }),
  ],
  play: async () => {
    await userEvent.type(await screen.findByLabelText('Nickname'), 'Steady Compounder');
    await userEvent.click(screen.getByRole('button', { name: 'Apply to lead' }));
    const nickname = screen.getByLabelText('Nickname');
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('This nickname is taken'));
    await expect(nickname).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Pending: Story = {
  tags: ['visual'],
  loaders: [copyLoader(PATH, { application: application({ status: 'pending' }) })],
  play: async () => {
    await expect(await screen.findByText('Under review')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Apply to lead' })).toBeNull();
    await shellSettled();
  },
};

export const Approved: Story = {
  tags: ['visual'],
  loaders: [
    copyLoader(PATH, { application: application({ status: 'approved', leader_id: 30_004 }) }),
  ],
  play: async () => {
    await expect(await screen.findByText('Approved')).toBeVisible();
    await expect(
      screen.getByRole('link', { name: 'Open my lead trader dashboard' }),
    ).toHaveAttribute('href', '/copy-trade/profile');
    await shellSettled();
  },
};

/** Rejected with the reviewer's reason; Apply again opens the form. */
export const Rejected: Story = {
  tags: ['visual'],
  loaders: [
    copyLoader(PATH, {
      application: application({
        status: 'rejected',
        reason: 'Your drawdown over the last 30 days is too large.',
      }),
    }),
  ],
  play: async () => {
    await expect(
      await screen.findByText(/rejected: Your drawdown over the last 30 days is too large\./),
    ).toBeVisible();
    await shellSettled();
  },
};

export const ApplyAgain: Story = {
  loaders: Rejected.loaders,
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Apply again' }));
    await expect(await screen.findByLabelText('Nickname')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'form');
  },
};

export const Loading: Story = {
  loaders: [copyLoader(PATH, { handlers: [mockRouteLoading('copyApplication')] })],
  play: async () => {
    await expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Failed: Story = {
  loaders: [
    copyLoader(PATH, {
      handlers: [mockRouteFailure('copyApplication', { status: 400, message: 'No' })],
    }),
  ],
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
  },
};

export const Arabic: Story = inArabic(Requirements, async () => {
  await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'form'));
  await shellSettled();
});
