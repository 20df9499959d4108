import type { Chart, DeepPartial, OverlayCreate, OverlayFilter, Styles } from 'klinecharts';
import type { IndicatorPlace } from './indicators.ts';

/**
 * The imperative handle of `<Chart ref>`: the klinecharts instance and the operations a host
 * needs without going through the toolbar.
 *
 * @example
 * const api = useRef<ChartApi>(null);
 * <Chart ref={api} … />;
 * api.current?.createIndicator('MACD', 'sub');
 */
export interface ChartApi {
  /** The klinecharts instance, null before mount and after dispose. */
  getChart: () => Chart | null;
  setStyles: (styles: DeepPartial<Styles>) => void;
  /** Creates a drawing; without a groupId it joins the drawing-tools group (remove-all finds it). */
  createOverlay: (overlay: OverlayCreate) => string | null;
  removeOverlay: (filter?: OverlayFilter) => void;
  createIndicator: (name: string, place: IndicatorPlace) => void;
  removeIndicator: (name: string, place: IndicatorPlace) => void;
  /** A JPEG data URL of the chart on the current theme's background (SPEC.md section 4). */
  screenshot: () => string;
  undo: () => void;
  redo: () => void;
  /** Drawings, indicators (with parameters) and settings of the current symbol as JSON. */
  exportState: () => string;
  /** Applies an exported state; false when the JSON is not one. */
  importState: (json: string) => boolean;
  /** Disposes the klinecharts instance early (unmount does it anyway). */
  dispose: () => void;
}
