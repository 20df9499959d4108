import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteEmpty, mockRouteFailure, mockRouteLoading, userFixture } from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { shellSettled } from '../../assets/shared/story-settle.ts';

// /copy-trade over the lead traders of @exchange/api/msw: Steady Compounder (+23.15 %, 318/500
// followers), Momentum Desk (+41.02 %, full at 500/500) and Range Hunter (−3.12 %, no win rate).

type Handlers = Parameters<typeof appLoader>[0]['handlers'];
const signedIn = (path = '/copy-trade', handlers: Handlers = []) =>
  appLoader({ path, user: userFixture, handlers });

const meta = {
  title: 'Pages/CopyTrade/Board',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={(loaded as { story: StoryApp }).story} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const ready = async () => {
  await waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready'));
};

/** The i-th element of a list the story just found, or a failure naming it. */
function nth(elements: HTMLElement[], index: number): HTMLElement {
  const element = elements[index];
  if (element === undefined) throw new Error(`No element ${String(index)}`);
  return element;
}

const location = (loaded: unknown) =>
  (loaded as { story: StoryApp }).story.app.router.state.location;

/** Three lead traders ranked by return over 30 days, each with its figures and Copy. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [signedIn()],
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Copy trading' }),
    ).toBeVisible();
    await ready();
    await expect(screen.getByRole('button', { name: '30D' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const list = screen.getByRole('list', { name: 'Lead traders' });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(3);
    const first = within(nth(cards, 0));
    await expect(first.getByRole('link', { name: 'Steady Compounder' })).toHaveAttribute(
      'href',
      '/copy-trade/leader?id=30001',
    );
    await expect(first.getByRole('link', { name: 'Copy Steady Compounder' })).toHaveAttribute(
      'href',
      '/copy-trade/follow?leader_id=30001',
    );
    await expect(first.getByText('+23.15%')).toBeVisible();
    await expect(first.getByText('Followers 318 / 500')).toBeVisible();
    await expect(first.getByText(/^\+18,240\.50\sUSDT$/)).toBeVisible();
    await expect(first.getByText('62.00%')).toBeVisible();
    // A full leader offers no Copy.
    const full = within(nth(cards, 1));
    await expect(full.getByText('Full')).toBeVisible();
    await expect(full.queryByRole('link', { name: /^Copy/ })).toBeNull();
    // No closed position yet: no win rate.
    await expect(within(nth(cards, 2)).getByText('−3.12%')).toBeVisible();
    await expect(within(nth(cards, 2)).getByText('—')).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Become a lead trader' })).toHaveAttribute(
      'href',
      '/copy-trade/apply',
    );
    await expect(screen.getByRole('link', { name: 'My copies' })).toHaveAttribute(
      'href',
      '/copy-trade/order',
    );
    await shellSettled();
  },
};

/** Typing a nickname searches once typing pauses, and the search joins the URL. */
export const Search: Story = {
  loaders: [signedIn()],
  play: async ({ loaded }) => {
    await ready();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search lead traders' }), 'range');
    await waitFor(() => expect(location(loaded).search).toEqual({ search: 'range' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Lead traders' })).getAllByRole('article'),
      ).toHaveLength(1),
    );
    await expect(screen.getByRole('link', { name: 'Range Hunter' })).toBeVisible();
  },
};

/** The period joins the URL; a period and ranking from the URL are shown chosen. */
export const PeriodAndSort: Story = {
  loaders: [signedIn('/copy-trade?sort=followers')],
  play: async ({ loaded }) => {
    await ready();
    await expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Followers');
    await userEvent.click(screen.getByRole('button', { name: '7D' }));
    await waitFor(() =>
      expect(location(loaded).search).toEqual({ period: '7d', sort: 'followers' }),
    );
    await expect(screen.getByRole('button', { name: '7D' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** A search nobody matches. */
export const Empty: Story = {
  tags: ['visual'],
  loaders: [signedIn('/copy-trade?search=nobody', [mockRouteEmpty('copyLeaders')])],
  play: async () => {
    await expect(await screen.findByText('No lead traders match')).toBeVisible();
    await expect(screen.getByRole('searchbox', { name: 'Search lead traders' })).toHaveValue(
      'nobody',
    );
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'empty');
    await shellSettled();
  },
};

export const Loading: Story = {
  loaders: [signedIn('/copy-trade', [mockRouteLoading('copyLeaders')])],
  play: async () => {
    await expect(await screen.findByText('Loading lead traders…')).toBeInTheDocument();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
  },
};

export const Failed: Story = {
  loaders: [signedIn('/copy-trade', [mockRouteFailure('copyLeaders', { status: 500 })])],
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'error');
  },
};

export const Arabic: Story = inArabic(Filled, async () => {
  await ready();
  await shellSettled();
});
