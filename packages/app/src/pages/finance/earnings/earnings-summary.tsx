import { useLingui, Trans } from '@lingui/react/macro';
import { formatCoinAmount, formatDateTime, TimeSeriesChart } from '@exchange/design-system';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { useEarnSummary } from '../../../queries/earn.query.ts';
import { LoadFailed } from '../../assets/shared/load-failed.tsx';
import styles from '../finance-page.module.css';

// Each point is the end of a UTC day (the wire's rule), so the dates are read in UTC.
const UTC = { timezone: 'UTC', localTimezone: 'UTC', hour24: true };
const dayOf = (ms: number) => formatDateTime(ms, UTC).slice(0, 10);
const axisDayOf = (ms: number) => dayOf(ms).slice(0, 5);

/**
 * "My earnings" (GET /earn/summary): what is held in earn, yesterday's and total interest, all
 * valued in USDT, and the cumulative interest of the last 30 days on the design system's
 * time-series chart.
 */
export function EarningsSummary() {
  const { t, i18n } = useLingui();
  const summary = useEarnSummary(true);
  if (summary.isError && summary.data === undefined)
    return (
      <LoadFailed
        message={callErrorMessage(summary.error, i18n).text}
        onRetry={() => {
          void summary.refetch();
        }}
      />
    );
  const data = summary.data;
  const coin = data?.valuation_coin ?? 'USDT';
  const figure = (value: string | undefined) =>
    value === undefined ? '…' : formatCoinAmount(value, coin);
  return (
    <div className={styles.summary}>
      <dl className={styles.figures}>
        <div>
          <dt>{t`Held in earn`}</dt>
          <dd>{figure(data?.total_value)}</dd>
        </div>
        <div>
          <dt>{t`Yesterday's interest`}</dt>
          <dd>{figure(data?.yesterday_interest)}</dd>
        </div>
        <div>
          <dt>{t`Total interest`}</dt>
          <dd>{figure(data?.total_interest)}</dd>
        </div>
      </dl>
      <TimeSeriesChart
        kind="area"
        tone="primary"
        points={data?.cumulative_interest ?? []}
        loading={summary.isPending}
        loadingLabel={t`Loading earnings…`}
        emptyLabel={<Trans>No interest yet.</Trans>}
        label={t`Cumulative interest, last 30 days`}
        summaryLabels={{ first: t`First`, last: t`Latest`, lowest: t`Lowest`, highest: t`Highest` }}
        formatValue={(value) => formatCoinAmount(value, coin)}
        formatTime={dayOf}
        formatAxisTime={axisDayOf}
        height={180}
      />
    </div>
  );
}
