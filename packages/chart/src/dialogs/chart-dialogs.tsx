import type { IndicatorPlace } from '../chart/indicators.ts';
import type { ChartSettings } from '../config/chart-settings.ts';
import type { Translate } from '../i18n/translate.ts';
import type { ChartSymbol } from '../symbol-label.ts';
import type { Datafeed } from '../types.ts';
import { IndicatorDialog } from './indicator-dialog.tsx';
import { IndicatorParamsDialog } from './indicator-params-dialog.tsx';
import { ScreenshotDialog } from './screenshot-dialog.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import { SymbolSearchDialog } from './symbol-search-dialog.tsx';
import { TimezoneDialog } from './timezone-dialog.tsx';

/** Which dialog is open: one at a time. */
export type OpenDialog =
  | null
  | { kind: 'symbol' | 'indicator' | 'timezone' | 'settings' | 'screenshot' }
  | { kind: 'params'; place: IndicatorPlace; name: string };

/** Props of {@link ChartDialogs}. */
export interface ChartDialogsProps {
  t: Translate;
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

/** The open dialog, rendered with the current translator so a locale switch re-translates it. */
export function ChartDialogs(props: ChartDialogsProps) {
  const { dialog, t, onClose } = props;
  if (dialog === null) return null;
  switch (dialog.kind) {
    case 'symbol':
      return (
        <SymbolSearchDialog
          t={t}
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
          timezone={props.timezone}
          onSelect={props.onTimezoneSelect}
          onClose={onClose}
        />
      );
    case 'settings':
      return (
        <SettingsDialog
          t={t}
          settings={props.settings}
          onChange={props.onSettingsChange}
          onClose={onClose}
        />
      );
    case 'screenshot':
      return <ScreenshotDialog t={t} url={props.screenshotUrl} onClose={onClose} />;
    case 'params':
      return (
        <IndicatorParamsDialog
          key={dialog.name}
          t={t}
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
