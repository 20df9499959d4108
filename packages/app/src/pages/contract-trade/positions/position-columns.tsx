import Big from 'big.js';
import { useLingui } from '@lingui/react/macro';
import type { Position } from '@exchange/api';
import {
  Button,
  formatSignedAmount,
  formatSignedPercent,
  NO_VALUE,
  Num,
  type TableColumn,
  withUnit,
} from '@exchange/design-system';
import { formatPrice, formatSize, type PairFormat } from '../../../trading/orders/order-format.ts';
import { AdlIndicator } from './adl-indicator.tsx';
import { formatMoney, MONEY_DECIMALS } from './position-formats.ts';
import type { LiveFigures } from './position-math.ts';
import { useMarginModeLabel, useSideLabel } from './use-position-labels.ts';
import styles from './positions.module.css';

/** Which dialog a row's button opens. */
export type PositionDialog =
  | { kind: 'tpsl'; id: number }
  | { kind: 'close'; id: number; type: 'market' | 'limit' }
  | { kind: 'margin'; id: number; action: 'add' | 'remove' };

/** What the columns need besides the row. */
export interface PositionColumnsInput {
  formatOf: (symbol: string) => PairFormat;
  liveOf: (position: Position) => LiveFigures;
  onOpen: (dialog: PositionDialog) => void;
}

interface Who {
  name: string;
  side: string;
}

const tone = (value: string) => {
  const big = new Big(value);
  return big.gt(0) ? styles.rise : big.lt(0) ? styles.fall : undefined;
};

/**
 * The positions table's columns: symbol with side, leverage and margin mode; size; entry, mark
 * and liquidation prices; margin (with add/remove for isolated); margin ratio; unrealised PnL and
 * ROE in the up/down colours; TP/SL with its edit button; the ADL bars; close at market or limit.
 */
export function usePositionColumns({
  formatOf,
  liveOf,
  onOpen,
}: PositionColumnsInput): TableColumn<Position>[] {
  const { t } = useLingui();
  const sideLabel = useSideLabel();
  const modeLabel = useMarginModeLabel();
  // Every button names its position for screen readers: "Close BTC/USDT Long at market".
  const who = (position: Position) => ({
    name: formatOf(position.symbol).name,
    side: sideLabel(position.side),
  });
  const addLabel = ({ name, side }: Who) => t`Add margin to ${name} ${side}`;
  const removeLabel = ({ name, side }: Who) => t`Remove margin from ${name} ${side}`;
  const editLabel = ({ name, side }: Who) => t`Edit TP/SL of ${name} ${side}`;
  const marketLabel = ({ name, side }: Who) => t`Close ${name} ${side} at market`;
  const limitLabel = ({ name, side }: Who) => t`Close ${name} ${side} at a limit price`;
  const price = (value: string | null, format: PairFormat) =>
    value === null || new Big(value).eq(0) ? NO_VALUE : formatPrice(value, format);

  return [
    {
      key: 'symbol',
      header: t`Symbol`,
      cell: (position) => (
        <span className={styles.symbol}>
          <strong>{formatOf(position.symbol).name}</strong>
          <span className={styles.tags}>
            <span
              className={position.side === 'long' ? styles.long : styles.short}
              data-side={position.side}
            >
              {sideLabel(position.side)}
            </span>
            <Num>{`${String(position.leverage)}x`}</Num>
            <span>{modeLabel(position.margin_mode)}</span>
          </span>
        </span>
      ),
    },
    {
      key: 'size',
      header: t`Size`,
      numeric: true,
      cell: (position) => {
        const format = formatOf(position.symbol);
        return (
          <Num className={styles.nowrap}>
            {withUnit(formatSize(position.amount, format), format.base)}
          </Num>
        );
      },
    },
    {
      key: 'entry',
      header: t`Entry price`,
      numeric: true,
      cell: (position) => price(position.entry_price, formatOf(position.symbol)),
    },
    {
      key: 'mark',
      header: t`Mark price`,
      numeric: true,
      cell: (position) => price(liveOf(position).mark, formatOf(position.symbol)),
    },
    {
      key: 'liquidation',
      header: t`Liq. price`,
      numeric: true,
      cell: (position) => (
        <span className={styles.nowrap} data-testid="liquidation">
          {price(position.liquidation_price, formatOf(position.symbol))}
        </span>
      ),
    },
    {
      key: 'margin',
      header: t`Margin`,
      numeric: true,
      cell: (position) => (
        <span className={styles.inline}>
          <Num>{withUnit(formatMoney(position.margin), formatOf(position.symbol).quote)}</Num>
          {position.margin_mode === 'isolated' ? (
            <>
              <Button
                variant="text"
                size="sm"
                aria-label={addLabel(who(position))}
                onClick={() => {
                  onOpen({ kind: 'margin', id: position.id, action: 'add' });
                }}
              >
                +
              </Button>
              <Button
                variant="text"
                size="sm"
                aria-label={removeLabel(who(position))}
                onClick={() => {
                  onOpen({ kind: 'margin', id: position.id, action: 'remove' });
                }}
              >
                −
              </Button>
            </>
          ) : null}
        </span>
      ),
    },
    {
      key: 'ratio',
      header: t`Margin ratio`,
      numeric: true,
      cell: (position) => <Num>{`${formatMoney(position.margin_ratio)}%`}</Num>,
    },
    {
      key: 'pnl',
      header: t`Unrealised PnL (ROE)`,
      numeric: true,
      cell: (position) => {
        const live = liveOf(position);
        return (
          <span className={`${styles.stack} ${tone(live.pnl) ?? ''}`} data-testid="pnl">
            <Num>
              {withUnit(
                formatSignedAmount(live.pnl, MONEY_DECIMALS),
                formatOf(position.symbol).quote,
              )}
            </Num>
            <Num>{`(${formatSignedPercent(live.roe)})`}</Num>
          </span>
        );
      },
    },
    {
      key: 'tpsl',
      header: t`TP / SL`,
      numeric: true,
      cell: (position) => {
        const format = formatOf(position.symbol);
        return (
          <span className={styles.inline}>
            <Num>{`${price(position.take_profit, format)} / ${price(position.stop_loss, format)}`}</Num>
            <Button
              variant="text"
              size="sm"
              aria-label={editLabel(who(position))}
              onClick={() => {
                onOpen({ kind: 'tpsl', id: position.id });
              }}
            >
              {t`Edit`}
            </Button>
          </span>
        );
      },
    },
    {
      key: 'adl',
      header: t`ADL`,
      align: 'center',
      cell: (position) => <AdlIndicator rank={position.adl_rank} />,
    },
    {
      key: 'close',
      header: t`Close`,
      align: 'end',
      cell: (position) => (
        <span className={styles.actions}>
          <Button
            variant="secondary"
            size="sm"
            aria-label={marketLabel(who(position))}
            onClick={() => {
              onOpen({ kind: 'close', id: position.id, type: 'market' });
            }}
          >
            {t`Market`}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={limitLabel(who(position))}
            onClick={() => {
              onOpen({ kind: 'close', id: position.id, type: 'limit' });
            }}
          >
            {t`Limit`}
          </Button>
        </span>
      ),
    },
  ];
}
