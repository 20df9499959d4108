import { init, dispose } from 'klinecharts';
import { describe, expect, it } from 'vitest';
import { fontFamilyStyles } from './font-family.ts';

describe('fontFamilyStyles', () => {
  it('sets every text family klinecharts has, and nothing else', () => {
    const container = document.createElement('div');
    container.style.cssText = 'width: 400px; height: 300px';
    document.body.append(container);
    const chart = init(container);
    if (!chart) throw new Error('no chart');
    // A copy: getStyles hands out klinecharts' own object.
    const before = structuredClone(chart.getStyles());
    const patch = fontFamilyStyles(chart.getStyles(), '"Noto Sans", sans-serif');
    chart.setStyles(patch);
    const after = chart.getStyles();
    expect(after.xAxis.tickText.family).toBe('"Noto Sans", sans-serif');
    expect(after.candle.tooltip.legend.family).toBe('"Noto Sans", sans-serif');
    expect(after.candle.priceMark.high.textFamily).toBe('"Noto Sans", sans-serif');
    expect(after.overlay.text.family).toBe('"Noto Sans", sans-serif');
    expect(after.indicator.texts[0]?.family).toBe('"Noto Sans", sans-serif');
    // Everything but the families is untouched, and no family is left behind.
    const strip = (value: unknown, families: string[]): unknown => {
      if (Array.isArray(value)) return value.map((item: unknown) => strip(item, families));
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value).flatMap(([key, child]: [string, unknown]) => {
          if (key === 'family' || key === 'textFamily') {
            families.push(String(child));
            return [];
          }
          return [[key, strip(child, families)]];
        }),
      );
    };
    const familiesBefore: string[] = [];
    const familiesAfter: string[] = [];
    expect(strip(after, familiesAfter)).toEqual(strip(before, familiesBefore));
    expect(familiesBefore.length).toBeGreaterThan(10);
    expect(familiesAfter).toEqual(familiesBefore.map(() => '"Noto Sans", sans-serif'));
    dispose(container);
    container.remove();
  });
});
