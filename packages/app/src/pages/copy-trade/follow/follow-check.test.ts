import { describe, expect, it } from 'vitest';
import { checkFollow, followBody, type FollowInput } from './follow-check.ts';

const good: FollowInput = {
  mode: 'fixed',
  fixed_amount: '50',
  ratio: '',
  max_per_position: '200',
  budget: '1000',
  stop_loss_percent: '',
};

describe('checkFollow', () => {
  it('passes a form within every bound', () => {
    expect(checkFollow(good, '2400')).toEqual({});
    expect(checkFollow({ ...good, mode: 'ratio', fixed_amount: '', ratio: '0.5' }, null)).toEqual(
      {},
    );
  });

  it('holds the budget to 10 … 200,000 and to the futures available', () => {
    expect(checkFollow({ ...good, budget: '9.99' }, null).budget).toEqual({
      kind: 'below_min',
      min: '10',
    });
    expect(checkFollow({ ...good, budget: '200000.01' }, null).budget).toEqual({
      kind: 'above_max',
      max: '200000',
    });
    expect(checkFollow(good, '999.99').budget).toEqual({
      kind: 'above_available',
      available: '999.99',
    });
    expect(checkFollow({ ...good, budget: '' }, null).budget).toEqual({ kind: 'required' });
  });

  it('refuses an amount per order or a maximum per position above the budget', () => {
    const problems = checkFollow(
      { ...good, fixed_amount: '1000.01', max_per_position: '1001' },
      null,
    );
    expect(problems.fixed_amount).toEqual({ kind: 'above_budget' });
    expect(problems.max_per_position).toEqual({ kind: 'above_budget' });
  });

  it('checks only the chosen mode, the ratio within 0.01 … 10', () => {
    expect(checkFollow({ ...good, ratio: 'x' }, null).ratio).toBeUndefined();
    const ratio = { ...good, mode: 'ratio' as const, fixed_amount: '' };
    expect(checkFollow({ ...ratio, ratio: '10.5' }, null).ratio).toEqual({
      kind: 'out_of_range',
      min: '0.01',
      max: '10',
    });
    expect(checkFollow({ ...ratio, ratio: '0.009' }, null).ratio?.kind).toBe('out_of_range');
    expect(checkFollow({ ...ratio, ratio: '0' }, null).ratio).toEqual({ kind: 'not_a_number' });
  });

  it('takes a stop-loss above 0 and at most 100 %', () => {
    expect(checkFollow({ ...good, stop_loss_percent: '100' }, null)).toEqual({});
    expect(checkFollow({ ...good, stop_loss_percent: '0' }, null).stop_loss_rate?.kind).toBe(
      'out_of_range',
    );
    expect(checkFollow({ ...good, stop_loss_percent: '100.5' }, null).stop_loss_rate?.kind).toBe(
      'out_of_range',
    );
  });
});

describe('followBody', () => {
  it('sends the chosen mode only and the stop-loss as a fraction', () => {
    expect(followBody(30_001, { ...good, ratio: '3', stop_loss_percent: '30' })).toEqual({
      leader_id: 30_001,
      mode: 'fixed',
      fixed_amount: '50',
      max_per_position: '200',
      budget: '1000',
      stop_loss_rate: '0.3',
    });
    expect(followBody(7, { ...good, mode: 'ratio', ratio: '0.5' })).toEqual({
      leader_id: 7,
      mode: 'ratio',
      ratio: '0.5',
      max_per_position: '200',
      budget: '1000',
    });
  });
});
