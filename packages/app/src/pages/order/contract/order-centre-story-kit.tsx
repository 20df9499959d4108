import type { StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import type { RequestHandler } from 'msw';
import { mockRouteLoading, userFixture } from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp, type StoryAppOptions } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { tableWithRows } from '../../../testing/table-rows.ts';
import {
  contractOrdersBook,
  type ContractOrdersBook,
} from '../../../trading/contract-orders/contract-orders-story-kit.ts';
import { shellSettled } from '../../assets/shared/story-settle.ts';

// The order-centre pages' stories (never app code): the whole app at a path, signed in, over the
// contract order book of trading/contract-orders (the option order centre's kit builds on this).

/** What an order-centre story's loader gives its render and play: the app and its book. */
export interface BookLoaded<B> {
  story: StoryApp;
  book: B;
}

/** What an order-centre story's loader gives its render and play. */
export type CentreLoaded = BookLoaded<ContractOrdersBook>;

/** A story book of a product's order routes: the handlers that serve it. */
interface StoryBook {
  handlers: RequestHandler[];
}

/**
 * The loaders of a product's order-centre stories: the app at `path`, signed in as the fixture
 * user (over `defaults`, then a story's own options), with a fresh book from `fresh` (or the one
 * a story's `book` makes) behind the product's order routes.
 *
 * @example export const optionCentreLoader = bookLoaderOf(optionOrdersBook, { live });
 */
export function bookLoaderOf<B extends StoryBook>(
  fresh: () => B,
  defaults: Omit<StoryAppOptions, 'path'> = {},
) {
  return (path: string, options: Omit<StoryAppOptions, 'path'> & { book?: () => B } = {}) =>
    async (context: { globals: Record<string, unknown> }): Promise<BookLoaded<B>> => {
      const { book: makeBook, ...appOptions } = options;
      const book = makeBook?.() ?? fresh();
      const loaded = await appLoader({
        user: userFixture,
        ...defaults,
        ...appOptions,
        path,
        handlers: [...(appOptions.handlers ?? []), ...book.handlers],
      })(context);
      return { ...loaded, book };
    };
}

/**
 * A loader: the app at `path`, signed in as the fixture user, with a fresh book (or the one
 * `book` makes) behind the contract routes.
 *
 * @example loaders: [centreLoader('/order/contract/entrust?side=long')]
 */
export const centreLoader = bookLoaderOf(contractOrdersBook);

/** A book whose list routes fail (500) until a story clears `failLists`. */
export function failingBook(): ContractOrdersBook {
  const book = contractOrdersBook();
  book.failLists = true;
  return book;
}

/**
 * What every order-centre page's meta holds besides its title (kept a literal in each file, as
 * Storybook's indexer reads it): the whole page, rendered from the loader's app.
 *
 * @example const meta = { title: 'Pages/Order/Contract open orders', ...centreMeta } satisfies Meta;
 */
export const centreMeta = {
  parameters: { layout: 'fullscreen' },
  render: (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryAppView story={(loaded as unknown as CentreLoaded).story} />
  ),
};

/**
 * The page at `path` while its list route never answers: the table busy, the page loading.
 *
 * @example export const Loading: Story = centreLoading(PATH, 'contractFills', 'Trade history');
 */
export function centreLoading(
  path: string,
  route: Parameters<typeof mockRouteLoading>[0],
  table: string,
  tags: string[] = [],
): StoryObj {
  return {
    tags,
    loaders: [centreLoader(path, { handlers: [mockRouteLoading(route)] })],
    play: async () => {
      await expect(await screen.findByRole('table', { name: table })).toHaveAttribute(
        'aria-busy',
        'true',
      );
      await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
      await shellSettled();
    },
  };
}

/**
 * The Arabic, right-to-left variant of a page's Filled story: its table (by its Arabic name)
 * with all its rows.
 *
 * @example export const Arabic: Story = centreInArabic(Filled, 'سجل الصفقات', STORY_FILLS.length);
 */
export function centreInArabic<S extends StoryObj>(filled: S, table: string, rows: number): S {
  return inArabic(filled, async () => {
    await tableWithRows(table, rows);
    await shellSettled();
  });
}
