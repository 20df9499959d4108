import Big from 'big.js';

// The follow form's checks, the server's own (packages/server/src/copy/copy-config.ts
// DEFAULT_COPY_CONFIG and POST /copy/follow's refusals, session decisions of issue 24), so a
// form the page lets through is one the server takes; the server still has the last word and its
// 4xx goes under the field it names.

/** A copy's bounds (exchange-facts.md section 5; the server's DEFAULT_COPY_CONFIG). */
export const COPY_BOUNDS = {
  minBudget: '10',
  maxBudget: '200000',
  minRatio: '0.01',
  maxRatio: '10',
  /** The copy stop-loss, a percentage of the budget: above 0, at most 100. */
  maxStopLossPercent: '100',
} as const;

/** The form as typed: amounts in USDT, the ratio as a multiple, the stop-loss in percent. */
export interface FollowInput {
  mode: 'fixed' | 'ratio';
  fixed_amount: string;
  ratio: string;
  max_per_position: string;
  budget: string;
  /** Empty: no copy stop-loss. */
  stop_loss_percent: string;
}

/** Why a field is refused. */
export type FollowProblem =
  | { kind: 'required' }
  | { kind: 'not_a_number' }
  | { kind: 'below_min'; min: string }
  | { kind: 'above_max'; max: string }
  | { kind: 'above_available'; available: string }
  | { kind: 'above_budget' }
  | { kind: 'out_of_range'; min: string; max: string };

/** A field of the form, named as the wire names it (the stop-loss: `stop_loss_rate`). */
export type FollowField =
  'fixed_amount' | 'ratio' | 'max_per_position' | 'budget' | 'stop_loss_rate';

const DECIMAL = /^\d+(\.\d+)?$/;

function positive(value: string): Big | FollowProblem {
  if (value.trim() === '') return { kind: 'required' };
  if (!DECIMAL.test(value) || new Big(value).lte(0)) return { kind: 'not_a_number' };
  return new Big(value);
}

/**
 * Each field's problem (none for a good field): the budget within the bounds and at most the
 * futures available (`available`, null while unknown), the amount per order and the maximum per
 * position at most the budget, the ratio within its bounds, the stop-loss above 0 and at most
 * 100 %. Only the chosen mode's field is checked.
 *
 * @example checkFollow({ mode: 'ratio', ratio: '20', … }, '500').ratio // { kind: 'out_of_range', min: '0.01', max: '10' }
 */
export function checkFollow(
  input: FollowInput,
  available: string | null,
): Partial<Record<FollowField, FollowProblem>> {
  const problems: Partial<Record<FollowField, FollowProblem>> = {};
  const budget = positive(input.budget);
  if (!(budget instanceof Big)) problems.budget = budget;
  else if (budget.lt(COPY_BOUNDS.minBudget))
    problems.budget = { kind: 'below_min', min: COPY_BOUNDS.minBudget };
  else if (budget.gt(COPY_BOUNDS.maxBudget))
    problems.budget = { kind: 'above_max', max: COPY_BOUNDS.maxBudget };
  else if (available !== null && budget.gt(available))
    problems.budget = { kind: 'above_available', available };
  const withinBudget = (field: 'fixed_amount' | 'max_per_position') => {
    const value = positive(input[field]);
    if (!(value instanceof Big)) problems[field] = value;
    else if (budget instanceof Big && value.gt(budget)) problems[field] = { kind: 'above_budget' };
  };
  if (input.mode === 'fixed') withinBudget('fixed_amount');
  else {
    const ratio = positive(input.ratio);
    if (!(ratio instanceof Big)) problems.ratio = ratio;
    else if (ratio.lt(COPY_BOUNDS.minRatio) || ratio.gt(COPY_BOUNDS.maxRatio))
      problems.ratio = {
        kind: 'out_of_range',
        min: COPY_BOUNDS.minRatio,
        max: COPY_BOUNDS.maxRatio,
      };
  }
  withinBudget('max_per_position');
  if (input.stop_loss_percent.trim() !== '') {
    const stop = positive(input.stop_loss_percent);
    if (!(stop instanceof Big) || stop.gt(COPY_BOUNDS.maxStopLossPercent))
      problems.stop_loss_rate = {
        kind: 'out_of_range',
        min: '0',
        max: COPY_BOUNDS.maxStopLossPercent,
      };
  }
  return problems;
}

/**
 * The body of POST /copy/follow for a form {@link checkFollow} passed: the stop-loss as a
 * fraction, only the chosen mode's figure.
 *
 * @example followBody(30001, { mode: 'fixed', fixed_amount: '50', stop_loss_percent: '30', … }) // { …, fixed_amount: '50', stop_loss_rate: '0.3' }
 */
export function followBody(leaderId: number, input: FollowInput) {
  return {
    leader_id: leaderId,
    mode: input.mode,
    ...(input.mode === 'fixed' ? { fixed_amount: input.fixed_amount } : { ratio: input.ratio }),
    max_per_position: input.max_per_position,
    budget: input.budget,
    ...(input.stop_loss_percent.trim() === ''
      ? {}
      : { stop_loss_rate: new Big(input.stop_loss_percent).div(100).toFixed() }),
  };
}
