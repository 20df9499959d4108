import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { RequestHandler } from 'msw';
import { mockRouteFailure, mockRouteLoading, userFixture } from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { appLoader } from '../../testing/story-loaders.tsx';
import { tradingPageFallbackStories } from '../../testing/trading-page-stories.ts';
import type { StoryApp } from '../../testing/story-app.tsx';
import type { ChartHost } from '../../trading/chart-panel/chart-panel.tsx';
import { OptionStoryAppView } from '../../trading/option-orders/option-story-app.tsx';
import { optionLive, SETTLED_WON, optionKlinesOnFixedDay } from './option-trade-story-kit.ts';

const meta = {
  title: 'Pages/Option Trade/Page',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <OptionStoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in on a pair over the live feed (the fixtures' options and balances). */
const onPair = (symbol: string, handlers: RequestHandler[] = [], live = optionLive()) => [
  appLoader({
    path: `/option-trade?symbol=${symbol}`,
    user: userFixture,
    live,
    handlers: [...handlers, optionKlinesOnFixedDay],
  }),
];

/** The order component, once its durations are in. */
async function orderPanel(): Promise<HTMLElement> {
  const panel = await screen.findByRole('region', { name: 'Open an option' }, { timeout: 5000 });
  await within(panel).findByRole('radio', { name: '30 s 80%' }, { timeout: 5000 });
  return panel;
}

const stakeField = (panel: HTMLElement) => within(panel).getByRole('textbox', { name: 'Stake' });
const upButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: /^Up/ });
const downButton = (panel: HTMLElement) => within(panel).getByRole('button', { name: /^Down/ });

type KLineHost = { getOverlays: (filter: { groupId: string }) => { extendData: unknown }[] };

/** Ready: pairs (SOL marked suspended), live index, durations with rates, payouts, entry lines. */
export const Ready: Story = {
  loaders: onPair('BTCUSDT'),
  play: async () => {
    const pairs = await screen.findByRole(
      'navigation',
      { name: 'Option pairs' },
      { timeout: 5000 },
    );
    const sol = within(pairs).getByRole('button', { name: /SOL\/USDT/ });
    await expect(within(sol).getByText('Suspended')).toBeVisible();
    const panel = await orderPanel();
    await expect(within(panel).getByRole('radio', { name: '30 s 80%' })).toBeChecked();
    await expect(within(panel).getByRole('radio', { name: '5 min 88%' })).not.toBeChecked();
    // Before a stake is typed the buttons show what the smallest stake (10 USDT) would pay.
    await expect(upButton(panel)).toHaveTextContent('Payout if won 18.00 USDT');
    await expect(within(panel).getByText('A tie returns your stake.')).toBeVisible();
    await expect(
      within(panel).getByText(
        /^Stake from \u2066?10\sUSDT\u2069? to \u2066?10,000\sUSDT\u2069?\.$/,
      ),
    ).toBeVisible();
    await expect(await screen.findByText('64,130.75')).toBeVisible();
    await userEvent.click(within(panel).getByRole('radio', { name: '3 min 85%' }));
    await userEvent.type(stakeField(panel), '50');
    await expect(upButton(panel)).toHaveTextContent('Payout if won 92.50 USDT');
    await expect(downButton(panel)).toHaveTextContent('Payout if won 92.50 USDT');
    // The fixtures' two entered BTC options are drawn at their entry prices, with the time left
    // on the story's clock (FIXTURE_NOW): one in the money, one past its expiry and settling.
    await waitFor(
      async () => {
        const host = document.querySelector<ChartHost>('[data-chart-host]');
        const chart = host?.klineChart as KLineHost | undefined;
        const labels = (chart?.getOverlays({ groupId: 'host-price-lines' }) ?? []).map(
          (line) => (line.extendData as { label: string }).label,
        );
        await expect(labels.sort()).toEqual(['Up 64,005.10 · 3:00', 'Up 64,010.00 · 0:00']);
      },
      { timeout: 8000 },
    );
  },
};

