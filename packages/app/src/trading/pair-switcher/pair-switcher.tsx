import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { LazyPopover } from '@exchange/design-system';
import type { MarketRow } from '../../markets/market-rows.ts';
import type { TradingPair } from '../trading-pair.ts';
import type { FavoritePairs } from './favorite-pairs.ts';
import { PairList } from './pair-list.tsx';
import styles from './pair-switcher.module.css';

export interface PairSwitcherProps {
  /** The pairs to choose from, with their live prices (`toMarketRows` of the pair list and tickers). */
  rows: readonly MarketRow[];
  /** Accessible name of the list: "Spot pairs". */
  listLabel: string;
  /** The pair shown on the page. */
  pair: TradingPair;
  favorites: FavoritePairs;
  onSelect: (symbol: string) => void;
}

/**
 * The pair name as a button opening the pair switcher (search, All / Favourites, live prices).
 * Choosing a pair closes it and returns focus to the button.
 *
 * @example <PairSwitcher rows={rows} listLabel={t`Spot pairs`} pair={pair} favorites={favorites} onSelect={go} />
 */
export function PairSwitcher({ rows, listLabel, pair, favorites, onSelect }: PairSwitcherProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = pair.name;
  return (
    <LazyPopover
      label={t`Choose a pair`}
      closeLabel={t`Close`}
      side="bottom"
      align="start"
      width={380}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <button
          type="button"
          className={styles.trigger}
          aria-label={t`${name}: choose another pair`}
        >
          {pair.logo ? <img src={pair.logo} alt="" className={styles.logo} /> : null}
          <span className={styles.triggerName}>{name}</span>
          <span aria-hidden="true" className={styles.caret}>
            ▾
          </span>
        </button>
      }
    >
      <PairList
        rows={rows}
        label={listLabel}
        current={pair.symbol}
        favorites={favorites}
        onSelect={(symbol) => {
          setOpen(false);
          if (symbol !== pair.symbol) onSelect(symbol);
        }}
      />
    </LazyPopover>
  );
}
