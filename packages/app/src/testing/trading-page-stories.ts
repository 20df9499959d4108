import { expect, screen } from 'storybook/test';
import type { RouteName } from '@exchange/api';
import { mockRouteEmpty, mockRouteFailure, mockRouteLoading, userFixture } from '@exchange/api/msw';
import { appLoader } from './story-loaders.tsx';

// Stories only: what a trading page (spot, contract, option) shows before it has a pair, each
// page with its own words (trading/trading-page/trading-page-fallback.tsx).

/** A trading page's route, its pair list's route and its words before a pair is known. */
export interface TradingPageFallbackTexts {
  /** The page's path with no `?symbol=` ("/option-trade"). */
  path: string;
  /** The product's pair list route ("optionPairs"). */
  pairs: RouteName;
  /** The page's h1. */
  heading: string;
  /** The chart area's line while the list loads. */
  loading: string;
  /** The load error's words. */
  failed: string;
  /** The page's words when nothing is listed. */
  none: string;
}

/**
 * The loading, nothing-listed and load-error stories of a trading page, signed in (a story file
 * spreads each into its own export).
 *
 * @example const fallback = tradingPageFallbackStories({ path: '/spot-trade', pairs: 'spotPairs', … }); export const Loading: Story = fallback.loading;
 */
export function tradingPageFallbackStories(texts: TradingPageFallbackTexts) {
  const whilePairs = (handler: ReturnType<typeof mockRouteLoading>) => [
    appLoader({ path: texts.path, user: userFixture, handlers: [handler] }),
  ];
  return {
    loading: {
      loaders: whilePairs(mockRouteLoading(texts.pairs)),
      play: async () => {
        await expect(await screen.findByText(texts.loading)).toBeVisible();
        await expect(screen.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
      },
    },
    none: {
      loaders: whilePairs(mockRouteEmpty(texts.pairs)),
      play: async () => {
        await expect(await screen.findByText(texts.none)).toBeVisible();
      },
    },
    loadError: {
      loaders: whilePairs(mockRouteFailure(texts.pairs, { status: 500 })),
      play: async () => {
        const alert = await screen.findByText(texts.failed, undefined, { timeout: 8000 });
        await expect(alert).toHaveAttribute('role', 'alert');
        await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
  };
}
