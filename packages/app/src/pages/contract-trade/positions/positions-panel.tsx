import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractPair } from '@exchange/api';
import { Checkbox, Tabs } from '@exchange/design-system';
import { useAuth } from '../../../app-services.tsx';
import { useContractEntrusts, useContractPositions } from '../../../queries/contract.query.ts';
import { EntrustsTable } from '../../../trading/contract-orders/entrusts-table.tsx';
import { FillsTable } from '../../../trading/contract-orders/fills-table.tsx';
import { FundingTable } from '../../../trading/contract-orders/funding-table.tsx';
import { ORDERS_PAGE_SIZE } from '../../../trading/orders/orders-page.ts';
import { OrdersSignInPrompt } from '../../../trading/orders/orders-sign-in-prompt.tsx';
import { contractFormatOf } from './position-formats.ts';
import { PositionsTab } from './positions-tab.tsx';
import styles from './positions.module.css';

/** Props of {@link ContractPositionsPanel}. */
export interface ContractPositionsPanelProps {
  /** The page's contract; "Current symbol only" narrows every tab to it. */
  symbol: string;
  /** The contract list: names, precisions and brackets of each row's symbol. */
  pairs: readonly ContractPair[];
  /**
   * Live mark prices by symbol from the page's feed: PnL and ROE are recomputed from them with
   * the formulas. A symbol without one shows the figures of the last positions answer.
   */
  markPrices?: Readonly<Record<string, string>>;
}

type PagedTab = 'open' | 'history' | 'trades' | 'funding';
type Pages = Record<PagedTab, number> & { scope: string };
const FIRST_PAGES: Record<PagedTab, number> = { open: 1, history: 1, trades: 1, funding: 1 };

const NO_MARKS: Readonly<Record<string, string>> = {};

/**
 * The bottom panel of /contract-trade: Positions (n), Open orders (n), Order history, Trade
 * history and Funding history, with a "Current symbol only" switch (off: every contract). A
 * visitor sees a sign-in prompt. The page invalidates the contract queries on the user's
 * contract events, so the tabs stay live.
 *
 * @example <ContractPositionsPanel symbol="BTCUSDT" pairs={pairs} markPrices={{ BTCUSDT: '64012.3' }} />
 */
export function ContractPositionsPanel({
  symbol,
  pairs,
  markPrices = NO_MARKS,
}: ContractPositionsPanelProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  return (
    <section className={styles.root} aria-label={t`Positions and orders`}>
      {user === null ? (
        <SignInPrompt />
      ) : (
        <PanelTabs symbol={symbol} pairs={pairs} markPrices={markPrices} />
      )}
    </section>
  );
}

function PanelTabs({ symbol, pairs, markPrices }: Required<ContractPositionsPanelProps>) {
  const { t } = useLingui();
  const [currentOnly, setCurrentOnly] = useState(false);
  const shown = currentOnly ? symbol : undefined;
  const wire = shown === undefined ? {} : { symbol: shown };
  const formatOf = contractFormatOf(pairs);
  const positions = useContractPositions(true);
  const rows = (positions.data ?? []).filter((row) => shown === undefined || row.symbol === shown);
  // Each tab keeps its page while the user switches tabs; a new symbol or filter starts at 1.
  const scope = shown ?? '*';
  const [savedPages, setPages] = useState<Pages>({ scope, ...FIRST_PAGES });
  const pages: Pages = savedPages.scope === scope ? savedPages : { scope, ...FIRST_PAGES };
  const paging = (tab: PagedTab) => ({
    page: pages[tab],
    onPageChange: (page: number) => {
      setPages({ ...pages, [tab]: page });
    },
  });
  // The open orders table's first page (the same query, deduplicated): its total is the count.
  const open = useContractEntrusts(
    { ...wire, state: 'open', page: 1, limit: ORDERS_PAGE_SIZE },
    true,
  );
  const openTotal = open.data?.total;
  // Each panel shows the switch in its own toolbar: only the open panel is mounted at a time.
  const filter = (
    <Checkbox
      label={t`Current symbol only`}
      checked={currentOnly}
      onCheckedChange={setCurrentOnly}
    />
  );

  return (
    <Tabs
      label={t`Positions and orders`}
      items={[
        {
          value: 'positions',
          label: positions.data === undefined ? t`Positions` : t`Positions (${rows.length})`,
          content: (
            <PositionsTab
              query={positions}
              rows={rows}
              pairs={pairs}
              formatOf={formatOf}
              markPrices={markPrices}
              filter={filter}
            />
          ),
        },
        {
          value: 'open',
          label: openTotal === undefined ? t`Open orders` : t`Open orders (${openTotal})`,
          content: (
            <EntrustsTable
              state="open"
              filter={wire}
              filtered={currentOnly}
              formatOf={formatOf}
              toolbar={filter}
              {...paging('open')}
            />
          ),
        },
        {
          value: 'history',
          label: t`Order history`,
          content: (
            <EntrustsTable
              state="history"
              filter={wire}
              filtered={currentOnly}
              formatOf={formatOf}
              toolbar={filter}
              {...paging('history')}
            />
          ),
        },
        {
          value: 'trades',
          label: t`Trade history`,
          content: (
            <FillsTable
              filter={wire}
              filtered={currentOnly}
              formatOf={formatOf}
              toolbar={filter}
              {...paging('trades')}
            />
          ),
        },
        {
          value: 'funding',
          label: t`Funding history`,
          content: (
            <FundingTable
              filter={wire}
              filtered={currentOnly}
              formatOf={formatOf}
              toolbar={filter}
              {...paging('funding')}
            />
          ),
        },
      ]}
    />
  );
}

function SignInPrompt() {
  return (
    <OrdersSignInPrompt>
      <Trans>Log in to see your positions, orders and funding.</Trans>
    </OrdersSignInPrompt>
  );
}
