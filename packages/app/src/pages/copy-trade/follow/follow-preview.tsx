import { useLingui } from '@lingui/react/macro';
import Big from 'big.js';
import { formatAmount, TRIM_TRAILING_ZEROS } from '@exchange/design-system';
import { copyOpenSize, type CopySkip } from '@exchange/formulas';
import { useContractPairs } from '../../../queries/contract.query.ts';
import { copyAmount } from '../orders/copy-format.ts';
import { checkFollow, type FollowInput } from './follow-check.ts';
import styles from './follow-page.module.css';

/** The example the preview sizes: the leader opens 1 BTC at 20× on BTCUSDT, at its mark. */
const EXAMPLE = { symbol: 'BTCUSDT', coin: 'BTC', amount: '1', leverage: 20 } as const;

/**
 * What the settings would do to a leader's order, sized exactly as the server's copy tick sizes
 * it (@exchange/formulas copyOpenSize: the mode's size, clamped to the maximum per position,
 * rounded down to the contract's step; too small → skipped, and why).
 */
export function FollowPreview({ input }: { input: FollowInput }) {
  const { t } = useLingui();
  const pairs = useContractPairs();
  const pair = pairs.data?.find((row) => row.symbol === EXAMPLE.symbol);
  const problems = checkFollow(input, null);
  const ready =
    problems.max_per_position === undefined &&
    (input.mode === 'fixed' ? problems.fixed_amount === undefined : problems.ratio === undefined);
  const leverage =
    pair === undefined ? EXAMPLE.leverage : Math.min(EXAMPLE.leverage, pair.max_leverage);

  const reason = (skip: CopySkip): string => {
    switch (skip) {
      case 'below_min':
        return t`below the contract's minimum size`;
      case 'max_per_position':
        return t`the maximum per position is reached`;
      default:
        return skip satisfies never;
    }
  };

  let text: string;
  if (pair === undefined || !ready) {
    text = t`Enter the amounts to see how a lead trader's order would be copied.`;
  } else {
    const result = copyOpenSize({
      sizing:
        input.mode === 'fixed'
          ? { mode: 'fixed', fixedAmount: input.fixed_amount }
          : { mode: 'ratio', ratio: input.ratio },
      leaderAdded: EXAMPLE.amount,
      price: pair.mark_price,
      leverage,
      maxPerPosition: input.max_per_position,
      held: '0',
      sizeStep: new Big(1).div(new Big(10).pow(pair.size_precision)),
      minSize: pair.min_size,
    });
    const order = t`A lead trader's ${EXAMPLE.amount} ${EXAMPLE.coin} order at ${String(leverage)}×`;
    if (result.size === null) {
      text = t`${order} would be skipped: ${reason(result.skip)}.`;
    } else {
      const margin = result.size.times(pair.mark_price).div(leverage).round(2, Big.roundDown);
      text = t`${order} would copy as ${formatAmount(result.size, TRIM_TRAILING_ZEROS)} ${EXAMPLE.coin}, using ${copyAmount(margin.toFixed())} of margin.`;
    }
  }
  return (
    <p className={styles.preview} aria-live="polite">
      {text}
    </p>
  );
}
