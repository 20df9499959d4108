import { describe, expect, it } from 'vitest';
import { indicatorParamTexts, resolveIndicatorParams } from './indicator-params.ts';
import { INDICATOR_PARAMS } from './indicators.ts';

describe('resolveIndicatorParams (SPEC.md section 5)', () => {
  it('keeps valid whole numbers of at least 1', () => {
    expect(resolveIndicatorParams('MACD', ['10', '20', '7'])).toEqual([10, 20, 7]);
  });

  it('replaces empty, zero, negative, decimal and non-numeric values by the default', () => {
    expect(resolveIndicatorParams('MACD', ['', '0', '-3'])).toEqual([12, 26, 9]);
    expect(resolveIndicatorParams('KDJ', ['9.5', 'abc', '03'])).toEqual([9, 3, 3]);
  });

  it('allows two decimals for the BOLL standard deviation only', () => {
    expect(resolveIndicatorParams('BOLL', ['20', '2.25'])).toEqual([20, 2.25]);
    expect(resolveIndicatorParams('BOLL', ['20.5', '2.255'])).toEqual([20, 2]);
    expect(resolveIndicatorParams('BOLL', ['', '0.5'])).toEqual([20, 2]);
  });

  it('gives MA, EMA, RSI, BIAS, WR and VOL five lines each', () => {
    for (const name of ['MA', 'EMA', 'RSI', 'BIAS', 'WR', 'VOL'])
      expect(INDICATOR_PARAMS[name], name).toHaveLength(5);
  });

  it('has the section 9 defaults', () => {
    const defaults = (name: string) => INDICATOR_PARAMS[name]?.map((p) => p.default);
    expect(defaults('AO')).toEqual([5, 34]);
    expect(defaults('CR')).toEqual([26, 10, 20, 40, 60]);
    expect(defaults('SAR')).toEqual([2, 2, 20]);
    expect(defaults('DMA')).toEqual([10, 50, 10]);
  });

  it('starts the dialog from the current params, else the defaults', () => {
    expect(indicatorParamTexts('BOLL', undefined)).toEqual(['20', '2']);
    expect(indicatorParamTexts('BOLL', [30, 2.5])).toEqual(['30', '2.5']);
  });
});
