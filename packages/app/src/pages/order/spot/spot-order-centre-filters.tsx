import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { orderSideSchema, ORDER_TYPES } from '@exchange/api';
import { useAppServices } from '../../../app-services.tsx';
import { spotPairsQuery } from '../../../queries/pairs.query.ts';
import { useOrderLabels } from '../../../trading/orders/use-order-labels.ts';
import { DayRangeInputs } from '../../assets/shared/day-range-inputs.tsx';
import { FilterSelect } from '../../assets/shared/filter-select.tsx';
import { pairFilterOptions } from '../contract/pair-filter-options.ts';
import {
  parseSpotOrderCentreSearch,
  TAB_STATUSES,
  tabOf,
  type SpotOrderCentreSearch,
} from './spot-order-centre-search.ts';
import styles from '../contract/order-centre.module.css';

/** Props of {@link SpotOrderCentreFilters}. */
export interface SpotOrderCentreFiltersProps {
  search: SpotOrderCentreSearch;
  /** A new set of filters; the page goes back to the first. */
  onChange: (search: SpotOrderCentreSearch) => void;
}

/**
 * Pair, side, type, status and a day range (trade history: pair, side and days); every choice
 * goes into the URL.
 */
export function SpotOrderCentreFilters({ search, onChange }: SpotOrderCentreFiltersProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const labels = useOrderLabels();
  const pairs = useQuery(spotPairsQuery(api));
  const tab = tabOf(search);
  const { page: _page, ...filters } = search;
  const set = (change: Partial<Record<keyof SpotOrderCentreSearch, string | undefined>>) => {
    // Parsed like the URL: "all" and "" drop out, and so does the page (back to the first).
    onChange(parseSpotOrderCentreSearch({ ...filters, ...change }));
  };

  return (
    <div className={styles.filters} role="group" aria-label={t`Filters`}>
      <FilterSelect
        label={t`Pair`}
        value={search.symbol}
        allLabel={t`All pairs`}
        options={pairFilterOptions(pairs.data, search.symbol)}
        onChange={(symbol) => {
          set({ symbol });
        }}
      />
      <FilterSelect
        label={t`Side`}
        value={search.side}
        allLabel={t`All sides`}
        options={orderSideSchema.options.map((side) => ({ value: side, label: labels.side(side) }))}
        onChange={(side) => {
          set({ side });
        }}
      />
      {tab === 'trades' ? null : (
        <>
          <FilterSelect
            label={t`Type`}
            value={search.type}
            allLabel={t`All types`}
            options={ORDER_TYPES.map((type) => ({ value: type, label: labels.type(type) }))}
            onChange={(type) => {
              set({ type });
            }}
          />
          <FilterSelect
            label={t`Status`}
            value={search.status}
            allLabel={t`All statuses`}
            options={TAB_STATUSES[tab].map((status) => ({
              value: status,
              label: labels.status({ status, filled_amount: '0' }),
            }))}
            onChange={(status) => {
              set({ status });
            }}
          />
        </>
      )}
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
