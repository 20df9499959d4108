import { useLingui } from '@lingui/react/macro';
import type { OptionDirection, OptionOrderStatus } from '@exchange/api';

/** Translated names of the option tables' values. */
export interface OptionLabels {
  /** Up or Down. */
  direction: (direction: OptionDirection) => string;
  /** Open, Won, Lost, or "Tie, refunded" (a draw gives the stake back). */
  result: (status: OptionOrderStatus) => string;
  /** Whether an open option would win, lose or tie at the live index. */
  moneyness: (value: 'in' | 'out' | 'at') => string;
  /** A duration in the reader's language: "30 sec", "3 min". */
  duration: (seconds: number) => string;
}

/**
 * The translated labels of the open options and option history tables, and of the order
 * centre's filters.
 */
export function useOptionLabels(): OptionLabels {
  const { t, i18n } = useLingui();
  return {
    direction: (direction) => {
      switch (direction) {
        case 'up':
          return t`Up`;
        case 'down':
          return t`Down`;
        default:
          return direction satisfies never;
      }
    },
    result: (status) => {
      switch (status) {
        case 'open':
          return t`Open`;
        case 'won':
          return t`Won`;
        case 'lost':
          return t`Lost`;
        case 'draw':
          return t`Tie, refunded`;
        default:
          return status satisfies never;
      }
    },
    moneyness: (value) => {
      switch (value) {
        case 'in':
          return t`In the money`;
        case 'out':
          return t`Out of the money`;
        case 'at':
          return t`At the money`;
        default:
          return value satisfies never;
      }
    },
    // Intl names the unit in every language; whole minutes (and hours) read as such.
    duration: (seconds) => {
      const [value, unit] =
        seconds % 3600 === 0
          ? [seconds / 3600, 'hour']
          : seconds % 60 === 0
            ? [seconds / 60, 'minute']
            : [seconds, 'second'];
      return new Intl.NumberFormat(i18n.locale, {
        style: 'unit',
        unit,
        unitDisplay: 'short',
      }).format(value);
    },
  };
}
