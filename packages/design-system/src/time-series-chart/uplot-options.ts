import type uPlot from 'uplot';
import type { ChartLook } from './chart-look.ts';
import { axisTimes } from './time-series.ts';

/** A line, or a line with its area filled down to the bottom in a fading tint. */
export type TimeSeriesKind = 'line' | 'area';

/** What {@link uplotOptions} builds the drawing from. */
export interface UplotOptionsInput {
  width: number;
  height: number;
  look: ChartLook;
  kind: TimeSeriesKind;
  /** The series' times in order: the time axis labels some of them ({@link axisTimes}). */
  times: readonly number[];
  /** Labels of the value axis, from a tick value as a decimal string. */
  formatValue: (value: string) => string;
  /** Hide-amounts mode: the value axis keeps its grid but shows no labels. */
  hideValues: boolean;
  /** Labels of the time axis. */
  formatAxisTime: (ms: number) => string;
  /** The point under the pointer (its index), or null when the pointer left the plot. */
  onCursor: (index: number | null) => void;
}

/** Least room between two time labels, in CSS pixels. */
const TIME_LABEL_GAP = 24;
const VALUE_AXIS_GAP = 8;
/** Width of the value axis without labels: its gap and a margin. */
const BARE_VALUE_AXIS = VALUE_AXIS_GAP + 4;

function textWidth(chart: uPlot, font: string, text: string): number {
  chart.ctx.save();
  chart.ctx.font = font;
  const width = chart.ctx.measureText(text).width;
  chart.ctx.restore();
  return width;
}

/**
 * uPlot's options for one series over time in our look: value axis at the end of the plot sized
 * to its widest label, time labels on the series' own points, a crosshair without zoom (the
 * reader hovers; nothing drags), no legend (the component shows its own readout).
 */
export function uplotOptions(input: UplotOptionsInput): uPlot.Options {
  const { look, kind, times, formatValue, formatAxisTime, hideValues, onCursor } = input;
  /** Width of the time label of `ms` (none when there is no such point). */
  const timeLabelWidth = (chart: uPlot, ms: number | undefined) =>
    ms === undefined ? 0 : textWidth(chart, look.font, formatAxisTime(ms));
  const fill: uPlot.Series['fill'] =
    kind === 'area'
      ? (chart: uPlot) => {
          const { top, height } = chart.bbox;
          const gradient = chart.ctx.createLinearGradient(0, top, 0, top + height);
          gradient.addColorStop(0, look.fillTop);
          gradient.addColorStop(1, look.fillBottom);
          return gradient;
        }
      : undefined;
  return {
    width: input.width,
    height: input.height,
    ms: 1,
    legend: { show: false },
    // Half the first time label hangs left of its tick, half the last one right of its own
    // (over the value axis, or past the plot when that axis has no labels): leave them room.
    padding: [
      12,
      (chart) =>
        hideValues
          ? Math.max(8, Math.ceil(timeLabelWidth(chart, times.at(-1)) / 2) + 4 - BARE_VALUE_AXIS)
          : 8,
      0,
      (chart) => Math.ceil(timeLabelWidth(chart, times[0]) / 2) + 4,
    ],
    cursor: {
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: { size: 8, width: 2, fill: look.line, stroke: look.line },
    },
    scales: { x: { time: false } },
    series: [
      {},
      {
        stroke: look.line,
        width: 2,
        fill,
        // A lone point has no line to show it: draw it as a dot.
        points: { show: times.length === 1, size: 6, fill: look.line, stroke: look.line },
        spanGaps: true,
      },
    ],
    axes: [
      {
        stroke: look.text,
        font: look.font,
        grid: { show: false },
        ticks: { stroke: look.grid, size: 4 },
        // As many labels as fit side by side, measured on the first and last ones.
        splits: (chart) => {
          const label = Math.max(
            timeLabelWidth(chart, times[0]),
            timeLabelWidth(chart, times.at(-1)),
          );
          const plotWidth = chart.bbox.width / devicePixelRatio;
          return axisTimes(times, Math.max(1, Math.floor(plotWidth / (label + TIME_LABEL_GAP))));
        },
        values: (_chart, splits) => splits.map((ms) => formatAxisTime(ms)),
      },
      {
        // Right of the plot. uPlot.Axis.Side.Right is an ambient const enum, which isolated
        // modules cannot read, so its value is written out.
        // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment -- see above
        side: 1,
        stroke: look.text,
        font: look.font,
        gap: VALUE_AXIS_GAP,
        grid: { stroke: look.grid, width: 1 },
        ticks: { show: false },
        // Tick values are floats uPlot has already rounded to its step; as strings they are
        // decimals the formatter can truncate like any amount.
        values: (_chart, splits) =>
          splits.map((value) => (hideValues ? '' : formatValue(String(value)))),
        // uPlot sizes the axis once before it has any labels: its types omit that null.
        size: (chart, values: readonly string[] | null) => {
          const widest = Math.max(
            0,
            ...(values ?? []).map((value) => textWidth(chart, look.font, value)),
          );
          return Math.ceil(widest) + BARE_VALUE_AXIS;
        },
      },
    ],
    hooks: {
      setCursor: [
        (chart) => {
          const index = chart.cursor.idx;
          onCursor(index === undefined || index === null ? null : index);
        },
      ],
    },
  };
}
