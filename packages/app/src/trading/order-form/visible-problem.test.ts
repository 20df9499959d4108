import { describe, expect, it } from 'vitest';
import type { OrderProblem } from '@exchange/formulas';
import { visibleProblem } from './visible-problem.ts';

const problems: OrderProblem[] = [
  { code: 'priceRequired', field: 'price' },
  { code: 'belowMinSize', field: 'amount', min: '0.0001', coin: 'BTC' },
  { code: 'insufficientBalance', field: 'total', coin: 'USDT', available: '10', decimals: 2 },
];

describe('visibleProblem', () => {
  it('shows only an insufficient balance before anything is touched or submitted', () => {
    const none = { attempted: false, touched: new Set<never>() };
    expect(visibleProblem(problems, 'price', none)).toBeUndefined();
    expect(visibleProblem(problems, 'amount', none)).toBeUndefined();
    expect(visibleProblem(problems, 'total', none)?.code).toBe('insufficientBalance');
  });

  it('shows a rule break once its field was left, but not a missing value', () => {
    const left = { attempted: false, touched: new Set(['price', 'amount'] as const) };
    expect(visibleProblem(problems, 'price', left)).toBeUndefined();
    expect(visibleProblem(problems, 'amount', left)?.code).toBe('belowMinSize');
  });

  it('shows everything after a submit attempt', () => {
    const submitted = { attempted: true, touched: new Set<never>() };
    expect(visibleProblem(problems, 'price', submitted)?.code).toBe('priceRequired');
    expect(visibleProblem(problems, 'amount', submitted)?.code).toBe('belowMinSize');
  });
});
