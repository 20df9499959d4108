import { useLingui } from '@lingui/react/macro';
import { ACCOUNT_TYPES, STATEMENT_TYPES, type RechargeWithdraw } from '@exchange/api';
import { DayRangeInputs } from '../shared/day-range-inputs.tsx';
import { useAccountLabels } from '../shared/use-account-labels.ts';
import { parseCapitalFlowSearch, type CapitalFlowSearch } from './capital-flow-search.ts';
import { statementLabel } from './statement-labels.ts';
import { FilterSelect } from '../shared/filter-select.tsx';
import styles from './capital-flow.module.css';

export interface CapitalFlowFiltersProps {
  search: CapitalFlowSearch;
  coins: readonly RechargeWithdraw[];
  /** A new set of filters; the page goes back to the first page. */
  onChange: (search: CapitalFlowSearch) => void;
}

/** Account, coin, type and a day range over the capital flow; every choice goes into the URL. */
export function CapitalFlowFilters({ search, coins, onChange }: CapitalFlowFiltersProps) {
  const { t, i18n } = useLingui();
  const accounts = useAccountLabels();
  const { page: _page, ...filters } = search;
  const set = (change: Partial<Record<keyof CapitalFlowSearch, string | undefined>>) => {
    // Parsed like the URL: "all" and "" drop out, and so does the page (back to the first).
    onChange(parseCapitalFlowSearch({ ...filters, ...change }));
  };

  return (
    <div className={styles.filters} role="group" aria-label={t`Filters`}>
      <FilterSelect
        label={t`Account`}
        value={search.account}
        allLabel={t`All accounts`}
        options={ACCOUNT_TYPES.map((account) => ({ value: account, label: accounts[account] }))}
        onChange={(account) => {
          set({ account });
        }}
      />
      <FilterSelect
        label={t`Coin`}
        value={search.coin}
        allLabel={t`All coins`}
        options={coins.map((coin) => ({ value: coin.coin_name, label: coin.coin_name }))}
        onChange={(coin) => {
          set({ coin });
        }}
      />
      <FilterSelect
        label={t`Type`}
        value={search.type}
        allLabel={t`All types`}
        options={STATEMENT_TYPES.map((type) => ({
          value: type,
          label: statementLabel(i18n, type),
        }))}
        onChange={(type) => {
          set({ type });
        }}
      />
      <DayRangeInputs
        from={search.from}
        to={search.to}
        onChange={(change) => {
          set(change);
        }}
      />
    </div>
  );
}
