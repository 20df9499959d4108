import { lazy, Suspense } from 'react';
import type { IndicatorPlace } from '../chart/indicators.ts';
import type { ChartSettings } from '../config/chart-settings.ts';
import type { Translate } from '../i18n/translate.ts';
import type { ChartSymbol } from '../symbol-label.ts';
import type { ChartTheme, Datafeed } from '../types.ts';

// Each dialog is its own chunk, fetched the first time it opens: none is needed to show the
// chart, so none is in what a host downloads and parses at mount (issue 6, benchmark).
const SymbolSearchDialog = lazy(() =>
  import('./symbol-search-dialog.tsx').then((m) => ({ default: m.SymbolSearchDialog })),
);
const IndicatorDialog = lazy(() =>
  import('./indicator-dialog.tsx').then((m) => ({ default: m.IndicatorDialog })),
);
const TimezoneDialog = lazy(() =>
  import('./timezone-dialog.tsx').then((m) => ({ default: m.TimezoneDialog })),
);
const SettingsDialog = lazy(() =>
  import('./settings-dialog.tsx').then((m) => ({ default: m.SettingsDialog })),
);
const ScreenshotDialog = lazy(() =>
  import('./screenshot-dialog.tsx').then((m) => ({ default: m.ScreenshotDialog })),
);
const IndicatorParamsDialog = lazy(() =>
  import('./indicator-params-dialog.tsx').then((m) => ({ default: m.IndicatorParamsDialog })),
);

/** Which dialog is open: one at a time. */
export type OpenDialog =
  | null
  | { kind: 'symbol' | 'indicator' | 'timezone' | 'settings' | 'screenshot' }
  | { kind: 'params'; place: IndicatorPlace; name: string };

/** Props of {@link ChartDialogs}. */
export interface ChartDialogsProps {
  t: Translate;
  /** The chart's theme: dialogs follow it, not the page's. */
  theme: ChartTheme;
  dialog: OpenDialog;
  onClose: () => void;
  datafeed: Datafeed;
  symbol: ChartSymbol;
  onSymbolSelect: (symbol: ChartSymbol) => void;
  mainIndicators: readonly string[];
  subIndicators: readonly string[];
  onIndicatorToggle: (place: IndicatorPlace, name: string) => void;
  timezone: string;
  onTimezoneSelect: (timezone: string) => void;
  settings: ChartSettings;
  onSettingsChange: (settings: ChartSettings) => void;
  screenshotUrl: string;
  indicatorParams: Readonly<Record<string, number[]>>;
  onIndicatorParamsConfirm: (name: string, values: number[]) => void;
}

function OpenChartDialog(props: ChartDialogsProps & { dialog: NonNullable<OpenDialog> }) {
  const { dialog, t, theme, onClose } = props;
  switch (dialog.kind) {
    case 'symbol':
      return (
        <SymbolSearchDialog
          t={t}
          theme={theme}
          datafeed={props.datafeed}
          current={props.symbol}
          onSelect={props.onSymbolSelect}
          onClose={onClose}
        />
      );
    case 'indicator':
      return (
        <IndicatorDialog
          t={t}
          theme={theme}
          mainIndicators={props.mainIndicators}
          subIndicators={props.subIndicators}
          onToggle={props.onIndicatorToggle}
          onClose={onClose}
        />
      );
    case 'timezone':
      return (
        <TimezoneDialog
          t={t}
          theme={theme}
          timezone={props.timezone}
          onSelect={props.onTimezoneSelect}
          onClose={onClose}
        />
      );
    case 'settings':
      return (
        <SettingsDialog
          t={t}
          theme={theme}
          settings={props.settings}
          onChange={props.onSettingsChange}
          onClose={onClose}
        />
      );
    case 'screenshot':
      return <ScreenshotDialog t={t} theme={theme} url={props.screenshotUrl} onClose={onClose} />;
    case 'params':
      return (
        <IndicatorParamsDialog
          key={dialog.name}
          t={t}
          theme={theme}
          name={dialog.name}
          current={props.indicatorParams[dialog.name]}
          onConfirm={(values) => {
            props.onIndicatorParamsConfirm(dialog.name, values);
          }}
          onClose={onClose}
        />
      );
    default:
      return dialog satisfies never;
  }
}

/**
 * The open dialog, rendered with the current translator so a locale switch re-translates it and
 * with the chart's theme. Nothing shows while a dialog's chunk loads (the first open only).
 */
export function ChartDialogs(props: ChartDialogsProps) {
  const { dialog } = props;
  if (dialog === null) return null;
  return (
    <Suspense fallback={null}>
      <OpenChartDialog {...props} dialog={dialog} />
    </Suspense>
  );
}
