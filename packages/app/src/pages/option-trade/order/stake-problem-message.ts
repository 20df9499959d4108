import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { formatCoinAmount, isolateLtr } from '@exchange/design-system';
import type { OptionStakeProblem } from '@exchange/formulas';

/** A rule's amount as the messages carry it: every decimal it has, with the coin, one LTR run. */
const amountOf = (value: string, coin: string) => isolateLtr(formatCoinAmount(value, coin));

/**
 * The words under the stake field for a problem formulas' `checkOptionStake` found, in the
 * active language (the server refuses by the same check). An empty field asks for a stake.
 *
 * @example stakeProblemMessage({ kind: 'below_min', min: '10' }, '5', 'USDT', i18n) // 'The smallest stake is 10 USDT.'
 */
export function stakeProblemMessage(
  problem: OptionStakeProblem,
  stake: string,
  coin: string,
  i18n: I18n,
): string {
  switch (problem.kind) {
    case 'not_a_number':
      return stake === '' ? i18n._(msg`Enter a stake.`) : i18n._(msg`Enter a valid amount.`);
    case 'precision': {
      const decimals = problem.decimals;
      return i18n._(msg`A stake has at most ${decimals} decimals.`);
    }
    case 'below_min': {
      const min = amountOf(problem.min, coin);
      return i18n._(msg`The smallest stake is ${min}.`);
    }
    case 'above_max': {
      const max = amountOf(problem.max, coin);
      return i18n._(msg`The largest stake is ${max}.`);
    }
    case 'insufficient': {
      const available = amountOf(problem.available, coin);
      return i18n._(msg`Not enough balance: ${available} available.`);
    }
    default:
      return problem satisfies never;
  }
}
