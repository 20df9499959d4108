import { useLingui } from '@lingui/react/macro';
import type { EarnProduct, EarnType } from '@exchange/api';
import {
  Button,
  Checkbox,
  formatCoinAmount,
  Table,
  type TableColumn,
} from '@exchange/design-system';
import { useEarnProducts } from '../../../queries/earn.query.ts';
import { FilterSelect } from '../../assets/shared/filter-select.tsx';
import { LoadFailed } from '../../assets/shared/load-failed.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { aprText } from '../earn-format.ts';
import { useEarnLabels } from '../use-earn-labels.ts';
import { QuotaBar } from './quota-bar.tsx';
import styles from '../finance-page.module.css';

/** The product list's filters. */
export interface EarnProductFilters {
  coinId?: number;
  type?: EarnType;
  /** Only coins the user holds (signed in only). */
  held: boolean;
}

/** Props of {@link EarnProducts}. */
export interface EarnProductsProps {
  filters: EarnProductFilters;
  onFiltersChange: (filters: EarnProductFilters) => void;
  signedIn: boolean;
  /** The user chose a product to subscribe to. */
  onSubscribe: (product: EarnProduct) => void;
}

/**
 * The earn products (GET /earn/products): coin, term, annual rate (each tier when tiered),
 * minimum, per-user cap and the quota's progress bar, a Subscribe button (Sold out when the quota
 * is taken), filtered by coin, flexible or locked, and "Only what I hold".
 */
export function EarnProducts({
  filters,
  onFiltersChange,
  signedIn,
  onSubscribe,
}: EarnProductsProps) {
  const { t, i18n } = useLingui();
  const labels = useEarnLabels();
  const all = useEarnProducts({}, signedIn);
  const query = useEarnProducts(
    {
      ...(filters.coinId === undefined ? {} : { coin_id: filters.coinId }),
      ...(filters.type === undefined ? {} : { type: filters.type }),
      ...(signedIn && filters.held ? { held: true } : {}),
    },
    signedIn,
  );
  const coins = [...new Map((all.data ?? []).map((row) => [row.coin_id, row.coin_name]))].map(
    ([id, name]) => ({ value: String(id), label: name }),
  );
  const filtered = filters.coinId !== undefined || filters.type !== undefined || filters.held;

  const columns: TableColumn<EarnProduct>[] = [
    { key: 'coin', header: t`Coin`, cell: (row) => <strong>{row.coin_name}</strong> },
    {
      key: 'term',
      header: t`Term`,
      cell: (row) => (
        <span className={styles.nowrap}>{labels.term(row.type, row.duration_days)}</span>
      ),
    },
    {
      key: 'apr',
      header: t`Annual rate`,
      numeric: true,
      cell: (row) => <AprTiers product={row} />,
    },
    {
      key: 'min',
      header: t`Minimum`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.min_amount, row.coin_name),
    },
    {
      key: 'cap',
      header: t`Limit per user`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.user_cap, row.coin_name),
    },
    { key: 'quota', header: t`Quota`, cell: (row) => <QuotaBar product={row} /> },
    {
      key: 'action',
      header: <span className={styles.hidden}>{t`Action`}</span>,
      align: 'end',
      cell: (row) =>
        row.status === 'sold_out' ? (
          <Button size="sm" variant="secondary" disabled>
            {t`Sold out`}
          </Button>
        ) : (
          <Button
            size="sm"
            aria-label={t`Subscribe to ${row.coin_name} ${labels.term(row.type, row.duration_days)}`}
            onClick={() => {
              onSubscribe(row);
            }}
          >
            {t`Subscribe`}
          </Button>
        ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="earn-products-title">
      <h2 id="earn-products-title" className={styles.subtitle}>
        {t`Products`}
      </h2>
      <div className={styles.filters} role="group" aria-label={t`Filters`}>
        <FilterSelect
          label={t`Coin`}
          value={filters.coinId === undefined ? undefined : String(filters.coinId)}
          allLabel={t`All coins`}
          options={coins}
          onChange={(value) => {
            const id = Number(value);
            const { coinId: _coinId, ...rest } = filters;
            onFiltersChange(Number.isInteger(id) && id > 0 ? { ...rest, coinId: id } : rest);
          }}
        />
        <FilterSelect
          label={t`Term`}
          value={filters.type}
          allLabel={t`All terms`}
          options={[
            { value: 'flexible', label: labels.type('flexible') },
            { value: 'locked', label: labels.type('locked') },
          ]}
          onChange={(value) => {
            const { type: _type, ...rest } = filters;
            onFiltersChange(
              value === 'flexible' || value === 'locked' ? { ...rest, type: value } : rest,
            );
          }}
        />
        {signedIn ? (
          <Checkbox
            label={t`Only what I hold`}
            checked={filters.held}
            onCheckedChange={(held) => {
              onFiltersChange({ ...filters, held });
            }}
          />
        ) : null}
      </div>
      {query.isError && query.data === undefined ? (
        <LoadFailed
          message={callErrorMessage(query.error, i18n).text}
          onRetry={() => {
            void query.refetch();
          }}
        />
      ) : (
        <Table
          label={t`Earn products`}
          columns={columns}
          rows={query.data ?? []}
          rowKey={(row) => String(row.id)}
          loading={query.isPending}
          loadingLabel={t`Loading products…`}
          empty={filtered ? t`No product matches these filters` : t`No products yet`}
        />
      )}
    </section>
  );
}

/** The headline rate, and each tier under it when the product is tiered. */
function AprTiers({ product }: { product: EarnProduct }) {
  const { t } = useLingui();
  if (product.apr_tiers.length < 2)
    return <span className={styles.rate}>{aprText(product.apr)}</span>;
  return (
    <ul className={styles.tiers} aria-label={t`Rate tiers`}>
      {product.apr_tiers.map((tier, index) => {
        const rate = aprText(tier.apr);
        const previous = product.apr_tiers[index - 1]?.up_to ?? null;
        const text =
          tier.up_to === null
            ? previous === null
              ? rate
              : t`${rate} above ${formatCoinAmount(previous, product.coin_name)}`
            : t`${rate} up to ${formatCoinAmount(tier.up_to, product.coin_name)}`;
        return (
          <li key={tier.up_to ?? 'rest'} className={index === 0 ? styles.rate : undefined}>
            {text}
          </li>
        );
      })}
    </ul>
  );
}
