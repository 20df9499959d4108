import { userFixture } from '@exchange/api/msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { StoryApp, StoryAppOptions } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import {
  optionIndexFrame,
  optionOrdersBook,
  type OptionOrdersBook,
} from '../../../trading/option-orders/option-orders-story-kit.ts';
import { OptionStoryAppView } from '../../../trading/option-orders/option-story-app.tsx';

// The option order centre's stories (never app code): the whole app at a path, signed in, over
// the option book of trading/option-orders, the fake socket ticking the BTC index above the
// open Up option's entry, and the countdowns' clock at the fixture's instant.

/** What an option order-centre story's loader gives its render and play. */
export interface OptionCentreLoaded {
  story: StoryApp;
  book: OptionOrdersBook;
}

/**
 * A loader: the app at `path`, signed in as the fixture user, with a fresh book (or the one
 * `book` makes) behind the option order routes.
 *
 * @example loaders: [optionCentreLoader('/order/option?tab=history')]
 */
export function optionCentreLoader(
  path: string,
  options: Omit<StoryAppOptions, 'path'> & { book?: () => OptionOrdersBook } = {},
) {
  return async (context: { globals: Record<string, unknown> }): Promise<OptionCentreLoaded> => {
    const book = options.book?.() ?? optionOrdersBook();
    const loaded = await appLoader({
      user: userFixture,
      live: { channelFrames: { 'option@BTCUSDT': [optionIndexFrame('BTCUSDT', '64100.5')] } },
      ...options,
      path,
      handlers: [...(options.handlers ?? []), ...book.handlers],
    })(context);
    return { ...loaded, book };
  };
}

/** The app the loader built, its countdowns reading the story's clock. */
export function OptionCentreView({ loaded }: { loaded: OptionCentreLoaded }) {
  return <OptionStoryAppView story={loaded.story} />;
}

/** The body rows (not the header) of a table. */
export function bodyRows(table: HTMLElement): HTMLElement[] {
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
}

/** The page's table by name, once it shows `count` rows. */
export async function tableWithRows(name: string, count: number): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(bodyRows(table)).toHaveLength(count));
  return table;
}
