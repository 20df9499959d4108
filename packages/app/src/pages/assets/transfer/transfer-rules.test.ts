import { describe, expect, it } from 'vitest';
import { otherSide, transferProblem } from './transfer-rules.ts';

describe('transferProblem', () => {
  it('asks for a coin first', () => {
    expect(transferProblem({ coinId: undefined, amount: '1', available: '5' })).toBe(
      'coinRequired',
    );
  });

  it('asks for an amount', () => {
    expect(transferProblem({ coinId: 1, amount: '', available: '5' })).toBe('amountRequired');
    expect(transferProblem({ coinId: 1, amount: ' . ', available: '5' })).toBe('amountRequired');
  });

  it('refuses zero', () => {
    expect(transferProblem({ coinId: 1, amount: '0.000', available: '5' })).toBe(
      'amountNotPositive',
    );
  });

  it('refuses more than is available, compared as decimals', () => {
    expect(transferProblem({ coinId: 1, amount: '0.30000001', available: '0.3' })).toBe(
      'overAvailable',
    );
    // 0.1 + 0.2 in floats is 0.30000000000000004: as decimals the whole balance fits exactly.
    expect(transferProblem({ coinId: 1, amount: '0.3', available: '0.3' })).toBeNull();
  });

  it('lets the server decide while the available amount is unknown', () => {
    expect(transferProblem({ coinId: 1, amount: '99', available: undefined })).toBeNull();
  });
});

describe('otherSide', () => {
  it('keeps the other side when it differs', () => {
    expect(otherSide('finance', 'spot', 'futures')).toBe('futures');
  });

  it('swaps when the chosen account is the other side', () => {
    expect(otherSide('futures', 'spot', 'futures')).toBe('spot');
  });
});
