import { useLingui } from '@lingui/react/macro';
import { LAUNCHPAD_RECORD_TYPES, type LaunchpadRecord } from '@exchange/api';
import {
  Button,
  formatCoinAmount,
  formatDateTime,
  NO_VALUE,
  type TableColumn,
} from '@exchange/design-system';
import {
  useExportLaunchpadRecords,
  useLaunchpadProjects,
  useLaunchpadRecords,
  useLaunchpadUserEvents,
} from '../../../queries/launchpad.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { ORDERS_PAGE_SIZE, searchPaging } from '../../../trading/orders/orders-page.ts';
import { OrdersTable } from '../../../trading/orders/orders-table.tsx';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { saveText } from '../../assets/capital-flow/export-csv-button.tsx';
import { DayRangeInputs } from '../../assets/shared/day-range-inputs.tsx';
import { FilterSelect } from '../../assets/shared/filter-select.tsx';
import { useLaunchpadLabels } from '../../subscribe/use-launchpad-labels.ts';
import { pageStateOf } from '../contract/page-state.ts';
import {
  isLaunchpadFiltered,
  launchpadWireFilter,
  parseLaunchpadRecordsSearch,
  type LaunchpadRecordsSearch,
} from './launchpad-records-search.ts';
import styles from '../contract/order-centre.module.css';

/** Props of {@link LaunchpadRecordsPage}. */
export interface LaunchpadRecordsPageProps {
  search: LaunchpadRecordsSearch;
  onSearchChange: (search: LaunchpadRecordsSearch) => void;
}

/**
 * /order/subscribe (issue 21): the caller's launchpad records (commitments, allocations with
 * their cost, refunds), filtered by type, project and day range (in the URL), a page at a time,
 * with a CSV export of everything the filters match.
 */
export function LaunchpadRecordsPage({ search, onSearchChange }: LaunchpadRecordsPageProps) {
  const { t, i18n } = useLingui();
  const labels = useLaunchpadLabels();
  const timeOptions = useDateTimeOptions();
  useLaunchpadUserEvents();
  const filter = launchpadWireFilter(search);
  const page = search.page ?? 1;
  const query = useLaunchpadRecords({ ...filter, page, limit: ORDERS_PAGE_SIZE }, true);
  const projects = useLaunchpadProjects(undefined, true);
  const exportCsv = useExportLaunchpadRecords(saveText);
  const pageState = pageStateOf(query);
  const { page: _page, ...filters } = search;
  const set = (change: Partial<Record<keyof LaunchpadRecordsSearch, string | undefined>>) => {
    // Parsed like the URL: "all" and "" drop out, and so does the page (back to the first).
    onSearchChange(parseLaunchpadRecordsSearch({ ...filters, ...change }));
  };

  const columns: TableColumn<LaunchpadRecord>[] = [
    {
      key: 'created_at',
      header: t`Time`,
      cell: (row) => formatDateTime(row.created_at, timeOptions),
    },
    { key: 'type', header: t`Type`, cell: (row) => labels.type(row.type) },
    {
      key: 'project',
      header: t`Project`,
      cell: (row) => `${row.project_name} (${row.token})`,
    },
    { key: 'phase', header: t`Phase`, cell: (row) => labels.phase(row.phase) },
    {
      key: 'amount',
      header: t`Amount`,
      numeric: true,
      cell: (row) => formatCoinAmount(row.amount, row.coin),
    },
    {
      key: 'cost',
      header: t`Cost`,
      numeric: true,
      cell: (row) => (row.cost === null ? NO_VALUE : formatCoinAmount(row.cost, row.quote_coin)),
    },
  ];

  return (
    <main className={styles.page} data-state={pageState} data-section="subscribe">
      <h1 className={styles.title}>{i18n._(PAGE_TITLES.subscriptionOrders)}</h1>
      <div className={styles.filters} role="group" aria-label={t`Filters`}>
        <FilterSelect
          label={t`Type`}
          value={search.type}
          allLabel={t`All types`}
          options={LAUNCHPAD_RECORD_TYPES.map((type) => ({
            value: type,
            label: labels.type(type),
          }))}
          onChange={(type) => {
            set({ type });
          }}
        />
        <FilterSelect
          label={t`Project`}
          value={search.project === undefined ? undefined : String(search.project)}
          allLabel={t`All projects`}
          options={(projects.data ?? []).map((project) => ({
            value: String(project.id),
            label: project.name,
          }))}
          onChange={(project) => {
            set({ project });
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
      <OrdersTable
        tab={searchPaging(search, onSearchChange)}
        label={t`Subscription records`}
        query={query}
        columns={columns}
        empty={
          isLaunchpadFiltered(search)
            ? t`No record matches these filters`
            : t`No subscription records yet`
        }
        errorText={t`Could not load your subscription records.`}
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabled={pageState !== 'ready'}
            loading={exportCsv.isPending}
            onClick={() => {
              exportCsv.mutate(filter);
            }}
          >
            {t`Export CSV`}
          </Button>
        }
      />
    </main>
  );
}
