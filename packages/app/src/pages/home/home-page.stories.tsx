import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  FIXTURE_NOW,
  klineFixture,
  MockHttpError,
  mockRouteEmpty,
  mockRouteFailure,
  mockRouteLoading,
  routeHandler,
  spotPairsFixture,
  userFixture,
} from '@exchange/api/msw';
import type { FakeLiveOptions } from '../../testing/fake-live.ts';
import { inArabic } from '../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp, type StoryAppOptions } from '../../testing/story-app.tsx';
import { appLoader, storyGlobals } from '../../testing/story-loaders.tsx';
import { createStoryApp } from '../../testing/story-app.tsx';
import { tickerFrame } from '../../testing/ticker-frames.ts';

const HOUR_MS = 3_600_000;

/**
 * The 24 hourly bars up to FIXTURE_NOW whatever window the page asks for: the page asks for the
 * last 24 h of the real clock, and a baseline must not change with the hour it is taken at.
 */
const hourlyBars = routeHandler('spotKline', ({ query }) =>
  klineFixture(query.symbol, '1H', FIXTURE_NOW - 24 * HOUR_MS, FIXTURE_NOW, 24),
);

/** BTC/USDT moved by the socket: up 3.21 % at 64,523.45 (the fixtures' list says 64,012.34). */
const live: FakeLiveOptions = { frames: [tickerFrame('trade', 'BTCUSDT', '64523.45', '9.21')] };

const meta = {
  title: 'App/Pages/Home',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page over the fixtures and the fake socket, with `options` on top. */
const home = (options: Partial<StoryAppOptions> = {}) => [
  appLoader({ path: '/', live, ...options, handlers: [...(options.handlers ?? []), hourlyBars] }),
];

/** A region of the page by its heading. */
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

/** The rows of a market card, as links, once the card has its data. */
async function cardRows(name: string) {
  const card = await region(name);
  await waitFor(() => expect(card).toHaveAttribute('data-state', 'ready'));
  return within(card).getAllByRole('link');
}

/** A visitor: sign-up first, the four cards live, announcements and products. */
export const Visitor: Story = {
  tags: ['visual'],
  loaders: home(),
  play: async () => {
    const hero = await region('Trade crypto with confidence');
    await expect(within(hero).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/user/register',
    );
    await expect(within(hero).getByRole('link', { name: 'Trade now' })).toHaveAttribute(
      'href',
      '/spot-trade',
    );

    // The socket's ticker puts BTC/USDT on top of the gainers with its live price and change.
    const gainers = await cardRows('Top gainers');
    await expect(gainers).toHaveLength(3);
    const [btc] = gainers;
    if (!btc) throw new Error('Top gainers has no row');
    await waitFor(() => expect(btc).toHaveTextContent('BTC/USDT'));
    await expect(btc).toHaveTextContent('64,523.45');
    await expect(btc).toHaveTextContent('+9.21%');
    await expect(btc).toHaveAttribute('href', '/spot-trade?symbol=BTCUSDT');
    // Its sparkline is drawn (24 points ending at the live price) and hidden from readers, who
    // get the 24 h range in words instead.
    const line = btc.querySelector('[data-state] svg');
    await expect(line).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() =>
      expect(line?.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(24),
    );
    await expect(btc).toHaveAccessibleName(/^BTC\/USDT 24h low [\d,.]+, high 64,523\.45/);

    // Losers, highest 24 h turnover and the newest listings (XRP was listed 3 days ago).
    await expect(await cardRows('Top losers')).toHaveLength(3);
    await expect(await cardRows('Highest volume')).toHaveLength(3);
    const listings = await cardRows('New listings');
    await expect(listings.map((row) => row.getAttribute('href'))).toEqual([
      '/spot-trade?symbol=XRPUSDT',
      '/spot-trade?symbol=SOLUSDT',
      '/spot-trade?symbol=ETHUSDT',
    ]);

    const news = await region('Announcements');
    await waitFor(() => expect(news).toHaveAttribute('data-state', 'ready'));
    const articles = within(news).getAllByRole('link');
    await expect(articles).toHaveLength(5);
    await expect(articles[0]).toHaveTextContent('XRP/USDT is listed');
    await expect(articles[0]).toHaveAttribute('href', '/article/detail?article_id=15');

    const products = within(await region('Products')).getAllByRole('link');
    await expect(products.map((link) => link.getAttribute('href'))).toEqual([
      '/spot-trade',
      '/contract-trade',
      '/option-trade',
      '/finance',
      '/subscribe',
      '/c2c',
      '/referral',
    ]);
  },
};

/** Signed in: straight to trading, a deposit or the assets; no sign-up. */
export const SignedIn: Story = {
  tags: ['visual'],
  loaders: home({ user: userFixture }),
  play: async () => {
    const hero = await region('Trade crypto with confidence');
    await expect(hero).toHaveAttribute('data-state', 'signed-in');
    await expect(within(hero).queryByRole('link', { name: 'Sign up' })).toBeNull();
    await expect(within(hero).getByRole('link', { name: 'Trade now' })).toHaveAttribute(
      'href',
      '/spot-trade',
    );
    await expect(within(hero).getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/assets/recharge',
    );
    await expect(within(hero).getByRole('link', { name: 'My assets' })).toHaveAttribute(
      'href',
      '/assets/overview',
    );
  },
};

/** The keyboard path: Tab reaches the hero's calls, then every card row, in reading order. */
export const KeyboardPath: Story = {
  loaders: home(),
  play: async () => {
    const [first] = await cardRows('Top gainers');
    if (!first) throw new Error('Top gainers has no row');
    const hero = await region('Trade crypto with confidence');
    within(hero).getByRole('link', { name: 'Trade now' }).focus();
    // Past "View all markets", the first gainer.
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'View all markets' })).toHaveFocus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Top gainers' })).not.toBeInTheDocument(),
    );
  },
};

