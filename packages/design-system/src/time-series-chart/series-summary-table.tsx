import { VISUALLY_HIDDEN } from '../visually-hidden/visually-hidden.ts';
import type { SeriesSummary } from './time-series.ts';

/** The words of the summary table's rows, translated by the host. */
export interface SeriesSummaryLabels {
  first: string;
  last: string;
  lowest: string;
  highest: string;
}

interface SeriesSummaryTableProps {
  caption: string;
  summary: SeriesSummary;
  labels: SeriesSummaryLabels;
  formatValue: (value: string) => string;
  formatTime: (ms: number) => string;
}

/**
 * What the drawing shows, for a screen reader: the first, last, lowest and highest point with
 * their times, as a table no one sees.
 */
export function SeriesSummaryTable({
  caption,
  summary,
  labels,
  formatValue,
  formatTime,
}: SeriesSummaryTableProps) {
  const rows = [
    ['first', labels.first, summary.first],
    ['last', labels.last, summary.last],
    ['lowest', labels.lowest, summary.lowest],
    ['highest', labels.highest, summary.highest],
  ] as const;
  return (
    <table className={VISUALLY_HIDDEN}>
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([key, name, point]) => (
          <tr key={key}>
            <th scope="row">{name}</th>
            <td>{formatTime(point.time)}</td>
            <td>{formatValue(point.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
