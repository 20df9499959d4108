import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { mockRouteEmpty, mockRouteFailure, mockRouteLoading } from '@exchange/api/msw';
import { StoryAppView, type StoryApp } from '../../testing/story-app.tsx';
import { appLoader } from '../../testing/story-loaders.tsx';
import { tickerFrame } from '../../testing/ticker-frames.ts';

const meta = {
  title: 'App/Pages/Home',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  loaders: [
    appLoader({
      path: '/',
      handlers: [mockRouteLoading('spotPairs'), mockRouteLoading('contractPairs')],
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('Loading markets…')).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [
    appLoader({
      path: '/',
      handlers: [mockRouteEmpty('spotPairs'), mockRouteEmpty('contractPairs')],
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('No markets are open yet.')).toBeVisible();
  },
};

export const Failed: Story = {
  loaders: [
    appLoader({
      path: '/',
      handlers: [
        mockRouteFailure('spotPairs', { status: 500, message: 'Server error' }),
        mockRouteFailure('contractPairs', { status: 500, message: 'Server error' }),
      ],
    }),
  ],
  play: async () => {
    // The pair queries retry once before they give up, so the message takes a second or two.
    await expect(
      await screen.findByText('The markets could not be loaded. Try again later.', undefined, {
        timeout: 6000,
      }),
    ).toBeVisible();
  },
};

/** The pair lists from the API, with BTC/USDT moved by a live ticker from the socket. */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: '/',
      live: { frames: [tickerFrame('trade', 'BTCUSDT', '70123.45', '3.21')] },
    }),
  ],
  play: async () => {
    const spot = await screen.findByRole('table', { name: 'Spot markets' });
    await expect(await screen.findByRole('table', { name: 'Futures markets' })).toBeVisible();
    const btc = within(spot).getByRole('rowheader', { name: 'BTC/USDT' }).closest('tr');
    if (!btc) throw new Error('BTC/USDT row is missing');
    await expect(await within(btc).findByText('70123.45')).toBeVisible();
    await expect(within(btc).getByText('+3.21%')).toBeVisible();
    await expect(within(btc).getByRole('link', { name: 'BTC/USDT' })).toHaveAttribute(
      'href',
      '/spot-trade?symbol=BTCUSDT',
    );
  },
};
