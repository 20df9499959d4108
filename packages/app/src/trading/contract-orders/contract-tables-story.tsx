import { useState, type ReactNode } from 'react';
import type { OrderState } from '@exchange/api';
import {
  createOrdersStory,
  OrdersStoryView,
  type OrdersStoryOptions,
} from '../../pages/spot-trade/orders/orders-story-kit.tsx';
import { contractPairsQuery } from '../../queries/pairs.query.ts';
import type { StoryApp } from '../../testing/story-app.tsx';
import { storyGlobals } from '../../testing/story-loaders.tsx';
import type { OpenEntrustsFilter } from './cancel-entrusts.ts';
import { useContractPairFormats } from './contract-pair-formats.ts';
import { contractOrdersBook, type ContractOrdersBook } from './contract-orders-story-kit.ts';
import { EntrustsTable } from './entrusts-table.tsx';
import { FillsTable } from './fills-table.tsx';
import { FundingTable } from './funding-table.tsx';

// The contract tables' stories share this: the app's services over a mutable order book
// (contract-orders-story-kit.ts), and each table with its page kept in state as a page would.

/** What a contract table story's loader gives its render and play. */
export interface TablesLoaded {
  story: StoryApp;
  book: ContractOrdersBook;
}

/**
 * A loader: the app services in the toolbar's language and theme over a fresh book, with the
 * contract pair list loaded as the app shell loads it at start-up (the tables format prices and
 * sizes with the pairs' precisions; without the list a first render shows the wire's decimals).
 */
export function tablesLoader(
  options: OrdersStoryOptions & { book?: () => ContractOrdersBook } = {},
) {
  return async (context: { globals: Record<string, unknown> }): Promise<TablesLoaded> => {
    const book = options.book?.() ?? contractOrdersBook();
    const story = await createOrdersStory({
      ...storyGlobals(context),
      ...options,
      handlers: [...(options.handlers ?? []), ...book.handlers],
    });
    await story.app.queryClient.query(contractPairsQuery(story.app.services.api));
    return { story, book };
  };
}

/** Which table a story shows, with the filters a page would give it. */
export interface TableArgs {
  table: 'entrusts' | 'fills' | 'funding';
  state?: OrderState;
  filter?: OpenEntrustsFilter;
  filtered?: boolean;
}

function Table({ table, state = 'open', filter = {}, filtered = false }: TableArgs) {
  const [page, setPage] = useState(1);
  const formatOf = useContractPairFormats();
  const props = { filter, page, onPageChange: setPage, formatOf, filtered };
  switch (table) {
    case 'entrusts':
      return <EntrustsTable state={state} {...props} />;
    case 'fills':
      return <FillsTable {...props} />;
    case 'funding':
      return <FundingTable {...props} />;
    default:
      return table satisfies never;
  }
}

/** Renders one contract table inside what {@link tablesLoader} built. */
export function ContractTableStory({
  loaded,
  args,
  children,
}: {
  loaded: TablesLoaded;
  args: TableArgs;
  children?: ReactNode;
}) {
  return (
    <OrdersStoryView story={loaded.story}>
      <Table {...args} />
      {children}
    </OrdersStoryView>
  );
}
