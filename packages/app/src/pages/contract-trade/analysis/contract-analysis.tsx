import Big from 'big.js';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractPair } from '@exchange/api';
import {
  Button,
  formatAmount,
  formatDateTime,
  TimeSeriesChart,
  withUnit,
  type TimeSeriesPoint,
} from '@exchange/design-system';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { useContractFundingRates, useContractStats } from '../../../queries/contract.query.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { formatFundingRate } from '../header/contract-header-strip.tsx';
import styles from './contract-analysis.module.css';

/** Funding rates as points in percent (the wire's fractions × 100), for the chart. */
export function fundingRatePoints(
  rates: readonly { rate: string; funding_time: number }[],
): TimeSeriesPoint[] {
  return rates.map((rate) => ({
    time: rate.funding_time,
    value: new Big(rate.rate).times(100).toFixed(),
  }));
}

/**
 * The analysis view (SPEC.md: the contract page's "analysis"): the symbol's funding-rate history
 * (GET /contract/funding_rate), its open interest and the long/short account ratio (GET
 * /contract/stats), each drawn by the design system's time-series chart.
 */
export function ContractAnalysis({ pair }: { pair: ContractPair }) {
  const { t } = useLingui();
  const rates = useContractFundingRates(pair.symbol);
  const stats = useContractStats(pair.symbol);
  const dateOptions = useDateTimeOptions();
  const formatTime = (ms: number) => formatDateTime(ms, dateOptions);
  const summaryLabels = {
    first: t`First`,
    last: t`Latest`,
    lowest: t`Lowest`,
    highest: t`Highest`,
  };
  const base = pair.base_coin;
  const name = pair.name;
  const common = { summaryLabels, formatTime, height: 200, loadingLabel: t`Loading…` };

  return (
    <section className={styles.analysis} aria-label={t`${name} market analysis`}>
      <Panel title={t`Funding rate history`} query={rates}>
        <TimeSeriesChart
          {...common}
          kind="line"
          points={rates.data ? fundingRatePoints(rates.data) : []}
          loading={rates.isPending}
          label={t`${name} funding rate per interval`}
          emptyLabel={<Trans>No funding has been settled yet.</Trans>}
          formatValue={(value) => formatFundingRate(new Big(value).div(100).toFixed())}
        />
      </Panel>
      <Panel title={t`Open interest`} query={stats}>
        <TimeSeriesChart
          {...common}
          kind="area"
          points={(stats.data ?? []).map((stat) => ({
            time: stat.time,
            value: stat.open_interest,
          }))}
          loading={stats.isPending}
          label={t`${name} open interest (${base})`}
          emptyLabel={<Trans>No samples yet.</Trans>}
          formatValue={(value) => withUnit(formatAmount(value, pair.size_precision), base)}
        />
      </Panel>
      <Panel title={t`Long/short ratio`} query={stats}>
        <TimeSeriesChart
          {...common}
          kind="line"
          tone="rise"
          points={(stats.data ?? []).map((stat) => ({
            time: stat.time,
            value: stat.long_short_ratio,
          }))}
          loading={stats.isPending}
          label={t`${name} accounts long over accounts short`}
          emptyLabel={<Trans>No samples yet.</Trans>}
          formatValue={(value) => formatAmount(value, 2)}
        />
      </Panel>
    </section>
  );
}

function Panel({
  title,
  query,
  children,
}: {
  title: string;
  query: UseQueryResult;
  children: React.ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>{title}</h2>
      {query.isError && query.data === undefined ? (
        <div className={styles.failed} role="alert">
          <p>{callErrorMessage(query.error, i18n).text}</p>
          <Button
            variant="secondary"
            onClick={() => {
              void query.refetch();
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        children
      )}
    </div>
  );
}
