import { useState } from 'react';
import type { RequestHandler } from 'msw';
import { userFixture } from '@exchange/api/msw';
import { LiveProvider } from '../../live/live-context.tsx';
import { OrdersStoryView } from '../../pages/spot-trade/orders/orders-story-kit.tsx';
import { optionPairsQuery } from '../../queries/option.query.ts';
import { createStoryApp, type StoryApp } from '../../testing/story-app.tsx';
import type { FakeLiveOptions } from '../../testing/fake-live.ts';
import { storyGlobals } from '../../testing/story-loaders.tsx';
import { OpenOptionsTable } from './open-options-table.tsx';
import { OptionHistoryTable } from './option-history-table.tsx';
import {
  optionOrdersBook,
  OPTION_STORY_NOW,
  type OptionOrdersBook,
} from './option-orders-story-kit.ts';
import type { OptionTableProps } from './option-table-props.ts';
import { ClockProvider } from '../../clock/use-now.tsx';

// The option tables' stories share this: the app's services over a mutable book
// (option-orders-story-kit.ts), a fake socket answering the `option@` channels, the clock
// standing at the fixture's instant, and each table with its page kept in state.

/** What an option table story's loader gives its render and play. */
export interface OptionTablesLoaded {
  story: StoryApp;
  book: OptionOrdersBook;
}

/** Options of {@link optionTablesLoader}. */
export interface OptionTablesOptions {
  book?: () => OptionOrdersBook;
  handlers?: readonly RequestHandler[];
  /** What the fake socket answers, e.g. an index tick per `option@` channel. */
  live?: FakeLiveOptions;
}

/**
 * A loader: the app services signed in, in the toolbar's language and theme, over a fresh book,
 * with the option pair list loaded as the shell loads it at start-up (the tables format prices
 * and stakes with the pairs' decimals). Queries do not retry: an error shows at once.
 */
export function optionTablesLoader(options: OptionTablesOptions = {}) {
  return async (context: { globals: Record<string, unknown> }): Promise<OptionTablesLoaded> => {
    const book = options.book?.() ?? optionOrdersBook();
    const story = await createStoryApp({
      ...storyGlobals(context),
      path: '/',
      user: userFixture,
      handlers: [...(options.handlers ?? []), ...book.handlers],
      ...(options.live ? { live: options.live } : {}),
    });
    story.app.queryClient.setDefaultOptions({
      queries: { ...story.app.queryClient.getDefaultOptions().queries, retry: false },
    });
    await story.app.queryClient.query(optionPairsQuery(story.app.services.api));
    return { story, book };
  };
}

/** Which table a story shows, with the filters a page would give it. */
export interface OptionTableArgs {
  table: 'open' | 'history';
  filter?: OptionTableProps['filter'];
  filtered?: boolean;
}

function Table({ table, filter = {}, filtered = false }: OptionTableArgs) {
  const [page, setPage] = useState(1);
  const props = { filter, page, onPageChange: setPage, filtered };
  switch (table) {
    case 'open':
      return <OpenOptionsTable {...props} />;
    case 'history':
      return <OptionHistoryTable {...props} />;
    default:
      return table satisfies never;
  }
}

const storyClock = () => OPTION_STORY_NOW;
const ignoreNotify = () => undefined;

/** Renders one option table inside what {@link optionTablesLoader} built. */
export function OptionTableStory({
  loaded,
  args,
}: {
  loaded: OptionTablesLoaded;
  args: OptionTableArgs;
}) {
  const { live } = loaded.story;
  return (
    <OrdersStoryView story={loaded.story}>
      <LiveProvider
        createSocket={live.createSocket}
        probe={live.probe}
        userId={null}
        onNotify={ignoreNotify}
      >
        <ClockProvider clock={storyClock}>
          <Table {...args} />
        </ClockProvider>
      </LiveProvider>
    </OrdersStoryView>
  );
}
