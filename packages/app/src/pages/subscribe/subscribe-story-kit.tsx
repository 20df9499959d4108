import { FIXTURE_NOW, userFixture } from '@exchange/api/msw';
import type { StoryApp, StoryAppOptions } from '../../testing/story-app.tsx';
import { StoryAppView } from '../../testing/story-app.tsx';
import { appLoader } from '../../testing/story-loaders.tsx';
import { ClockProvider } from '../../clock/use-now.tsx';

// The launchpad's stories (never app code): the whole app at a path, signed in unless told
// otherwise, over the MSW launchpad fixtures, the countdowns reading the fixtures' instant.

const storyClock = () => FIXTURE_NOW;

/** What a launchpad story's loader gives its render and play. */
export interface LaunchpadLoaded {
  story: StoryApp;
}

/**
 * A loader: the app at `path`, signed in as the fixture user (`signedIn: false`: a visitor).
 *
 * @example loaders: [launchpadLoader('/subscribe')]
 */
export function launchpadLoader(
  path: string,
  options: Omit<StoryAppOptions, 'path' | 'user'> & { signedIn?: boolean } = {},
) {
  const { signedIn = true, ...rest } = options;
  return (context: { globals: Record<string, unknown> }) =>
    appLoader({ ...(signedIn ? { user: userFixture } : {}), ...rest, path })(context);
}

/** The app the loader built, its countdowns at the fixtures' instant. */
export function LaunchpadView({ loaded }: { loaded: LaunchpadLoaded }) {
  return (
    <ClockProvider clock={storyClock}>
      <StoryAppView story={loaded.story} />
    </ClockProvider>
  );
}
