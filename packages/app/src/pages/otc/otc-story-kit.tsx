import {
  configFixture,
  FIXTURE_NOW,
  mockRoute,
  spotWalletFixture,
  userFixture,
} from '@exchange/api/msw';
import { ClockProvider } from '../../clock/use-now.tsx';
import type { StoryApp, StoryAppOptions } from '../../testing/story-app.tsx';
import { StoryAppView } from '../../testing/story-app.tsx';
import { appLoader } from '../../testing/story-loaders.tsx';

// The OTC pages' stories (never app code): the whole app at an /otc-trade path, signed in as a
// desk client with block-sized spot balances unless told otherwise, over the MSW OTC fixtures.
// Time stands still at the fixtures' instant until a play moves it (`clock.now`), so a quote's
// countdown reads the same on every run.

/** The story's clock: the countdowns `read` it; only the play changes `now`. */
export interface StoryClock {
  now: number;
  read: () => number;
}

function storyClock(): StoryClock {
  const clock: StoryClock = { now: FIXTURE_NOW, read: () => clock.now };
  return clock;
}

/** What an OTC story's loader gives its render and play. */
export interface OtcLoaded {
  story: StoryApp;
  clock: StoryClock;
}

/** The fixture user's spot wallet with enough for a block trade: 250,000 USDT and 12 BTC. */
const deskClientWallet = mockRoute('wallet', {
  account: 'spot',
  list: spotWalletFixture.map((row) =>
    row.coin_name === 'USDT'
      ? { ...row, balance: '250000', total_balance: '251000', usdt_equivalence: '251000' }
      : row.coin_name === 'BTC'
        ? { ...row, balance: '12', total_balance: '12.05', usdt_equivalence: '771419.32' }
        : row,
  ),
  trade: null,
});

/**
 * A loader: the app at `path`, signed in as the fixture user with the desk client's wallet
 * (`signedIn: false`: a visitor; `otcName`: the `site_otc_name` setting).
 *
 * @example loaders: [otcLoader('/otc-trade')]
 */
export function otcLoader(
  path: string,
  options: Omit<StoryAppOptions, 'path' | 'user'> & { signedIn?: boolean; otcName?: string } = {},
) {
  const { signedIn = true, otcName, handlers = [], ...rest } = options;
  const named =
    otcName === undefined
      ? []
      : [
          mockRoute(
            'getConfig',
            configFixture.map((entry) =>
              entry.keywords === 'site_otc_name' ? { ...entry, content: otcName } : entry,
            ),
          ),
        ];
  return async (context: { globals: Record<string, unknown> }): Promise<OtcLoaded> => {
    const { story } = await appLoader({
      ...(signedIn ? { user: userFixture } : {}),
      ...rest,
      handlers: [...named, ...handlers, deskClientWallet],
      path,
    })(context);
    return { story, clock: storyClock() };
  };
}

/** The app the loader built, its countdowns on the story's clock. */
export function OtcView({ loaded }: { loaded: OtcLoaded }) {
  return (
    <ClockProvider clock={loaded.clock.read}>
      <StoryAppView story={loaded.story} />
    </ClockProvider>
  );
}
