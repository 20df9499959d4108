import type { RequestHandler } from 'msw';
import type { LeaderApplication } from '@exchange/api';
import { defaultResolvers, routeHandler, userFixture } from '@exchange/api/msw';
import type { StoryApp } from '../../../testing/story-app.tsx';
import { StoryAppView } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';

// The copy trading pages' stories (never app code): the whole app at a /copy-trade path,
// signed in as the fixture user, over the MSW copy-trading fixtures, with what the page sent to
// the copy routes recorded for the play functions.

/** What the copy pages sent: each POST body, by route. */
export interface CopySent {
  apply: unknown[];
  follow: unknown[];
  unfollow: unknown[];
  close: unknown[];
}

/** What a copy story's loader gives its render and play. */
export interface CopyLoaded {
  story: StoryApp;
  sent: CopySent;
}

/** Options of {@link copyLoader}. */
export interface CopyLoaderOptions {
  /** A state's answers, before the recorders and the fixtures. */
  handlers?: readonly RequestHandler[];
  /** GET /copy/apply's answer until an application is sent (then POST's answer). */
  application?: LeaderApplication;
}

/**
 * A loader: the app at `path`, signed in, the state's handlers first, then recorders of the copy
 * mutations (answering with the fixtures), then the fixtures.
 *
 * @example loaders: [copyLoader('/copy-trade/order?tab=copies')]
 */
export function copyLoader(path: string, options: CopyLoaderOptions = {}) {
  const { handlers = [], application } = options;
  return async (context: { globals: Record<string, unknown> }): Promise<CopyLoaded> => {
    const sent: CopySent = { apply: [], follow: [], unfollow: [], close: [] };
    let applied: LeaderApplication | null = null;
    const recorders = [
      routeHandler(
        'copyApplication',
        (request) => applied ?? application ?? defaultResolvers.copyApplication(request),
      ),
      routeHandler('copyApply', (request) => {
        sent.apply.push(request.body);
        applied = defaultResolvers.copyApply(request);
        return applied;
      }),
      routeHandler('copyFollow', (request) => {
        sent.follow.push(request.body);
        return defaultResolvers.copyFollow(request);
      }),
      routeHandler('copyUnfollow', (request) => {
        sent.unfollow.push(request.body);
        return defaultResolvers.copyUnfollow(request);
      }),
      routeHandler('copyPositionClose', (request) => {
        sent.close.push(request.body);
        return defaultResolvers.copyPositionClose(request);
      }),
    ];
    const { story } = await appLoader({
      user: userFixture,
      path,
      handlers: [...handlers, ...recorders],
    })(context);
    return { story, sent };
  };
}

/** The app the loader built. */
export function CopyView({ loaded }: { loaded: CopyLoaded }) {
  return <StoryAppView story={loaded.story} />;
}
