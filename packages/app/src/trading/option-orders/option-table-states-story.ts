import { expect, screen, userEvent, within } from 'storybook/test';
import { mockRouteLoading } from '@exchange/api/msw';
import { tableWithRows } from '../../testing/table-rows.ts';
import { failingOptionBook, optionOrdersBook } from './option-orders-story-kit.ts';
import {
  optionTablesLoader,
  type OptionTableArgs,
  type OptionTablesLoaded,
} from './option-tables-story.tsx';

// Stories only: the states both option tables show alike, each table with its own words.

/** A table's words in its states, and what its stories' book lists. */
export interface OptionTableStateTexts {
  /** The table's accessible name ("Open options"). */
  table: string;
  /** Said when the book is empty. */
  empty: string;
  /** Said when the filters leave nothing. */
  filteredEmpty: string;
  /** The filters that leave nothing of the fixture book. */
  filter: NonNullable<OptionTableArgs['filter']>;
  /** The load error's words. */
  error: string;
  /** The rows the fixture book gives the table. */
  rows: number;
}

/**
 * The empty, filtered-empty, loading and load-error stories of an option table (a story file
 * spreads each into its own export, with its own tags).
 *
 * @example export const Empty: Story = { tags: ['visual'], ...states.empty };
 */
export function optionTableStates(texts: OptionTableStateTexts) {
  return {
    empty: {
      loaders: [optionTablesLoader({ book: () => optionOrdersBook([]) })],
      play: async () => {
        await expect(await screen.findByText(texts.empty)).toBeVisible();
      },
    },
    filteredEmpty: {
      args: { filter: texts.filter, filtered: true },
      loaders: [optionTablesLoader()],
      play: async () => {
        await expect(await screen.findByText(texts.filteredEmpty)).toBeVisible();
      },
    },
    loading: {
      loaders: [optionTablesLoader({ handlers: [mockRouteLoading('optionOrders')] })],
      play: async () => {
        await expect(await screen.findByRole('table', { name: texts.table })).toHaveAttribute(
          'aria-busy',
          'true',
        );
      },
    },
    loadError: {
      loaders: [optionTablesLoader({ book: failingOptionBook })],
      play: async ({ loaded }: { loaded: Record<string, unknown> }) => {
        const message = await screen.findByText(texts.error);
        const alert = message.closest<HTMLElement>('[role="alert"]');
        if (!alert) throw new Error('The load error is not announced');
        (loaded as unknown as OptionTablesLoaded).book.failLists = false;
        await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
        await tableWithRows(texts.table, texts.rows);
      },
    },
  };
}
