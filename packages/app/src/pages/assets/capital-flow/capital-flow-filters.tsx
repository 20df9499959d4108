import { useLingui } from '@lingui/react/macro';
import { ACCOUNT_TYPES, STATEMENT_TYPES, type RechargeWithdraw } from '@exchange/api';
import { Field, Select } from '@exchange/design-system';
import { DayRangeInputs } from '../shared/day-range-inputs.tsx';
import { useAccountLabels } from '../shared/use-account-labels.ts';
import { parseCapitalFlowSearch, type CapitalFlowSearch } from './capital-flow-search.ts';
import { statementLabel } from './statement-labels.ts';
import styles from './capital-flow.module.css';

/** The Select value standing for "no filter" (Radix takes no empty value). */
const ALL = 'all';

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
      <Field label={t`Account`}>
        {(control) => (
          <Select
            id={control.id}
            value={search.account ?? ALL}
            onChange={(account) => {
              set({ account });
            }}
            options={[
              { value: ALL, label: t`All accounts` },
              ...ACCOUNT_TYPES.map((account) => ({ value: account, label: accounts[account] })),
            ]}
          />
        )}
      </Field>
      <Field label={t`Coin`}>
        {(control) => (
          <Select
            id={control.id}
            value={search.coin ?? ALL}
            onChange={(coin) => {
              set({ coin });
            }}
            options={[
              { value: ALL, label: t`All coins` },
              ...coins.map((coin) => ({ value: coin.coin_name, label: coin.coin_name })),
            ]}
          />
        )}
      </Field>
      <Field label={t`Type`}>
        {(control) => (
          <Select
            id={control.id}
            value={search.type ?? ALL}
            onChange={(type) => {
              set({ type });
            }}
            options={[
              { value: ALL, label: t`All types` },
              ...STATEMENT_TYPES.map((type) => ({
                value: type,
                label: statementLabel(i18n, type),
              })),
            ]}
          />
        )}
      </Field>
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
