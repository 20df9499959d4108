import { Trans, useLingui } from '@lingui/react/macro';
import type { OptionPair } from '@exchange/api';
import { Badge, formatAmount, Num } from '@exchange/design-system';
import styles from './option-trade-page.module.css';

/** Props of {@link OptionPairList}. */
export interface OptionPairListProps {
  pairs: readonly OptionPair[];
  current: string;
  /** Live last prices by symbol (the spot tickers); the list's own prices until they come. */
  lastPrices: ReadonlyMap<string, string>;
  onSelect: (symbol: string) => void;
}

/**
 * The option pairs as a row of buttons with their last price; a suspended pair is marked
 * "Suspended" (it can be viewed, not traded: the form says so).
 *
 * @example <OptionPairList pairs={pairs} current="BTCUSDT" lastPrices={prices} onSelect={go} />
 */
export function OptionPairList({ pairs, current, lastPrices, onSelect }: OptionPairListProps) {
  const { t } = useLingui();
  return (
    <nav className={styles.pairs} aria-label={t`Option pairs`}>
      <ul className={styles.pairList}>
        {pairs.map((pair) => (
          <li key={pair.symbol}>
            <button
              type="button"
              className={styles.pair}
              aria-current={pair.symbol === current ? 'true' : undefined}
              onClick={() => {
                onSelect(pair.symbol);
              }}
            >
              <span className={styles.pairName}>{pair.name}</span>
              <span className={styles.pairPrice}>
                <Num>
                  {formatAmount(
                    lastPrices.get(pair.symbol) ?? pair.last_price,
                    pair.price_precision,
                  )}
                </Num>
              </span>
              {pair.status === 'halted' ? (
                <Badge tone="warning">
                  <Trans>Suspended</Trans>
                </Badge>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
