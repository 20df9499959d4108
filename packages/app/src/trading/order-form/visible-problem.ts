import type { OrderProblem, ProblemField } from '@exchange/formulas';

/** What the user has done so far, which decides which problems are worth showing. */
export interface ProblemVisibility {
  /** A submit was tried since the last order was placed. */
  attempted: boolean;
  /** Fields the user has left at least once. */
  touched: ReadonlySet<ProblemField>;
}

/**
 * The problem to show under `field`, if any: after a submit attempt, every problem; before it,
 * an insufficient balance at once (it is what the trader needs to see while sizing), other rule
 * breaks once the field has been left (not mid-typing, when "0.000" is on its way to "0.0005"),
 * and never "enter a price/amount" for a field nobody has submitted yet.
 *
 * @example visibleProblem(problems, 'amount', { attempted: true, touched: new Set() })
 */
export function visibleProblem(
  problems: readonly OrderProblem[],
  field: ProblemField,
  { attempted, touched }: ProblemVisibility,
): OrderProblem | undefined {
  return problems.find((problem) => {
    if (problem.field !== field) return false;
    if (attempted || problem.code === 'insufficientBalance') return true;
    const required = problem.code === 'priceRequired' || problem.code === 'amountRequired';
    return !required && touched.has(field);
  });
}
