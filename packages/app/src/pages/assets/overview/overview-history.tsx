import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime, TimeSeriesChart, withUnit } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { assetHistoryQuery } from '../../../queries/asset-history.query.ts';
import { quoteValue } from '../shared/coin-amount.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import { assetValuePoints } from './asset-value-points.ts';

// Each daily valuation is a UTC day (the wire's rule), so the dates are read in UTC.
const UTC = { timezone: 'UTC', localTimezone: 'UTC', hour24: true };
/** `MM/DD/YYYY` of the SPEC's date and time format. */
const dayOf = (ms: number) => formatDateTime(ms, UTC).slice(0, 10);
/** `MM/DD` for the time axis. */
const axisDayOf = (ms: number) => dayOf(ms).slice(0, 5);

/**
 * The last 30 days of total asset value (GET /wallet/asset_history) as the design system's
 * time-series chart, in the quote coin; with amounts hidden the chart's own hide-amounts mode
 * keeps the line but drops the value axis labels and masks the readout.
 */
export function OverviewHistory({ hidden, quoteName }: { hidden: boolean; quoteName: string }) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const history = useQuery(assetHistoryQuery(api));
  if (history.isError)
    return (
      <LoadFailed
        message={callErrorMessage(history.error, i18n).text}
        onRetry={() => {
          void history.refetch();
        }}
      />
    );
  return (
    <TimeSeriesChart
      kind="area"
      points={history.data ? assetValuePoints(history.data) : []}
      loading={history.isPending}
      loadingLabel={t`Loading asset history…`}
      emptyLabel={<Trans>No asset history yet.</Trans>}
      label={t`Total asset value, last 30 days`}
      summaryLabels={{ first: t`First`, last: t`Latest`, lowest: t`Lowest`, highest: t`Highest` }}
      formatValue={(value) => withUnit(quoteValue(value), quoteName)}
      hidden={hidden}
      hiddenLabel={t`Hidden`}
      formatTime={dayOf}
      formatAxisTime={axisDayOf}
      height={220}
    />
  );
}
