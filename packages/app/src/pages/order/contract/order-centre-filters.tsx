import { useLingui } from '@lingui/react/macro';
import { CONTRACT_ORDER_TYPES, positionSideSchema } from '@exchange/api';
import { useContractPairs } from '../../../queries/contract.query.ts';
import { useContractLabels } from '../../../trading/contract-orders/use-contract-labels.ts';
import { DayRangeInputs } from '../../assets/shared/day-range-inputs.tsx';
import { parseEntrustsSearch, type EntrustsSearch } from './order-centre-search.ts';
import { FilterSelect } from '../../assets/shared/filter-select.tsx';
import { pairFilterOptions } from './pair-filter-options.ts';
import styles from './order-centre.module.css';

/** Props of {@link OrderCentreFilters}. */
export interface OrderCentreFiltersProps {
  search: EntrustsSearch;
  /** A new set of filters; the page goes back to the first. */
  onChange: (search: EntrustsSearch) => void;
  /** The entrust pages filter by side and type too; fills and funding do not. */
  sideAndType: boolean;
}

/** Contract, side, type and a day range; every choice goes into the URL. */
export function OrderCentreFilters({ search, onChange, sideAndType }: OrderCentreFiltersProps) {
  const { t } = useLingui();
  const labels = useContractLabels();
  const pairs = useContractPairs();
  const { page: _page, ...filters } = search;
  const set = (change: Partial<Record<keyof EntrustsSearch, string | undefined>>) => {
    // Parsed like the URL: "all" and "" drop out, and so does the page (back to the first).
    onChange(parseEntrustsSearch({ ...filters, ...change }));
  };
  const symbols = pairFilterOptions(pairs.data, search.symbol);

  return (
    <div className={styles.filters} role="group" aria-label={t`Filters`}>
      <FilterSelect
        label={t`Contract`}
        value={search.symbol}
        allLabel={t`All contracts`}
        options={symbols}
        onChange={(symbol) => {
          set({ symbol });
        }}
      />
      {sideAndType ? (
        <>
          <FilterSelect
            label={t`Side`}
            value={search.side}
            allLabel={t`All sides`}
            options={positionSideSchema.options.map((side) => ({
              value: side,
              label: labels.side(side),
            }))}
            onChange={(side) => {
              set({ side });
            }}
          />
          <FilterSelect
            label={t`Type`}
            value={search.type}
            allLabel={t`All types`}
            options={CONTRACT_ORDER_TYPES.map((type) => ({
              value: type,
              label: labels.type(type),
            }))}
            onChange={(type) => {
              set({ type });
            }}
          />
        </>
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
