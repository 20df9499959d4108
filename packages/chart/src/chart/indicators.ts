import type { Chart } from 'klinecharts';

/** The pane klinecharts draws candles in; main indicators stack on it. */
export const CANDLE_PANE_ID = 'candle_pane';

/** The pane of a sub indicator: one per indicator, named so it can be found again. */
export const subPaneId = (name: string) => `sub_${name}`;

/** Where an indicator lives. */
export type IndicatorPlace = 'main' | 'sub';

export const paneOf = (place: IndicatorPlace, name: string) =>
  place === 'main' ? CANDLE_PANE_ID : subPaneId(name);

/**
 * Makes the chart show exactly `names` in `place`, creating and removing as needed, with
 * `params[name]` as calcParams where given.
 */
export function syncIndicators(
  chart: Chart,
  place: IndicatorPlace,
  names: readonly string[],
  params: Readonly<Record<string, readonly number[]>>,
): void {
  const shown = chart
    .getIndicators()
    .filter((indicator) =>
      place === 'main'
        ? indicator.paneId === CANDLE_PANE_ID
        : indicator.paneId === subPaneId(indicator.name),
    );
  for (const indicator of shown) {
    if (!names.includes(indicator.name))
      chart.removeIndicator({ paneId: indicator.paneId, name: indicator.name });
  }
  for (const name of names) {
    const paneId = paneOf(place, name);
    const calcParams = params[name];
    const existing = shown.find((indicator) => indicator.name === name);
    if (existing) {
      if (calcParams && existing.calcParams.join() !== calcParams.join()) {
        chart.overrideIndicator({ name, paneId, calcParams: [...calcParams] });
      }
    } else {
      chart.createIndicator(
        { name, paneId, ...(calcParams ? { calcParams: [...calcParams] } : {}) },
        place === 'main',
      );
    }
  }
}

/**
 * Shows or hides one indicator. Nothing is overridden when it already is as asked: klinecharts
 * recalculates an overridden indicator over every bar.
 */
export function setIndicatorVisible(
  chart: Chart,
  place: IndicatorPlace,
  name: string,
  visible: boolean,
): void {
  const paneId = paneOf(place, name);
  const [current] = chart.getIndicators({ name, paneId });
  if (current?.visible === visible) return;
  chart.overrideIndicator({ name, paneId, visible });
}
