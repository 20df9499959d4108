import { formatCoinAmount, isolateLtr } from '@exchange/design-system';

// How the OTC pages write their figures: every decimal the desk quoted (SPEC.md section 5
// truncates, never rounds), each with its coin (the design system's formatCoinAmount), as one
// left-to-right run inside a sentence.

/**
 * An amount with its coin, every decimal it has ({@link formatCoinAmount}), isolated left to
 * right to go inside a translated sentence (Arabic too).
 *
 * @example t`At least ${otcAmountInText('0.5', 'BTC')}.`
 */
export function otcAmountInText(value: string, coin: string): string {
  return isolateLtr(formatCoinAmount(value, coin));
}
