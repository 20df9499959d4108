import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { formatAmount, TRIM_TRAILING_ZEROS } from '@exchange/design-system';
import type { OrderProblem } from './order-form-math.ts';

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
    case 'belowMinSize': {
      const { coin } = problem;
      const min = formatAmount(problem.min, TRIM_TRAILING_ZEROS);
      return i18n._(msg`The minimum amount is ${min} ${coin}.`);
    }
    case 'belowMinNotional': {
      const { coin } = problem;
      const min = formatAmount(problem.min, TRIM_TRAILING_ZEROS);
      return i18n._(msg`The minimum order value is ${min} ${coin}.`);
    }
    case 'insufficientBalance': {
      const { coin } = problem;
      const available = formatAmount(problem.available, TRIM_TRAILING_ZEROS);
      return i18n._(msg`Insufficient ${coin} balance: ${available} available.`);
    }
    default:
      return problem satisfies never;
  }
}
