import {
  optionIndexFrame,
  optionOrdersBook,
  type OptionOrdersBook,
} from '../../../trading/option-orders/option-orders-story-kit.ts';
import { OptionStoryAppView } from '../../../trading/option-orders/option-story-app.tsx';
import { bookLoaderOf, type BookLoaded } from '../contract/order-centre-story-kit.tsx';

// The option order centre's stories (never app code): the whole app at a path, signed in, over
// the option book of trading/option-orders, the fake socket ticking the BTC index above the
// open Up option's entry, and the countdowns' clock at the fixture's instant.

/** What an option order-centre story's loader gives its render and play. */
export type OptionCentreLoaded = BookLoaded<OptionOrdersBook>;

/**
 * A loader: the app at `path`, signed in as the fixture user, with a fresh book (or the one
 * `book` makes) behind the option order routes.
 *
 * @example loaders: [optionCentreLoader('/order/option?tab=history')]
 */
export const optionCentreLoader = bookLoaderOf(optionOrdersBook, {
  live: { channelFrames: { 'option@BTCUSDT': [optionIndexFrame('BTCUSDT', '64100.5')] } },
});

/** The app the loader built, its countdowns reading the story's clock. */
export function OptionCentreView({ loaded }: { loaded: OptionCentreLoaded }) {
  return <OptionStoryAppView story={loaded.story} />;
}
