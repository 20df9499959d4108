import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { FIXTURE_NOW, routeHandler, spotPairsFixture, userFixture } from '@exchange/api/msw';
import type { FakeLiveOptions } from '../../testing/fake-live.ts';
import { BTC_SPOT_TICKER } from '../../testing/ticker-frames.ts';
import { depthFrame, klineFrame, tradesFrame } from '../../testing/market-frames.ts';
import { inArabic } from '../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../testing/story-app.tsx';
import type { ChartHost } from '../../trading/chart-panel/chart-panel.tsx';
import { appLoader } from '../../testing/story-loaders.tsx';
import { tradingPageFallbackStories } from '../../testing/trading-page-stories.ts';
import { klinesOnFixedDay, klinesUpToNow } from '../../testing/story-klines.ts';

const [firstPair] = spotPairsFixture;
if (!firstPair) throw new Error('The fixtures have no spot pair');

/** The live feed of the stories: a ticker, then on subscribe a book, two trades and a bar. */
const live: FakeLiveOptions = {
  frames: [BTC_SPOT_TICKER],
  channelFrames: {
    'trade@BTCUSDT': [
      depthFrame(
        'BTCUSDT',
        [
          ['64123.50', '0.41000'],
          ['64124.00', '1.20000'],
          ['64130.25', '0.05000'],
        ],
        [
          ['64123.00', '0.75000'],
          ['64120.10', '2.00000'],
          ['64100.00', '0.10000'],
        ],
        FIXTURE_NOW + 1,
      ),
      tradesFrame('BTCUSDT', [
        { id: 'live-2', price: '64123.45', amount: '0.01234', side: 'buy', ts: FIXTURE_NOW + 2 },
        { id: 'live-1', price: '64122.00', amount: '0.50000', side: 'sell', ts: FIXTURE_NOW + 1 },
      ]),
      klineFrame('BTCUSDT', '15m', {
        timestamp: FIXTURE_NOW - (FIXTURE_NOW % 900_000),
        open: '64000.00',
        high: '64200.00',
        low: '63990.00',
        close: '64123.45',
        volume: '12.50000',
        turnover: '801543.12',
      }),
    ],
  },
};

/** The fixture klines moved forward by whole days so they end at the chart's real clock. */
const barsUpToNow = routeHandler('spotKline', ({ query }) => klinesUpToNow(query));

const meta = {
  title: 'App/Pages/Spot trade',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in on BTC/USDT, over the live feed, with klines that end today. */
const onBtcUsdt = [
  appLoader({
    path: '/spot-trade?symbol=BTCUSDT',
    user: userFixture,
    live,
    handlers: [barsUpToNow],
  }),
];

/** The main regions of a loaded page, by role and name (English). */
async function expectTradingPage() {
  const header = await screen.findByRole('region', { name: 'BTC/USDT market' }, { timeout: 5000 });
  await expect(await within(header).findByText('64,123.45')).toBeVisible();
  await expect(within(header).getByText('+2.34%')).toBeVisible();
  await expect(within(header).getByText('64,500.99')).toBeVisible();
  await expect(within(header).getByText('97,461,234.56')).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'Order book' })).toBeVisible();
  // The socket's book and tape, not the HTTP snapshot, are what shows once they arrive.
  await expect(await screen.findByText('64,130.25')).toBeVisible();
  const tape = screen.getByRole('table', { name: 'Recent trades' });
  await expect(await within(tape).findByText('0.01234')).toBeVisible();
  await expect(screen.getByRole('region', { name: 'Price chart' })).toBeVisible();
  await expect(screen.getByRole('region', { name: 'Your orders' })).toBeVisible();
  await expect(
    screen.getByRole('button', { name: /BTC\/USDT: choose another pair/ }),
  ).toBeVisible();
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  loaders: onBtcUsdt,
  play: async () => {
    await expectTradingPage();
    // The lazy chart loaded its first page of history through the spot datafeed (MSW klines).
    const host = document.querySelector<ChartHost>('[data-chart-host]');
    await waitFor(
      async () => {
        const chart = host?.klineChart as { getDataList: () => unknown[] } | undefined;
        await expect(chart?.getDataList().length ?? 0).toBeGreaterThan(100);
      },
      { timeout: 8000 },
    );
    await waitFor(async () => {
      await expect(document.title).toMatch(/^BTC\/USDT · Spot trading \| /);
    });
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  loaders: onBtcUsdt,
  play: async () => {
    await expectTradingPage();
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  },
};

/**
 * The klines of a baseline: they end on a fixed day, so its chart does not move with the day it
 * is taken on. The live bar at FIXTURE_NOW stays older than the last bar, as it is over
 * {@link barsUpToNow}.
 */
const barsOnFixedDay = routeHandler('spotKline', ({ query }) => klinesOnFixedDay(query));

/** Right to left: the page in Arabic, a visual baseline once the book, tape and chart are in. */
export const RightToLeft: Story = inArabic(
  {
    loaders: [
      appLoader({
        path: '/spot-trade?symbol=BTCUSDT',
        user: userFixture,
        live,
        handlers: [barsOnFixedDay],
      }),
    ],
  },
  async () => {
    // Names are translated here, so look for structure: headings, the book's live prices.
    await expect(await screen.findByText('64,130.25', undefined, { timeout: 5000 })).toBeVisible();
    await expect(await screen.findByText('0.01234')).toBeVisible();
    await expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(2);
    await expect(screen.getByRole('main')).toBeVisible();
    const host = document.querySelector<ChartHost>('[data-chart-host]');
    await waitFor(
      async () => {
        const chart = host?.klineChart as { getDataList: () => unknown[] } | undefined;
        await expect(chart?.getDataList().length ?? 0).toBeGreaterThan(100);
      },
      { timeout: 8000 },
    );
  },
);

export const UnknownPairFallsBackToTheFirst: Story = {
  loaders: [appLoader({ path: '/spot-trade?symbol=NOPEUSDT', user: userFixture, live })],
  play: async ({ loaded }) => {
    const story = loaded.story as StoryApp;
    await screen.findByRole('region', { name: `${firstPair.name} market` }, { timeout: 5000 });
    await waitFor(async () => {
      await expect(story.app.router.state.location.search).toEqual({ symbol: firstPair.symbol });
    });
  },
};

export const SwitchPair: Story = {
  loaders: onBtcUsdt,
  play: async ({ loaded }) => {
    const story = loaded.story as StoryApp;
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: /BTC\/USDT: choose another pair/ },
        { timeout: 5000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose a pair' });
    await userEvent.click(within(dialog).getByRole('option', { name: /ETH\/USDT/ }));
    await screen.findByRole('region', { name: 'ETH/USDT market' });
    await expect(story.app.router.state.location.search).toEqual({ symbol: 'ETHUSDT' });
  },
};

const fallback = tradingPageFallbackStories({
  path: '/spot-trade',
  pairs: 'spotPairs',
  heading: 'Spot trading',
  loading: 'Loading the market…',
  failed: 'The spot market could not be loaded.',
  none: 'No spot pairs are open for trading yet.',
});

export const Loading: Story = fallback.loading;

export const NoPairs: Story = fallback.none;

export const LoadError: Story = fallback.loadError;
