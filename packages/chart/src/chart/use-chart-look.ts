import type { Chart as KLineChart, DeepPartial, Styles } from 'klinecharts';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { ChartSettings } from '../config/chart-settings.ts';
import { applySettings } from '../config/chart-settings.ts';
import { registerKLineLocale } from '../i18n/kline-locale.ts';
import type { Translate } from '../i18n/translate.ts';
import type { ChartTheme } from '../types.ts';
import { fontFamilyStyles } from './font-family.ts';

interface ChartLookInput {
  chart: KLineChart | null;
  rootRef: RefObject<HTMLElement | null>;
  theme: ChartTheme;
  extraStyles: DeepPartial<Styles> | undefined;
  settings: ChartSettings;
  locale: string;
  t: Translate;
  timezone: string;
}

/** klinecharts' look: theme, page font, host styles, settings, texts and time zone. */
export function useChartLook({
  chart,
  rootRef,
  theme,
  extraStyles,
  settings,
  locale,
  t,
  timezone,
}: ChartLookInput): void {
  // ---- klinecharts: look ----
  // A symbol switch hands over a fresh but often equal settings object: restyling the chart
  // (a deep merge and a full repaint) only happens when the look really changes.
  const appliedLook = useRef<{ chart: KLineChart; key: string; extra: unknown } | null>(null);
  useLayoutEffect(() => {
    if (!chart) return;
    // The canvas texts take the page's font (a host's own `styles` may still set another).
    const family = rootRef.current ? getComputedStyle(rootRef.current).fontFamily : '';
    const key = `${theme} ${family} ${JSON.stringify(settings)}`;
    const applied = appliedLook.current;
    if (applied?.chart === chart && applied.key === key && applied.extra === extraStyles) return;
    appliedLook.current = { chart, key, extra: extraStyles };
    chart.setStyles(theme);
    if (family) chart.setStyles(fontFamilyStyles(chart.getStyles(), family));
    if (extraStyles) chart.setStyles(extraStyles);
    applySettings(chart, settings);
  }, [chart, rootRef, theme, extraStyles, settings]);

  // A canvas does not wait for web fonts: a text drawn before its face has loaded is measured and
  // drawn with a fallback (drawing it is what starts the load). Once any face finishes loading,
  // lay out (axis widths come from text widths) and redraw with it.
  useEffect(() => {
    if (!chart) return;
    const fonts = document.fonts;
    const redraw = () => {
      chart.resize();
    };
    fonts.addEventListener('loadingdone', redraw);
    return () => {
      fonts.removeEventListener('loadingdone', redraw);
    };
  }, [chart]);

  // klinecharts' own texts (tooltip labels, period units) come from our table too, host locales
  // included, and follow every switch.
  useLayoutEffect(() => {
    if (!chart) return;
    const name = registerKLineLocale(locale, t);
    // The name follows the texts: a host re-rendering with equal tables repaints nothing.
    if (chart.getLocale() !== name) chart.setLocale(name);
  }, [chart, locale, t]);

  // The chart starts in the right zone (useChartInstance); a second Intl.DateTimeFormat for the
  // same zone costs ~20 ms at mount.
  useLayoutEffect(() => {
    if (chart && chart.getTimezone() !== timezone) chart.setTimezone(timezone);
  }, [chart, timezone]);
}
