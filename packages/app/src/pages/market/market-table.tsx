import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatAmount,
  formatCompact,
  formatSignedPercent,
  Num,
  StarIcon,
} from '@exchange/design-system';
import { favoriteId } from '../../markets/favorites-store.ts';
import {
  trendOf,
  type MarketRow,
  type SortDirection,
  type SortKey,
} from '../../markets/market-rows.ts';
import styles from './market-table.module.css';

export interface MarketSort {
  key: SortKey;
  direction: SortDirection;
}

export interface MarketTableProps {
  caption: ReactNode;
  rows: readonly MarketRow[];
  /** Sortable headers when given. */
  sort?: MarketSort;
  onSort?: (key: SortKey) => void;
  /** A favourite star per row when given. */
  favorites?: ReadonlySet<string>;
  onToggleFavorite?: (row: MarketRow) => void;
}

function tradePath(row: MarketRow): '/spot-trade' | '/contract-trade' {
  return row.kind === 'spot' ? '/spot-trade' : '/contract-trade';
}

/** A table of pairs with their live price and 24 h change, each linking into trading. */
export function MarketTable({
  caption,
  rows,
  sort,
  onSort,
  favorites,
  onToggleFavorite,
}: MarketTableProps) {
  const { t } = useLingui();
  const header = (key: SortKey, label: string, align?: 'start') => {
    const active = sort?.key === key;
    return (
      <th scope="col" data-align={align} aria-sort={active ? sort.direction : undefined}>
        {onSort ? (
          <button
            type="button"
            className={styles.sort}
            onClick={() => {
              onSort(key);
            }}
          >
            {label}
            <span aria-hidden="true">
              {active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}
            </span>
          </button>
        ) : (
          label
        )}
      </th>
    );
  };
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {header('name', t`Pair`, 'start')}
          {header('last', t`Last price`)}
          {header('changePercent', t`24h change`)}
          {header('turnover', t`24h turnover`)}
          {favorites ? (
            <th scope="col">
              <Trans>Favourite</Trans>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const trend = trendOf(row.changePercent);
          const favorite = favorites?.has(favoriteId(row.kind, row.symbol)) ?? false;
          // Built from the coins, not the server's free-text name ("BTC/USDT Perpetual" comes
          // in English): a contract's kind is a translated word.
          const pair = `${row.baseCoin}/${row.quoteCoin}`;
          const name = row.kind === 'contract' ? `${pair} ${t`Perpetual`}` : pair;
          return (
            <tr key={`${row.kind}:${row.symbol}`}>
              <th scope="row" data-align="start">
                <Link to={tradePath(row)} search={{ symbol: row.symbol }} className={styles.pair}>
                  {row.logo ? <img src={row.logo} alt="" /> : null}
                  {name}
                </Link>
              </th>
              <td>
                <Num>{formatAmount(row.last, row.pricePrecision)}</Num>
              </td>
              <td className={trend === 'flat' ? undefined : styles[trend]}>
                <Num>{formatSignedPercent(row.changePercent)}</Num>
              </td>
              <td>
                <Num>{formatCompact(row.turnover)}</Num>
              </td>
              {favorites ? (
                <td>
                  <button
                    type="button"
                    className={styles.star}
                    aria-pressed={favorite}
                    aria-label={t`Favourite ${name}`}
                    onClick={() => onToggleFavorite?.(row)}
                  >
                    <StarIcon filled={favorite} />
                  </button>
                </td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
