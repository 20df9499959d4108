import { useLingui } from '@lingui/react/macro';
import { CONTRACT_ORDER_TYPES, positionSideSchema } from '@exchange/api';
import { Field, Select } from '@exchange/design-system';
import { useContractPairs } from '../../../queries/contract.query.ts';
import { useContractLabels } from '../../../trading/contract-orders/use-contract-labels.ts';
import { DayRangeInputs } from '../../assets/shared/day-range-inputs.tsx';
import { parseEntrustsSearch, type EntrustsSearch } from './order-centre-search.ts';
import styles from './order-centre.module.css';

/** The Select value standing for "no filter" (Radix takes no empty value). */
const ALL = 'all';

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
  const listed = pairs.data ?? [];
  // A contract named in the URL stays choosable while the list loads (or if it was delisted).
  const symbols =
    search.symbol === undefined || listed.some((pair) => pair.symbol === search.symbol)
      ? listed.map((pair) => ({ value: pair.symbol, label: pair.name }))
      : [
          ...listed.map((pair) => ({ value: pair.symbol, label: pair.name })),
          { value: search.symbol, label: search.symbol },
        ];

  return (
    <div className={styles.filters} role="group" aria-label={t`Filters`}>
      <Field label={t`Contract`}>
        {(control) => (
          <Select
            id={control.id}
            value={search.symbol ?? ALL}
            onChange={(symbol) => {
              set({ symbol });
            }}
            options={[{ value: ALL, label: t`All contracts` }, ...symbols]}
          />
        )}
      </Field>
      {sideAndType ? (
        <>
          <Field label={t`Side`}>
            {(control) => (
              <Select
                id={control.id}
                value={search.side ?? ALL}
                onChange={(side) => {
                  set({ side });
                }}
                options={[
                  { value: ALL, label: t`All sides` },
                  ...positionSideSchema.options.map((side) => ({
                    value: side,
                    label: labels.side(side),
                  })),
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
                  ...CONTRACT_ORDER_TYPES.map((type) => ({
                    value: type,
                    label: labels.type(type),
                  })),
                ]}
              />
            )}
          </Field>
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
