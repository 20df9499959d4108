import type { DeepPartial, Styles } from 'klinecharts';

/**
 * The part of `value` that sets each text family in it to `family`, or null when it holds none.
 * Arrays (the indicator line texts) are patched by index: klinecharts merges them key by key.
 */
function familyPatch(value: unknown, family: string): unknown {
  if (typeof value !== 'object' || value === null) return null;
  if (Array.isArray(value)) {
    const items: unknown[] = value.map((item) => familyPatch(item, family));
    return items.some((item) => item !== null) ? items.map((item) => item ?? {}) : null;
  }
  let patch: Record<string, unknown> | null = null;
  for (const [key, child] of Object.entries(value)) {
    const next =
      (key === 'family' || key === 'textFamily') && typeof child === 'string'
        ? family
        : familyPatch(child, family);
    if (next !== null) {
      patch ??= {};
      patch[key] = next;
    }
  }
  return patch;
}

/**
 * The styles that give every text klinecharts draws (axes, tooltips, marks, indicator and
 * overlay labels) the `family` of the page around it. klinecharts' own default, 'Helvetica Neue',
 * is missing on most Linux and Windows machines, and the canvas then falls back to a serif face.
 *
 * @example chart.setStyles(fontFamilyStyles(chart.getStyles(), getComputedStyle(root).fontFamily));
 */
export function fontFamilyStyles(styles: Styles, family: string): DeepPartial<Styles> {
  return familyPatch(styles, family) ?? {};
}