/** Right to left: the same page in Arabic (the sparklines still run left to right). */
export const Arabic: Story = inArabic(Visitor, async ({ canvasElement }) => {
  await waitFor(() =>
    expect(canvasElement.querySelectorAll('section[data-state="ready"]')).toHaveLength(6),
  );
});

/** Pairs, bars and articles still on their way: skeleton cards and lines in the final layout. */
export const Loading: Story = {
  tags: ['visual'],
  loaders: home({
    handlers: [
      mockRouteLoading('spotPairs'),
      mockRouteLoading('spotKline'),
      mockRouteLoading('articles'),
    ],
  }),
  play: async () => {
    await expect(await screen.findByText('Loading markets…')).toBeInTheDocument();
    await expect(await screen.findByText('Loading announcements…')).toBeInTheDocument();
    const cards = await region('Top gainers');
    await expect(cards).toHaveAttribute('data-state', 'loading');
  },
};

/** The layout does not move when the data lands: the cards keep their size from skeleton on. */
export const NoLayoutShift: Story = {
  loaders: [
    async (context: { globals: Record<string, unknown> }) => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const story = await createStoryApp({
        ...storyGlobals(context),
        path: '/',
        live,
        handlers: [
          // Held until the play function lets it go, then answered by the fixtures' handler.
          http.get('*/spots/trading_paris', async () => {
            await gate;
          }),
          hourlyBars,
        ],
      });
      return { story, release };
    },
  ],
  play: async ({ loaded }) => {
    const markets = await region('Markets');
    await waitFor(() => expect(markets).toHaveAttribute('data-state', 'loading'));
    const products = await region('Products');
    const before = products.getBoundingClientRect().top;
    const cardBefore = (await region('Top gainers')).getBoundingClientRect().height;
    (loaded.release as () => void)();
    await waitFor(() => expect(markets).toHaveAttribute('data-state', 'ready'));
    await expect((await region('Top gainers')).getBoundingClientRect().height).toBe(cardBefore);
    await expect(products.getBoundingClientRect().top).toBe(before);
  },
};

/** No pair is listed and there is no news yet. */
export const Empty: Story = {
  tags: ['visual'],
  loaders: home({ handlers: [mockRouteEmpty('spotPairs'), mockRouteEmpty('articles')] }),
  play: async () => {
    await expect(await screen.findByText('No markets are open yet.')).toBeVisible();
    await expect(await screen.findByText('No announcements yet.')).toBeVisible();
  },
};

/** The pair list and the articles fail: a message and a Retry each, in the cards' room. */
export const Failed: Story = {
  tags: ['visual'],
  loaders: home({
    handlers: [
      mockRouteFailure('spotPairs', { status: 500, message: 'Server error' }),
      mockRouteFailure('articles', { status: 500, message: 'Server error' }),
    ],
  }),
  play: async () => {
    // The queries retry once before they give up, so the messages take a second or two.
    const markets = await region('Markets');
    await waitFor(() => expect(markets).toHaveAttribute('data-state', 'error'), {
      timeout: 6000,
    });
    await expect(within(markets).getByRole('alert')).toHaveTextContent(
      'The markets could not be loaded.',
    );
    await expect(within(markets).getByRole('button', { name: 'Retry' })).toBeVisible();
    const news = await region('Announcements');
    await waitFor(() => expect(news).toHaveAttribute('data-state', 'error'), { timeout: 6000 });
  },
};

/** Retry after a failure: the server is back, the cards fill in. */
export const RetryRecovers: Story = {
  loaders: [
    async (context: { globals: Record<string, unknown> }) => {
      let calls = 0;
      return {
        story: await createStoryApp({
          ...storyGlobals(context),
          path: '/',
          live,
          handlers: [
            // The first load and its automatic retry fail; the user's Retry succeeds.
            routeHandler('spotPairs', () => {
              calls += 1;
              if (calls <= 2) throw new MockHttpError(500, 'Server error');
              return spotPairsFixture;
            }),
            hourlyBars,
          ],
        }),
      };
    },
  ],
  play: async () => {
    const markets = await region('Markets');
    await waitFor(() => expect(markets).toHaveAttribute('data-state', 'error'), {
      timeout: 6000,
    });
    await userEvent.click(within(markets).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(markets).toHaveAttribute('data-state', 'ready'));
    await expect(await cardRows('Top gainers')).toHaveLength(3);
  },
};
