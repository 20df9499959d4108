import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractPair, Position } from '@exchange/api';
import { formatAmount, useTheme } from '@exchange/design-system';
import { useAppServices, useAuth } from '../../../app-services.tsx';
import { useLive } from '../../../live/live-context.tsx';
import { contractPairsQuery } from '../../../queries/contract.query.ts';
import { ChartPanel } from '../../../trading/chart-panel/chart-panel.tsx';
import { themeColors } from '../../../trading/chart-panel/theme-colors.ts';
import type { TradingPair } from '../../../trading/trading-pair.ts';
import { useDateTimeOptions } from '../../../trading/use-date-time-options.ts';
import { createContractDatafeed, type ContractChartPrice } from '../data/contract-datafeed.ts';
import { positionLines, type PositionLineColors } from '../data/position-lines.ts';
import styles from './contract-chart.module.css';

/** The tokens the lines are painted in, and their dark theme values when unreadable. */
const LINE_TOKENS: Record<keyof PositionLineColors, readonly [token: string, fallback: string]> = {
  entry: ['--ex-color-primary', '#3b82f6'],
  takeProfit: ['--ex-color-rise', '#2ebd85'],
  stopLoss: ['--ex-color-warning', '#f0b90b'],
  liquidation: ['--ex-color-fall', '#f6465d'],
};

export interface ContractChartProps {
  pair: ContractPair;
  trading: TradingPair;
  /** The trader's open position of this symbol: its levels are drawn across the chart. */
  position: Position | undefined;
  onSymbolChange: (symbol: string) => void;
  /** A fixed clock for stories. */
  now?: () => number;
}

/**
 * The contract's candlestick chart by the last or the mark price (GET /contract/kline with live
 * bars from `contract@{symbol}`), with the open position's entry, take-profit, stop-loss and
 * liquidation prices drawn as labelled lines.
 */
export function ContractChart({
  pair,
  trading,
  position,
  onSymbolChange,
  now,
}: ContractChartProps) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const { user } = useAuth();
  const { bus } = useLive();
  const queryClient = useQueryClient();
  const { theme } = useTheme();
  const { timezone } = useDateTimeOptions();
  const [price, setPrice] = useState<ContractChartPrice>('last');

  const datafeed = useMemo(
    () =>
      createContractDatafeed(
        api,
        { bus },
        { price, getPairs: () => queryClient.query(contractPairsQuery(api)) },
      ),
    [api, bus, queryClient, price],
  );

  const entry = t`Entry`;
  const takeProfit = t`TP`;
  const stopLoss = t`SL`;
  const liquidation = t`Liq. price`;
  const lines = useMemo(() => {
    const colors = themeColors(theme, LINE_TOKENS);
    return positionLines(position, { entry, takeProfit, stopLoss, liquidation }, colors, (value) =>
      formatAmount(value, pair.price_precision),
    );
  }, [position, entry, takeProfit, stopLoss, liquidation, pair.price_precision, theme]);

  return (
    <div className={styles.chart}>
      <div className={styles.priceSwitch} role="group" aria-label={t`Chart price`}>
        {(['last', 'mark'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={styles.choice}
            aria-pressed={price === choice}
            onClick={() => {
              setPrice(choice);
            }}
          >
            {choice === 'last' ? <Trans>Last price</Trans> : <Trans>Mark price</Trans>}
          </button>
        ))}
      </div>
      <ChartPanel
        pair={trading}
        datafeed={datafeed}
        timezone={timezone}
        storageKey={`contract-chart:${user === null ? 'guest' : String(user.id)}`}
        onSymbolChange={onSymbolChange}
        priceLines={lines}
        {...(now === undefined ? {} : { now })}
      />
    </div>
  );
}
