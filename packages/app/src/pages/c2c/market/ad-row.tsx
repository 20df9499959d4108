import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Ad } from '@exchange/api';
import { Button, formatCoinAmount, Tag } from '@exchange/design-system';
import { completionPercent, fiatAmount } from '../c2c-format.ts';
import { useC2cLabels } from '../use-c2c-labels.ts';
import styles from '../c2c-page.module.css';

/** Props of {@link AdRow}. */
export interface AdRowProps {
  ad: Ad;
  signedIn: boolean;
  onOrder: (ad: Ad) => void;
}

/**
 * One ad of the market: the advertiser (online dot, trades and completion in 30 days, average
 * release time), the price, what is available, the per-order limits, the payment methods, and
 * Buy or Sell (a visitor is asked to log in instead). The ad's side is the advertiser's: a sell
 * ad is one the caller buys from.
 */
export function AdRow({ ad, signedIn, onOrder }: AdRowProps) {
  const { t } = useLingui();
  const labels = useC2cLabels();
  const { nickname, trades_30d: trades, online } = ad.advertiser;
  const rate = completionPercent(ad.advertiser.completion_rate);
  const release =
    ad.advertiser.avg_release_seconds === null
      ? t`No releases yet`
      : t`Releases in ${String(Math.max(1, Math.round(ad.advertiser.avg_release_seconds / 60)))} min on average`;
  const buying = ad.side === 'sell';
  const action = buying ? t`Buy ${ad.coin_name}` : t`Sell ${ad.coin_name}`;
  return (
    <li className={styles.ad} aria-label={nickname}>
      <div className={styles.advertiser}>
        <span className={styles.name}>
          <span
            className={styles.dot}
            data-online={online}
            role="img"
            aria-label={online ? t`Online` : t`Offline`}
          />
          {nickname}
        </span>
        <span className={styles.muted}>
          {trades === 0
            ? t`No trades in 30 days`
            : t`${String(trades)} trades · ${rate} completed (30 days)`}
        </span>
        <span className={styles.muted}>{release}</span>
      </div>
      <div className={styles.cell}>
        <span className={styles.muted}>{t`Price`}</span>
        <span className={styles.price}>{formatCoinAmount(ad.price, ad.fiat)}</span>
      </div>
      <div className={styles.cell}>
        <span>
          <span className={styles.muted}>{t`Available`} </span>
          {formatCoinAmount(ad.available, ad.coin_name)}
        </span>
        <span>
          <span className={styles.muted}>{t`Limits`} </span>
          {`${fiatAmount(ad.min_fiat, ad.fiat)} – ${fiatAmount(ad.max_fiat, ad.fiat)}`}
        </span>
      </div>
      <div className={styles.tags}>
        {ad.payment_kinds.map((kind) => (
          <Tag key={kind}>{labels.kind(kind)}</Tag>
        ))}
      </div>
      {signedIn ? (
        <Button
          variant={buying ? 'confirm' : 'danger'}
          onClick={() => {
            onOrder(ad);
          }}
        >
          {action}
        </Button>
      ) : (
        <Link to="/user/login" className={styles.link}>
          {buying ? t`Log in to buy` : t`Log in to sell`}
        </Link>
      )}
    </li>
  );
}
