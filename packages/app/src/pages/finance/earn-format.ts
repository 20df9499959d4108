import Big from 'big.js';
import { formatPercent } from '@exchange/design-system';

// How the finance page writes its figures: rates as percentages; amounts with every decimal they
// carry (SPEC.md section 5 truncates, never rounds), each with its coin, are the design system's
// formatCoinAmount.

/**
 * An annual rate fraction as a percentage: '0.075' → '7.50%'.
 *
 * @example aprText('0.08') // '8.00%'
 */
export function aprText(apr: string): string {
  return formatPercent(new Big(apr).times(100), 2);
}

/**
 * How full a product's quota is, as a whole percentage between 0 and 100 (truncated).
 *
 * @example quotaPercent('740.5', '3000') // 24
 */
export function quotaPercent(taken: string, quota: string): number {
  const total = new Big(quota);
  if (total.lte(0)) return 100;
  const share = new Big(taken).div(total).times(100).round(0, Big.roundDown);
  return Math.min(100, Math.max(0, share.toNumber()));
}
