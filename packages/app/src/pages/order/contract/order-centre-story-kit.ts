import { expect, screen, waitFor, within } from 'storybook/test';
import { userFixture } from '@exchange/api/msw';
import type { StoryAppOptions } from '../../../testing/story-app.tsx';
import type { StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import {
  contractOrdersBook,
  type ContractOrdersBook,
} from '../../../trading/contract-orders/contract-orders-story-kit.ts';

// The order-centre pages' stories (never app code): the whole app at a path, signed in, over the
// contract order book of trading/contract-orders.

/** What an order-centre story's loader gives its render and play. */
export interface CentreLoaded {
  story: StoryApp;
  book: ContractOrdersBook;
}

/**
 * A loader: the app at `path`, signed in as the fixture user, with a fresh book (or the one
 * `book` makes) behind the contract routes.
 *
 * @example loaders: [centreLoader('/order/contract/entrust?side=long')]
 */
export function centreLoader(
  path: string,
  options: Omit<StoryAppOptions, 'path'> & { book?: () => ContractOrdersBook } = {},
) {
  return async (context: { globals: Record<string, unknown> }): Promise<CentreLoaded> => {
    const book = options.book?.() ?? contractOrdersBook();
    const loaded = await appLoader({
      user: userFixture,
      ...options,
      path,
      handlers: [...(options.handlers ?? []), ...book.handlers],
    })(context);
    return { ...loaded, book };
  };
}

/** A book whose list routes fail (500) until a story clears `failLists`. */
export function failingBook(): ContractOrdersBook {
  const book = contractOrdersBook();
  book.failLists = true;
  return book;
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
