import Big from 'big.js';

// How the subscribe page writes its figures: amounts with every decimal they carry (SPEC.md
// section 5 truncates, never rounds), each with its coin, are the design system's
// formatCoinAmount; this module adds the committed share.

/**
 * How much of the offered value is committed, as a whole percentage (truncated, at least 0; it
 * passes 100 when oversubscribed).
 *
 * @example committedPercent('2500000', '1000000') // 250
 */
export function committedPercent(committed: string, offered: string): number {
  const total = new Big(offered);
  if (total.lte(0)) return 0;
  return Math.max(0, new Big(committed).div(total).times(100).round(0, Big.roundDown).toNumber());
}
