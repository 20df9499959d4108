import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteEmpty, mockRouteFailure, mockRouteLoading, userFixture } from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { bodyRows, tableWithRows } from '../../../testing/table-rows.ts';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { shellSettled } from '../../assets/shared/story-settle.ts';

// /order/finance over the demo user's earn records of @exchange/api/msw: 3 subscriptions,
// 31 days of interest and a maturity (35 records, 4 pages of 10).

const signedIn = (path: string, handlers: Parameters<typeof appLoader>[0]['handlers'] = []) =>
  appLoader({ path, user: userFixture, handlers });

const meta = {
  title: 'Pages/Order/Finance',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={(loaded as { story: StoryApp }).story} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const recordsWithRows = (count: number) => tableWithRows('Earn records', count);

/** Newest first, a page of ten, the page buttons and Export CSV. */
export const Records: Story = {
  tags: ['visual'],
  loaders: [signedIn('/order/finance')],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Earn orders' }),
    ).toBeVisible();
    const table = await recordsWithRows(10);
    await expect(within(table).getAllByText('Interest').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready'));
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await shellSettled();
  },
};

/** Filtered from the URL: the one maturity. */
export const Filtered: Story = {
  tags: ['visual'],
  loaders: [signedIn('/order/finance?type=maturity')],
  play: async () => {
    const table = await recordsWithRows(1);
    await expect(within(table).getByText('Maturity')).toBeVisible();
    // 2,000 locked 7 days at 4 %: 0.219178 a day (truncated) × 7 with the principal.
    await expect(within(table).getByText('2,001.534246 USDT')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready'));
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await shellSettled();
  },
};

/** The next page keeps the filters. */
export const NextPage: Story = {
  loaders: [signedIn('/order/finance?type=interest')],
  play: async ({ loaded }) => {
    const { story } = loaded as { story: StoryApp };
    await recordsWithRows(10);
    await userEvent.click(screen.getByRole('button', { name: /^2$|page 2/i }));
    await waitFor(() =>
      expect(story.app.router.state.location.search).toEqual({ type: 'interest', page: 2 }),
    );
    await recordsWithRows(10);
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [signedIn('/order/finance', [mockRouteEmpty('earnRecords')])],
  play: async () => {
    await expect(await screen.findByText('No earn records yet')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
    await expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await shellSettled();
  },
};

export const Loading: Story = {
  loaders: [signedIn('/order/finance', [mockRouteLoading('earnRecords')])],
  play: async () => {
    await expect(await screen.findByRole('table', { name: 'Earn records' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Failed: Story = {
  loaders: [
    signedIn('/order/finance', [mockRouteFailure('earnRecords', { status: 400, message: 'No' })]),
  ],
  play: async () => {
    await expect(await screen.findByText('Could not load your earn records.')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
  },
};

export const Arabic: Story = inArabic(Records, async () => {
  const main = await screen.findByRole('main');
  await waitFor(() => expect(main).toHaveAttribute('data-state', 'ready'));
  await waitFor(() => expect(bodyRows(within(main).getByRole('table'))).toHaveLength(10));
  await shellSettled();
});
