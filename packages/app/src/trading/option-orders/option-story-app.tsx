import { StoryAppView, type StoryApp } from '../../testing/story-app.tsx';
import { OPTION_STORY_NOW } from './option-orders-story-kit.ts';
import { ClockProvider } from '../../clock/use-now.tsx';

// Stories only (never app code): the whole app of a story with the option countdowns' clock at
// the fixture's instant, so "waiting for entry", "in the money" and "settling" read the same on
// every run (the option page and the option order centre).

const storyClock = () => OPTION_STORY_NOW;

/**
 * The app a story's loader built, its option countdowns reading {@link OPTION_STORY_NOW}.
 *
 * @example render: (_args, { loaded }) => <OptionStoryAppView story={loaded.story as StoryApp} />
 */
export function OptionStoryAppView({ story }: { story: StoryApp }) {
  return (
    <ClockProvider clock={storyClock}>
      <StoryAppView story={story} />
    </ClockProvider>
  );
}