/** A stake under the minimum and one over the balance: the form's words, nothing sent. */
export const StakeProblems: Story = {
  loaders: onPair('BTCUSDT'),
  play: async () => {
    const panel = await orderPanel();
    await userEvent.click(upButton(panel));
    await expect(stakeField(panel)).toHaveAccessibleDescription('Enter a stake.');
    await userEvent.type(stakeField(panel), '5');
    await expect(stakeField(panel)).toHaveAccessibleDescription(
      /^The smallest stake is \u2066?10\sUSDT\u2069?\.$/,
    );
    await userEvent.clear(stakeField(panel));
    await userEvent.type(stakeField(panel), '20000');
    await expect(stakeField(panel)).toHaveAccessibleDescription(
      /^The largest stake is \u2066?10,000\sUSDT\u2069?\.$/,
    );
  },
};

/** Waiting for the server's answer: the pressed button spins, the other waits. */
export const Submitting: Story = {
  loaders: onPair('BTCUSDT', [mockRouteLoading('optionOpen')]),
  play: async () => {
    const panel = await orderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: '50' }));
    await userEvent.click(upButton(panel));
    await waitFor(async () => {
      await expect(upButton(panel)).toHaveAttribute('aria-busy', 'true');
    });
    await expect(downButton(panel)).toBeDisabled();
  },
};

/** The server refuses the stake (the house's exposure cap): its words go under the stake. */
export const Refused: Story = {
  loaders: onPair('BTCUSDT', [
    mockRouteFailure('optionOpen', {
      status: 422,
      message: "amount: The house's exposure on BTC/USDT 30 s up is at its cap; stake at most 40",
      errors: [
        {
          field: 'amount',
          message: "The house's exposure on BTC/USDT 30 s up is at its cap; stake at most 40",
        },
      ],
    }),
  ]),
  play: async () => {
    const panel = await orderPanel();
    await userEvent.click(within(panel).getByRole('button', { name: '50' }));
    await userEvent.click(upButton(panel));
    await waitFor(async () => {
      await expect(stakeField(panel)).toHaveAccessibleDescription(
        "The house's exposure on BTC/USDT 30 s up is at its cap; stake at most 40",
      );
    });
  },
};

/** A suspended pair: viewable, marked, and nothing can be opened. */
export const HaltedPair: Story = {
  loaders: onPair('SOLUSDT'),
  play: async () => {
    const panel = await orderPanel();
    await expect(
      within(panel).getByText('Options on SOL/USDT are suspended: nothing can be opened for now.'),
    ).toBeVisible();
    await expect(upButton(panel)).toBeDisabled();
    await expect(downButton(panel)).toBeDisabled();
  },
};

/** A settled win on the user's channel: told under the form (and as a toast). */
export const SettledWon: Story = {
  loaders: onPair('BTCUSDT', [], optionLive([SETTLED_WON])),
  play: async () => {
    const panel = await orderPanel();
    await waitFor(
      async () => {
        await expect(
          within(panel).getByText(/^BTC\/USDT up option won: \u2066?\+8\.50\sUSDT\u2069?\.$/),
        ).toBeVisible();
      },
      { timeout: 5000 },
    );
  },
};

/** A visitor (no token): the page is not public (SPEC.md section 4), so the login opens. */
export const SignedOut: Story = {
  loaders: [appLoader({ path: '/option-trade?symbol=BTCUSDT', user: null, live: optionLive() })],
  play: async ({ loaded }) => {
    const story = loaded.story as StoryApp;
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(story.app.router.state.location.pathname).toBe('/user/login');
  },
};

const fallback = tradingPageFallbackStories({
  path: '/option-trade',
  pairs: 'optionPairs',
  heading: 'Options trading',
  loading: 'Loading the options market…',
  failed: 'The options market could not be loaded.',
  none: 'No option pairs are open for trading yet.',
});

export const Loading: Story = fallback.loading;

export const NoPairs: Story = fallback.none;

export const LoadError: Story = fallback.loadError;

/** No ?symbol=: the first pair open for trading is shown, and the URL says which. */
export const FirstTradingPair: Story = {
  loaders: [appLoader({ path: '/option-trade', user: userFixture, live: optionLive() })],
  play: async ({ loaded }) => {
    const story = loaded.story as StoryApp;
    await orderPanel();
    await waitFor(async () => {
      await expect(story.app.router.state.location.search).toEqual({ symbol: 'BTCUSDT' });
    });
  },
};

/** Right to left: the page in Arabic once the durations and the index are in. */
export const Arabic: Story = inArabic({ loaders: onPair('BTCUSDT') }, async () => {
  await expect(await screen.findByText('64,130.75', undefined, { timeout: 5000 })).toBeVisible();
  await expect(screen.getAllByRole('radio')).toHaveLength(4);
});
