import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRouteFailure, userFixture } from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { appLoader } from '../../testing/story-loaders.tsx';
import { tradingPageFallbackStories } from '../../testing/trading-page-stories.ts';
import { StoryAppView, type StoryApp } from '../../testing/story-app.tsx';
import type { ChartHost } from '../../trading/chart-panel/chart-panel.tsx';
import { CONTRACT_LIVE, contractKlinesOnFixedDay } from './contract-trade-story-kit.ts';

const meta = {
  title: 'Pages/Contract Trade/Page',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** BTC/USDT perpetual over the live feed, signed in (with the fixtures' positions) or not. */
const onBtc = (signedIn: boolean, handlers = [contractKlinesOnFixedDay]) => [
  appLoader({
    path: '/contract-trade?symbol=BTCUSDT',
    user: signedIn ? userFixture : null,
    live: CONTRACT_LIVE,
    handlers,
  }),
];

type KLineHost = { getOverlays: (filter: { groupId: string }) => { extendData: unknown }[] };

/** The chart's klinecharts instance, once its first page of bars is in. */
async function loadedChart(): Promise<ChartHost> {
  const host = await waitFor(
    () => {
      const found = document.querySelector<ChartHost>('[data-chart-host]');
      const chart = found?.klineChart as { getDataList: () => unknown[] } | undefined;
      if (!found || (chart?.getDataList().length ?? 0) < 100) throw new Error('No bars yet');
      return found;
    },
    { timeout: 8000 },
  );
  return host;
}

/** The header, book and tape of a loaded page (English). */
async function expectMarket() {
  const header = await screen.findByRole('region', { name: 'BTC/USDT market' }, { timeout: 5000 });
  await expect(await within(header).findByText('64,125.50')).toBeVisible();
  const prices = screen.getByLabelText('Contract prices');
  // The mark channel's update replaces the pair list's prices.
  await expect(await within(prices).findByText('64,118.70')).toBeVisible();
  await expect(within(prices).getByText('64,110.20')).toBeVisible();
  await expect(within(prices).getByText('+0.0125%')).toBeVisible();
  await expect(within(prices).getByLabelText(/^Next funding in \d\d:\d\d:\d\d$/)).toBeVisible();
  await expect(await screen.findByText('64,131.20')).toBeVisible();
  const tape = screen.getByRole('table', { name: 'Recent trades' });
  await expect(await within(tape).findByText('0.01200')).toBeVisible();
}

/** Signed in with a BTC long: the chart draws its entry, take-profit and liquidation prices. */
export const Filled: Story = {
  loaders: onBtc(true),
  play: async () => {
    await expectMarket();
    const host = await loadedChart();
    await waitFor(async () => {
      const chart = host.klineChart as KLineHost;
      const labels = chart
        .getOverlays({ groupId: 'host-price-lines' })
        .map((line) => (line.extendData as { label: string }).label);
      // The fixtures' BTC long has a take-profit and no stop-loss.
      await expect(labels).toEqual([
        expect.stringMatching(/^Entry /),
        expect.stringMatching(/^TP /),
        expect.stringMatching(/^Liq\. price /),
      ]);
    });
    await waitFor(async () => {
      await expect(document.title).toMatch(/^BTC\/USDT · Futures trading \| /);
    });
  },
};

/** A visitor (no token): the page is not public (SPEC.md section 4), so the login opens. */
export const SignedOut: Story = {
  loaders: onBtc(false),
  play: async ({ loaded }) => {
    const story = loaded.story as StoryApp;
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(story.app.router.state.location.pathname).toBe('/user/login');
  },
};

/** The chart switched to the mark price: the candles come from GET /contract/kline?price=mark. */
export const MarkPriceChart: Story = {
  loaders: onBtc(true),
  play: async () => {
    await loadedChart();
    const group = screen.getByRole('group', { name: 'Chart price' });
    await userEvent.click(within(group).getByRole('button', { name: 'Mark price' }));
    await expect(within(group).getByRole('button', { name: 'Mark price' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await loadedChart();
  },
};

/** The analysis tab: funding rate history, open interest and long/short ratio. */
export const Analysis: Story = {
  loaders: onBtc(true),
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Analysis' }, { timeout: 5000 }));
    const view = await screen.findByRole('region', { name: 'BTC/USDT market analysis' });
    await expect(within(view).getByRole('heading', { name: 'Funding rate history' })).toBeVisible();
    await expect(within(view).getByRole('heading', { name: 'Open interest' })).toBeVisible();
    await expect(within(view).getByRole('heading', { name: 'Long/short ratio' })).toBeVisible();
    await waitFor(
      async () => {
        await expect(
          within(view).getByRole('img', { name: 'BTC/USDT funding rate per interval' }),
        ).toBeVisible();
        await expect(
          within(view).getByRole('img', { name: 'BTC/USDT open interest (BTC)' }),
        ).toBeVisible();
        await expect(
          within(view).getByRole('img', { name: 'BTC/USDT accounts long over accounts short' }),
        ).toBeVisible();
      },
      { timeout: 8000 },
    );
  },
};

/** The analysis' statistics failing: that panel offers a retry, the funding history stays. */
export const AnalysisError: Story = {
  loaders: onBtc(true, [
    contractKlinesOnFixedDay,
    mockRouteFailure('contractStats', { status: 500 }),
  ]),
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Analysis' }, { timeout: 5000 }));
    const view = await screen.findByRole('region', { name: 'BTC/USDT market analysis' });
    await waitFor(
      async () => {
        await expect(within(view).getAllByRole('alert')).toHaveLength(2);
      },
      { timeout: 8000 },
    );
    await expect(within(view).getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

const fallback = tradingPageFallbackStories({
  path: '/contract-trade',
  pairs: 'contractPairs',
  heading: 'Futures trading',
  loading: 'Loading the futures market…',
  failed: 'The futures market could not be loaded.',
  none: 'No contracts are open for trading yet.',
});

export const Loading: Story = fallback.loading;

export const LoadError: Story = fallback.loadError;

export const NoContracts: Story = fallback.none;

export const UnknownSymbolFallsBackToTheFirst: Story = {
  loaders: [
    appLoader({ path: '/contract-trade?symbol=NOPEUSDT', user: userFixture, live: CONTRACT_LIVE }),
  ],
  play: async ({ loaded }) => {
    const story = loaded.story as StoryApp;
    await screen.findByRole('region', { name: 'BTC/USDT market' }, { timeout: 5000 });
    await waitFor(async () => {
      await expect(story.app.router.state.location.search).toEqual({ symbol: 'BTCUSDT' });
    });
  },
};

/** Right to left: the page in Arabic once the book, tape and chart are in. */
export const Arabic: Story = inArabic({ loaders: onBtc(true) }, async () => {
  await expect(await screen.findByText('64,131.20', undefined, { timeout: 5000 })).toBeVisible();
  await expect(screen.getByRole('main')).toBeVisible();
  await loadedChart();
});
