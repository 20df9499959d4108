import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { formatCoinAmount, isolateLtr } from '@exchange/design-system';
import type { EarnAmountProblem } from '@exchange/formulas';

/**
 * The words under the amount for a problem formulas' `checkEarnSubscribe` found, in the active
 * language (the server refuses by the same check, in English).
 *
 * @example subscribeProblemMessage({ kind: 'min', min: '10' }, 'USDT', i18n) // 'At least 10 USDT.'
 */
export function subscribeProblemMessage(
  problem: EarnAmountProblem,
  coin: string,
  i18n: I18n,
): string {
  switch (problem.kind) {
    case 'precision': {
      const decimals = problem.decimals;
      return i18n._(msg`At most ${decimals} decimals.`);
    }
    case 'min': {
      const min = isolateLtr(formatCoinAmount(problem.min, coin));
      return i18n._(msg`At least ${min}.`);
    }
    case 'user_cap': {
      const most = isolateLtr(formatCoinAmount(problem.most, coin));
      return i18n._(msg`At most ${most} more: the limit per user.`);
    }
    case 'quota': {
      const most = isolateLtr(formatCoinAmount(problem.most, coin));
      return i18n._(msg`At most ${most}: what is left of the quota.`);
    }
    case 'balance': {
      const available = isolateLtr(formatCoinAmount(problem.available, coin));
      return i18n._(msg`Not enough balance: ${available} available in spot.`);
    }
    default:
      return problem satisfies never;
  }
}
