import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type uPlot from 'uplot';
import { readChartLook, type TimeSeriesTone } from './chart-look.ts';
import { plotColumns, type TimeSeriesPoint } from './time-series.ts';
import { uplotOptions, type TimeSeriesKind } from './uplot-options.ts';

/** `drawing` until the library has loaded and drawn the series, then `ready`. */
export type PlotState = 'drawing' | 'ready';

interface UseUplotInput {
  hostRef: RefObject<HTMLDivElement | null>;
  /** False while there is nothing to draw: the library is then not even loaded. */
  enabled: boolean;
  /** In time order. */
  points: readonly TimeSeriesPoint[];
  kind: TimeSeriesKind;
  tone: TimeSeriesTone;
  height: number;
  /** Hide-amounts mode: the value axis has no labels (the line keeps its shape). */
  hideValues: boolean;
  formatValue: (value: string) => string;
  formatAxisTime: (ms: number) => string;
  onCursor: (index: number | null) => void;
}

/** Attributes of <html> that change the look: theme, up/down colours, language (font order). */
const LOOK_ATTRIBUTES = ['data-theme', 'data-updown', 'lang'];

/** Bumps when the page's theme, colours or language change, so the canvas is redrawn with them. */
function useLookVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => {
      setVersion((current) => current + 1);
    });
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: LOOK_ATTRIBUTES,
    });
    return () => {
      observer.disconnect();
    };
  }, []);
  return version;
}

/** The host's width in CSS pixels, following every resize (0 before the first layout). */
function useWidth(hostRef: RefObject<HTMLDivElement | null>, enabled: boolean): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!enabled || host === null) return;
    setWidth(Math.floor(host.getBoundingClientRect().width));
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
    };
  }, [hostRef, enabled]);
  return width;
}

/**
 * Draws the series with uPlot into `hostRef`. The library is imported here, on first use, so a
 * page without a time series never downloads it. The canvas draws its texts only once the
 * shipped font has loaded (a canvas would otherwise draw a fallback and keep it), is rebuilt when
 * the theme or language changes and resized when the host is.
 */
export function useUplot(input: UseUplotInput): PlotState {
  const { hostRef, enabled, points, kind, tone, height, hideValues } = input;
  // The formatters and the cursor callback are read when the chart draws: a host passing new
  // functions each render does not rebuild the chart.
  const callbacks = useRef(input);
  useLayoutEffect(() => {
    callbacks.current = input;
  });
  const chartRef = useRef<uPlot | null>(null);
  const [drawn, setDrawn] = useState<readonly TimeSeriesPoint[] | null>(null);
  const width = useWidth(hostRef, enabled);
  const hasWidth = width > 0;
  const widthRef = useRef(width);
  useLayoutEffect(() => {
    widthRef.current = width;
  }, [width]);
  const lookVersion = useLookVersion();

  useEffect(() => {
    const host = hostRef.current;
    if (!enabled || !hasWidth || host === null) return;
    let cancelled = false;
    const look = readChartLook(host, tone);
    // A font the browser cannot load (or parse) is no reason not to draw: it draws a fallback.
    const fontLoaded = document.fonts.load(look.font, '0123456789.,').catch(() => []);
    void Promise.all([import('uplot'), fontLoaded]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const options = uplotOptions({
        width: widthRef.current,
        height,
        look,
        kind,
        times: points.map((point) => point.time),
        formatValue: (value) => callbacks.current.formatValue(value),
        hideValues,
        formatAxisTime: (ms) => callbacks.current.formatAxisTime(ms),
        onCursor: (index) => {
          callbacks.current.onCursor(index);
        },
      });
      chartRef.current = new UPlot(options, plotColumns(points), host);
      setDrawn(points);
    });
    return () => {
      cancelled = true;
      chartRef.current?.destroy();
      chartRef.current = null;
      setDrawn(null);
    };
  }, [hostRef, enabled, hasWidth, points, kind, tone, height, hideValues, lookVersion]);

  useEffect(() => {
    if (width > 0) chartRef.current?.setSize({ width, height });
  }, [width, height]);

  // A face that finishes loading later (another script in a label) changes text widths: lay the
  // axes out again with it.
  useEffect(() => {
    const redraw = () => {
      chartRef.current?.redraw(false, true);
    };
    document.fonts.addEventListener('loadingdone', redraw);
    return () => {
      document.fonts.removeEventListener('loadingdone', redraw);
    };
  }, []);

  return drawn === points ? 'ready' : 'drawing';
}
