import { useId, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatAmount, formatTime, Num, zoneLabel, VISUALLY_HIDDEN } from '@exchange/design-system';
import { PanelStatus } from '../panel-status/panel-status.tsx';
import type { TradesStore } from './trades-store.ts';
import styles from './recent-trades.module.css';

/** Rows shown unless told otherwise: the tape keeps this height in every state. */
export const TRADE_ROWS = 24;

/** Props of {@link RecentTrades}. */
export interface RecentTradesProps {
  store: TradesStore;
  pricePrecision: number;
  sizePrecision: number;
  baseCoin: string;
  quoteCoin: string;
  /** IANA zone for the times (config website_client_timezone); the browser's when absent. */
  timeZone?: string;
  /** How many rows the tape shows; missing trades are empty rows of the same height. */
  rows?: number;
  /** The feed is not live (issue 15): prices are muted and said to be possibly out of date. */
  stale?: boolean;
}

/**
 * The tape of the pair's latest trades, newest first: price coloured by the taker's side (buy up,
 * sell down), amount and time (HH:mm:ss). Renders at most once per animation frame.
 *
 * @example <RecentTrades store={tradesStore} pricePrecision={2} sizePrecision={4} baseCoin="BTC" quoteCoin="USDT" />
 */
export function RecentTrades({
  store,
  pricePrecision,
  sizePrecision,
  baseCoin,
  quoteCoin,
  timeZone,
  rows = TRADE_ROWS,
  stale = false,
}: RecentTradesProps) {
  const { t } = useLingui();
  const headingId = useId();
  const tape = useSyncExternalStore(store.subscribe, store.getSnapshot);
  // The tape's fixed HH:mm:ss (24-hour, Latin digits in every language); the header names the
  // zone when it is not the reader's own.
  const time = (ms: number) => formatTime(ms, { timezone: timeZone, hour24: true });
  const first = tape.trades[0];
  const zone = first === undefined ? '' : zoneLabel(first.ts, { timezone: timeZone });
  const status = tape.status === 'ready' && tape.trades.length === 0 ? 'empty' : tape.status;
  const slots = Array.from({ length: rows }, (_, slot) => tape.trades[slot]);

  return (
    <section className={styles.trades} data-state={status} data-stale={stale ? '' : undefined}>
      <h2 id={headingId} className={styles.title}>
        {t`Recent trades`}
      </h2>
      {stale ? <p className={VISUALLY_HIDDEN}>{t`Prices may be out of date.`}</p> : null}
      <div className={styles.body}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t`Price (${quoteCoin})`}</th>
              <th scope="col">{t`Amount (${baseCoin})`}</th>
              <th scope="col">
                {t`Time`}
                {zone === '' ? null : (
                  <>
                    {' '}
                    <Num>({zone})</Num>
                  </>
                )}
              </th>
            </tr>
          </thead>
          <tbody>
            {slots.map((trade, slot) =>
              trade === undefined ? (
                // Keyed by position: rows are reused as trades move down (no flicker).
                <tr key={slot} className={styles.placeholder} aria-hidden="true">
                  <td colSpan={3} />
                </tr>
              ) : (
                <tr key={slot} data-side={trade.side}>
                  <td className={styles.price}>
                    {formatAmount(trade.price, pricePrecision)}
                    <span className={VISUALLY_HIDDEN}>
                      {' '}
                      {trade.side === 'buy' ? t`Buy` : t`Sell`}
                    </span>
                  </td>
                  <td>{formatAmount(trade.amount, sizePrecision)}</td>
                  <td>{time(trade.ts)}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
        <PanelStatus
          status={status}
          labels={{
            loading: t`Loading recent trades`,
            empty: t`No trades yet`,
            errorTitle: t`Recent trades are unavailable`,
            errorDescription: t`They will come back when the connection does.`,
          }}
          offsetTop={24}
        />
      </div>
    </section>
  );
}
