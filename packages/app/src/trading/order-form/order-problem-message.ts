import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { formatAmount, formatCoinAmount, isolateLtr } from '@exchange/design-system';
import type { OrderProblem } from '@exchange/formulas';

/**
 * The message shown under a field for a validation problem, in the active language.
 *
 * @example problemMessage({ code: 'priceRequired', field: 'price' }, i18n) // 'Enter a price.'
 */
export function problemMessage(problem: OrderProblem, i18n: I18n): string {
  switch (problem.code) {
    case 'priceRequired':
      return i18n._(msg`Enter a price.`);
    case 'amountRequired':
      return i18n._(msg`Enter an amount.`);
    case 'tooManyDecimals': {
      const { max } = problem;
      return i18n._(
        msg({
          message: plural(max, { one: 'Use at most # decimal.', other: 'Use at most # decimals.' }),
        }),
      );
    }
    // Numbers go in with their unit as one isolated left-to-right run (design-system README).
    case 'belowMinSize': {
      const min = isolateLtr(formatCoinAmount(problem.min, problem.coin));
      return i18n._(msg`The minimum amount is ${min}.`);
    }
    case 'belowMinNotional': {
      const min = isolateLtr(formatCoinAmount(problem.min, problem.coin));
      return i18n._(msg`The minimum order value is ${min}.`);
    }
    case 'insufficientBalance': {
      const { coin } = problem;
      // At the decimals the form shows the balance with (SPEC.md section 5: truncated), not
      // every decimal the wallet holds ('10,922.77269535').
      const available = isolateLtr(formatAmount(problem.available, problem.decimals));
      return i18n._(msg`Insufficient ${coin} balance: ${available} available.`);
    }
    default:
      return problem satisfies never;
  }
}
