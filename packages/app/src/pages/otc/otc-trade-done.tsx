import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { OtcTrade } from '@exchange/api';
import { Button, formatCoinAmount, formatDateTime, Num } from '@exchange/design-system';
import { useDateTimeOptions } from '../../trading/use-date-time-options.ts';
import styles from './otc-page.module.css';

/** Props of {@link OtcTradeDone}. */
export interface OtcTradeDoneProps {
  trade: OtcTrade;
  onNewTrade: () => void;
}

/**
 * The accepted quote as the trade the desk booked: what changed hands at which price, when, and
 * the way to the caller's OTC orders.
 *
 * @example <OtcTradeDone trade={trade} onNewTrade={reset} />
 */
export function OtcTradeDone({ trade, onNewTrade }: OtcTradeDoneProps) {
  const { t } = useLingui();
  const timeOptions = useDateTimeOptions();
  const coin = trade.coin_name;
  const buying = trade.side === 'buy';
  return (
    <section className={styles.panel} aria-labelledby="otc-trade-title" data-state="accepted">
      <h2 id="otc-trade-title" className={styles.panelTitle}>
        {t`Trade done`}
      </h2>
      <p className={styles.done} role="status">
        {buying
          ? t`You bought ${coin} at the quoted price.`
          : t`You sold ${coin} at the quoted price.`}
      </p>
      <dl className={styles.figures}>
        <dt>{t`Trade ID`}</dt>
        <dd>
          <Num>{trade.id}</Num>
        </dd>
        <dt>{t`Price`}</dt>
        <dd>
          <Num>{formatCoinAmount(trade.price, trade.quote_coin)}</Num>
        </dd>
        <dt>{buying ? t`You received` : t`You sold`}</dt>
        <dd>
          <Num>{formatCoinAmount(trade.amount, coin)}</Num>
        </dd>
        <dt>{buying ? t`You paid` : t`You received`}</dt>
        <dd>
          <Num>{formatCoinAmount(trade.total, trade.quote_coin)}</Num>
        </dd>
        <dt>{t`Time`}</dt>
        <dd>
          <Num>{formatDateTime(trade.created_at, timeOptions)}</Num>
        </dd>
      </dl>
      <div className={styles.actions}>
        <Button onClick={onNewTrade}>{t`New trade`}</Button>
        <Link to="/otc-trade/order" className={styles.link}>
          {t`View your trades`}
        </Link>
      </div>
    </section>
  );
}
