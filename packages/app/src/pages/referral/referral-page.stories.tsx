import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  mockRoute,
  mockRouteEmpty,
  mockRouteFailure,
  mockRouteLoading,
  referralSummaryFixture,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { filesSavedBy } from '../../testing/saved-files.ts';
import { loadedRows, tableWithRows } from '../../testing/table-rows.ts';
import { StoryAppView, type StoryApp } from '../../testing/story-app.tsx';
import { appLoader } from '../../testing/story-loaders.tsx';
import { shellSettled } from '../assets/shared/story-settle.ts';

// /referral over the demo user's referral fixtures of @exchange/api/msw: code DEMO7Q2X, rate
// 20 %, three invitees (two traded) and three commission records in USDT and BTC.

const signedIn = (handlers: Parameters<typeof appLoader>[0]['handlers'] = []) =>
  appLoader({ path: '/referral', user: userFixture, handlers });

const meta = {
  title: 'Pages/Referral',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={(loaded as { story: StoryApp }).story} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in with invitees and commissions: steps, invite card, totals, both record tabs. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [signedIn()],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Referral programme' }),
    ).toBeVisible();
    const steps = await screen.findByRole('list', { name: 'How it works' });
    await expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(steps).getByText(/You receive 20%/)).toBeVisible();
    await expect(screen.getByText(/^\W*DEMO7Q2X\W*$/)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Copy invite code' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeVisible();
    await expect(screen.getByText(/\/user\/register\?invite_code=DEMO7Q2X/)).toBeVisible();
    await expect(screen.getByRole('img', { name: 'Invite link QR code' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Save poster' })).toBeEnabled();
    // Total and this month, both 0.94 USDT.
    await expect(screen.getAllByText(/^\W*0\.94\W+USDT\W*$/)).toHaveLength(2);
    const invitees = await tableWithRows('Invited friends', 3);
    await expect(within(invitees).getAllByText('Yes')).toHaveLength(2);
    await expect(within(invitees).getByText('Not yet')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready'));
    await shellSettled();
  },
};

/** The commission tab lists the records with the fee and the share. */
export const Commissions: Story = {
  loaders: [signedIn()],
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Commission records' }));
    const table = await tableWithRows('Commission records', 3);
    await expect(within(table).getAllByText('Spot trade').length).toBeGreaterThan(0);
  },
};

/** Saving the poster downloads a PNG named after the code. */
export const SavePoster: Story = {
  loaders: [signedIn()],
  play: async () => {
    const saved = await filesSavedBy(async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Save poster' }));
    });
    await expect(saved.map((file) => `${file.name} ${file.href.slice(0, 22)}`)).toEqual([
      'invite-DEMO7Q2X.png data:image/png;base64,',
    ]);
  },
};

/** Nobody invited yet: the code and link to share, empty lists. */
export const Empty: Story = {
  tags: ['visual'],
  loaders: [
    signedIn([
      mockRoute('referralSummary', {
        ...referralSummaryFixture,
        invited_count: 0,
        traded_count: 0,
        commissions: [],
      }),
      mockRouteEmpty('getAcceptInviteUsers'),
      mockRouteEmpty('referralCommissions'),
    ]),
  ],
  play: async () => {
    await expect(await screen.findByText('No friends invited yet')).toBeVisible();
    await expect(screen.getAllByText('None yet')).toHaveLength(2);
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
    await shellSettled();
  },
};

export const Loading: Story = {
  loaders: [signedIn([mockRouteLoading('referralSummary')])],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Referral programme' }),
    ).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Failed: Story = {
  loaders: [signedIn([mockRouteFailure('referralSummary', { status: 400, message: 'No' })])],
  play: async () => {
    await expect(await screen.findByText('Could not load your referral programme.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
  },
};

export const Arabic: Story = inArabic(Filled, async () => {
  const main = await screen.findByRole('main');
  await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
  await loadedRows(await within(main).findByRole('table'), 3);
  await shellSettled();
});
