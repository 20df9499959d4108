import { INDICATOR_PARAMS } from './indicators.ts';

/**
 * The calcParams to apply when the parameter dialog is confirmed (SPEC.md section 5): each
 * text must be a number of at least 1 with no more decimals than its precision (0, or 2 for
 * BOLL's standard deviation); an empty or invalid text becomes the parameter's default.
 *
 * @example resolveIndicatorParams('BOLL', ['', '2.5']) // [20, 2.5]
 */
export function resolveIndicatorParams(name: string, texts: readonly string[]): number[] {
  const defs = INDICATOR_PARAMS[name] ?? [];
  return defs.map((def, i) => {
    const text = (texts[i] ?? '').trim();
    const pattern =
      def.precision === 0 ? /^[1-9]\d*$/ : new RegExp(`^\\d+(\\.\\d{1,${def.precision}})?$`);
    if (!pattern.test(text)) return def.default;
    const value = Number(text);
    return Number.isFinite(value) && value >= def.min ? value : def.default;
  });
}

/** The texts the dialog starts from: the indicator's current params, else the defaults. */
export function indicatorParamTexts(
  name: string,
  current: readonly number[] | undefined,
): string[] {
  const defs = INDICATOR_PARAMS[name] ?? [];
  return defs.map((def, i) => String(current?.[i] ?? def.default));
}
