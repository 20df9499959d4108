import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { formatAmount, isolateLtr, TRIM_TRAILING_ZEROS } from '@exchange/design-system';
import type { ContractProblem, ContractSide } from '@exchange/formulas';

/** A rule's number as the messages carry it: every decimal it has, one left-to-right run. */
const number = (value: string) => isolateLtr(formatAmount(value, TRIM_TRAILING_ZEROS));

/**
 * The words under a field for a problem formulas' `checkContractOrder` found, in the active
 * language: the server's sentence for the same rule (it refuses with the same check), translated.
 * `side` is the order's (a take-profit lies above a long's price and below a short's).
 *
 * @example contractProblemMessage({ field: 'amount', code: 'belowMinSize', limit: '0.001', message: '…' }, 'long', i18n) // 'Size must be at least 0.001'
 */
export function contractProblemMessage(
  problem: ContractProblem,
  side: ContractSide,
  i18n: I18n,
): string {
  switch (problem.code) {
    case 'required':
      switch (problem.field) {
        case 'trigger_price':
          return i18n._(msg`Enter a trigger price.`);
        case 'amount':
          return i18n._(msg`Enter a size.`);
        case 'price':
        case 'take_profit':
        case 'stop_loss':
        case 'reduce_only':
          return i18n._(msg`Enter a price.`);
        default:
          return problem.field satisfies never;
      }
    case 'offTick': {
      const limit = number(problem.limit);
      return problem.field === 'trigger_price'
        ? i18n._(msg`Trigger price must be a multiple of ${limit}`)
        : i18n._(msg`Price must be a multiple of ${limit}`);
    }
    case 'outsideBand': {
      const low = number(problem.low);
      const high = number(problem.high);
      return i18n._(msg`Price must lie between ${low} and ${high}`);
    }
    case 'offStep': {
      const limit = number(problem.limit);
      return i18n._(msg`Size must be a multiple of ${limit}`);
    }
    case 'belowMinSize': {
      const limit = number(problem.limit);
      return i18n._(msg`Size must be at least ${limit}`);
    }
    case 'aboveMaxSize': {
      const limit = number(problem.limit);
      return i18n._(msg`Size must be at most ${limit}`);
    }
    case 'reduceOnlyIncreases':
      return i18n._(msg`A reduce-only order may not increase the position`);
    case 'exceedsPosition': {
      const limit = number(problem.limit);
      return i18n._(msg`Size must be at most the position's ${limit}`);
    }
    case 'wrongSide': {
      const limit = number(problem.limit);
      // A long profits above its price and loses below; a short the other way round.
      const above = (problem.field === 'take_profit') === (side === 'long');
      if (problem.field === 'take_profit') {
        return above
          ? i18n._(msg`Take-profit must be above ${limit}`)
          : i18n._(msg`Take-profit must be below ${limit}`);
      }
      return above
        ? i18n._(msg`Stop-loss must be above ${limit}`)
        : i18n._(msg`Stop-loss must be below ${limit}`);
    }
    default:
      return problem satisfies never;
  }
}
