import { useLingui } from '@lingui/react/macro';
import { optionDirectionSchema } from '@exchange/api';
import { useOptionPairs } from '../../../queries/option.query.ts';
import { useOptionLabels } from '../../../trading/option-orders/use-option-labels.ts';
import { DayRangeInputs } from '../../assets/shared/day-range-inputs.tsx';
import { FilterSelect } from '../../assets/shared/filter-select.tsx';
import {
  OPTION_RESULTS,
  parseOptionOrdersSearch,
  type OptionOrdersSearch,
} from './option-orders-search.ts';
import { pairFilterOptions } from '../contract/pair-filter-options.ts';
import styles from '../contract/order-centre.module.css';

/** Props of {@link OptionOrdersFilters}. */
export interface OptionOrdersFiltersProps {
  search: OptionOrdersSearch;
  /** A new set of filters; the page goes back to the first, the tab stays. */
  onChange: (search: OptionOrdersSearch) => void;
}

/** Pair, direction, result (history only) and a day range; every choice goes into the URL. */
export function OptionOrdersFilters({ search, onChange }: OptionOrdersFiltersProps) {
  const { t } = useLingui();
  const labels = useOptionLabels();
  const pairs = useOptionPairs();
  const { page: _page, ...filters } = search;
  const set = (change: Partial<Record<keyof OptionOrdersSearch, string | undefined>>) => {
    // Parsed like the URL: "all" and "" drop out, and so does the page (back to the first).
    onChange(parseOptionOrdersSearch({ ...filters, ...change }));
  };
  const symbols = pairFilterOptions(pairs.data, search.symbol);

  return (
    <div className={styles.filters} role="group" aria-label={t`Filters`}>
      <FilterSelect
        label={t`Pair`}
        value={search.symbol}
        allLabel={t`All pairs`}
        options={symbols}
        onChange={(symbol) => {
          set({ symbol });
        }}
      />
      <FilterSelect
        label={t`Direction`}
        value={search.direction}
        allLabel={t`Up and down`}
        options={optionDirectionSchema.options.map((direction) => ({
          value: direction,
          label: labels.direction(direction),
        }))}
        onChange={(direction) => {
          set({ direction });
        }}
      />
      {search.tab === 'history' ? (
        <FilterSelect
          label={t`Result`}
          value={search.status}
          allLabel={t`All results`}
          options={OPTION_RESULTS.map((status) => ({
            value: status,
            label: labels.result(status),
          }))}
          onChange={(status) => {
            set({ status });
          }}
        />
      ) : null}
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
