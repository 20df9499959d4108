import { formatAmount } from '../format/format-amount.ts';
import { formatDateTime } from '../format/format-date-time.ts';
import type { SeriesSummaryLabels } from './series-summary-table.tsx';
import type { TimeSeriesPoint } from './time-series.ts';

const DAY_MS = 86_400_000;
/** 2026-10-25 00:00 UTC: the first of 31 daily valuation snapshots. */
const START_MS = Date.UTC(2026, 9, 25);

/** Daily total asset value over 31 days (the overview's line): a dip, then a climb. */
export const ASSET_VALUE: readonly TimeSeriesPoint[] = [
  '10250.4',
  '10310.12',
  '10180.9',
  '10090',
  '10122.75',
  '9985.3',
  '9870.05',
  '9930.6',
  '10040.2',
  '10210.88',
  '10380',
  '10355.41',
  '10490.7',
  '10620.05',
  '10580.3',
  '10710',
  '10850.95',
  '10790.2',
  '10920.66',
  '11080.1',
  '11010.5',
  '11150.75',
  '11320',
  '11290.4',
  '11410.8',
  '11560.25',
  '11505',
  '11690.3',
  '11840.12',
  '11795.6',
  '11962.47',
].map((value, day) => ({ time: START_MS + day * DAY_MS, value }));

/** A series that falls: cumulative funding paid, in USDT. */
export const FALLING: readonly TimeSeriesPoint[] = [
  '0',
  '-1.2',
  '-0.8',
  '-2.5',
  '-3.1',
  '-2.9',
  '-4.4',
  '-5.05',
  '-4.8',
  '-6.2',
].map((value, day) => ({ time: START_MS + day * DAY_MS, value }));

export const SUMMARY_LABELS: SeriesSummaryLabels = {
  first: 'First',
  last: 'Last',
  lowest: 'Lowest',
  highest: 'Highest',
};

const UTC = { timezone: 'UTC', localTimezone: 'UTC', hour24: true };

export const formatValue = (value: string) => formatAmount(value, 2);
export const formatTime = (ms: number) => formatDateTime(ms, UTC);
/** `MM/DD`: the date part of the SPEC's format, for the time axis. */
export const formatAxisTime = (ms: number) => formatDateTime(ms, UTC).slice(0, 5);
