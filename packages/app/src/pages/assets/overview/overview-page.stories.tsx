import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRoute, mockRouteFailure, mockRouteLoading, userFixture } from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { HIDE_AMOUNTS_KEY } from '../shared/use-hide-amounts.ts';
import { shellSettled } from '../shared/story-settle.ts';

const PATH = '/assets/overview';

const meta = {
  title: 'App/Pages/Assets/Overview',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const split = () => screen.findByRole('region', { name: 'By account' });
const history = () => screen.findByRole('region', { name: 'Last 30 days' });

export const Loading: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRouteLoading('getAsset'),
        mockRouteLoading('wallet'),
        mockRouteLoading('assetHistory'),
      ],
    }),
  ],
  play: async () => {
    await expect(await screen.findByRole('main')).toHaveAttribute('data-state', 'loading');
    await expect(await screen.findByRole('status', { name: 'Loading accounts…' })).toBeVisible();
    await shellSettled();
  },
};

/** A new account: nothing held, no history yet. */
export const Empty: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRoute('getAsset', { total_assets_usdt: '0', total_assets_btc: '0' }),
        mockRoute('wallet', { account: 'spot', list: [], trade: null }),
        mockRoute('assetHistory', {
          list: [],
          current: { time: 1_763_800_000_000, total_assets_usdt: '0', total_assets_btc: '0' },
        }),
      ],
    }),
  ],
  play: async () => {
    await waitFor(() => expect(screen.getByTestId('total-assets')).toHaveTextContent('0.00 USDC'));
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'ready');
  },
};

/** Totals in USDC with the BTC equivalent, the split by account and the 30-day line. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    await waitFor(() =>
      expect(screen.getByTestId('total-assets')).toHaveTextContent('25,318.44 USDC'),
    );
    await expect(screen.getByRole('main')).toHaveTextContent('≈ 0.39552 BTC');
    await expect(screen.getByText('Total assets (USDC)')).toBeVisible();
    const accounts = await split();
    await waitFor(() => expect(accounts).toHaveTextContent('Spot'));
    await expect(accounts).toHaveTextContent('Futures');
    await expect(accounts).toHaveTextContent('Earn');
    const line = await history();
    await expect(
      await within(line).findByRole('img', { name: 'Total asset value, last 30 days' }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/assets/recharge',
    );
    await expect(screen.getByRole('link', { name: 'Trade' })).toHaveAttribute(
      'href',
      '/spot-trade',
    );
  },
};

export const Arabic: Story = inArabic(Filled, async () => {
  await waitFor(() =>
    expect(screen.getByTestId('total-assets')).toHaveTextContent('25,318.44 USDC'),
  );
});

/** The eye hides every amount (total, BTC, the split's figures, the line's values) and is kept. */
export const AmountsHidden: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async ({ loaded }) => {
    const { app } = loaded.story as StoryApp;
    await waitFor(() =>
      expect(screen.getByTestId('total-assets')).toHaveTextContent('25,318.44 USDC'),
    );
    const eye = screen.getAllByRole('button', { name: 'Hide amounts' })[0];
    if (!eye) throw new Error('The hide-amounts eye is missing');
    await userEvent.click(eye);
    await expect(screen.getByTestId('total-assets')).toHaveTextContent('****');
    await expect(screen.getByRole('main')).not.toHaveTextContent('25,318.44');
    await expect(app.services.storage.get(HIDE_AMOUNTS_KEY)).toBe('true');
  },
};

export const StartsHidden: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture, storage: { [HIDE_AMOUNTS_KEY]: 'true' } })],
  play: async () => {
    await expect(await screen.findByTestId('total-assets')).toHaveTextContent('****');
  },
};

export const Failed: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRouteFailure('getAsset', { status: 500, message: 'Internal error' })],
    }),
  ],
  play: async () => {
    const main = screen.getByRole('main');
    await waitFor(() => expect(main).toHaveAttribute('data-state', 'error'));
    await expect(within(main).getAllByRole('button', { name: 'Retry' })[0]).toBeVisible();
    await shellSettled();
  },
};
