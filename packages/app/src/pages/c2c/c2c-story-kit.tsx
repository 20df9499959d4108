import { FIXTURE_NOW, mockRoute, securityOverviewFixture, userFixture } from '@exchange/api/msw';
import type { StoryApp, StoryAppOptions } from '../../testing/story-app.tsx';
import { StoryAppView } from '../../testing/story-app.tsx';
import { appLoader } from '../../testing/story-loaders.tsx';
import { ClockProvider } from '../../clock/use-now.tsx';

// The C2C pages' stories (never app code): the whole app at a /c2c path, signed in unless told
// otherwise, over the MSW C2C fixtures, the countdowns reading the fixtures' instant.

const storyClock = () => FIXTURE_NOW;

/** What a C2C story's loader gives its render and play. */
export interface C2cLoaded {
  story: StoryApp;
}

/**
 * A loader: the app at `path`, signed in as the fixture user (`signedIn: false`: a visitor;
 * `authenticator: true`: a user who bound Google Authenticator).
 *
 * @example loaders: [c2cLoader('/c2c?order=7001')]
 */
export function c2cLoader(
  path: string,
  options: Omit<StoryAppOptions, 'path' | 'user'> & {
    signedIn?: boolean;
    authenticator?: boolean;
  } = {},
) {
  const { signedIn = true, authenticator = false, handlers = [], ...rest } = options;
  const user = { ...userFixture, is_google2fa: authenticator };
  // The app refreshes the stored user from these two: they must agree with it.
  const bound = authenticator
    ? [
        mockRoute('getUserInfo', user),
        mockRoute('securityOverview', { ...securityOverviewFixture, google2fa: true }),
      ]
    : [];
  return (context: { globals: Record<string, unknown> }) =>
    appLoader({
      ...(signedIn ? { user } : {}),
      ...rest,
      handlers: [...bound, ...handlers],
      path,
    })(context);
}

/** The app the loader built, its countdowns at the fixtures' instant. */
export function C2cView({ loaded }: { loaded: C2cLoaded }) {
  return (
    <ClockProvider clock={storyClock}>
      <StoryAppView story={loaded.story} />
    </ClockProvider>
  );
}
