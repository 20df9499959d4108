import type { Chart, DeepPartial, Styles } from 'klinecharts';
import type { CandleType, PriceAxisType } from './defaults.ts';

/** What the settings dialog changes (SPEC.md section 9). */
export interface ChartSettings {
  candleType: CandleType;
  priceAxisType: PriceAxisType;
  showLastPrice: boolean;
  showHighPrice: boolean;
  showLowPrice: boolean;
  showIndicatorLastValue: boolean;
  reverseCoordinate: boolean;
  showGrid: boolean;
}

/** "Restore default" goes back to these. */
export const DEFAULT_CHART_SETTINGS: Readonly<ChartSettings> = {
  candleType: 'candle_solid',
  priceAxisType: 'normal',
  showLastPrice: true,
  showHighPrice: true,
  showLowPrice: true,
  showIndicatorLastValue: true,
  reverseCoordinate: false,
  showGrid: true,
};

/** The klinecharts styles a settings value stands for. */
export function settingsStyles(settings: ChartSettings): DeepPartial<Styles> {
  return {
    grid: { show: settings.showGrid },
    candle: {
      type: settings.candleType,
      priceMark: {
        last: { show: settings.showLastPrice },
        high: { show: settings.showHighPrice },
        low: { show: settings.showLowPrice },
      },
    },
    indicator: { lastValueMark: { show: settings.showIndicatorLastValue } },
  };
}

/** Applies `settings` to a chart: styles plus the candle pane's y axis kind and direction. */
export function applySettings(chart: Chart, settings: ChartSettings): void {
  chart.setStyles(settingsStyles(settings));
  chart.overrideYAxis({
    paneId: 'candle_pane',
    name: settings.priceAxisType,
    reverse: settings.reverseCoordinate,
  });
}
