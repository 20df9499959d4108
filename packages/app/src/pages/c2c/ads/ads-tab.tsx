import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Ad, AdStatus } from '@exchange/api';
import { Badge, Button, EmptyState, formatCoinAmount, Spinner } from '@exchange/design-system';
import { useC2cAdChange, useC2cMyAds } from '../../../queries/c2c.query.ts';
import { fiatAmount } from '../c2c-format.ts';
import { useC2cLabels } from '../use-c2c-labels.ts';
import { PublishAdDialog } from './publish-ad-dialog.tsx';
import styles from '../c2c-page.module.css';

/**
 * The caller's own ads: each with its side, price, what is left, limits and status, and Pause,
 * Resume or Close (closing a sell ad returns its frozen rest); Publish opens the ad form.
 */
export function AdsTab() {
  const { t } = useLingui();
  const labels = useC2cLabels();
  const ads = useC2cMyAds(1);
  const change = useC2cAdChange();
  const [publishing, setPublishing] = useState(false);
  const statuses: Record<AdStatus, string> = {
    online: t`Online`,
    paused: t`Paused`,
    closed: t`Closed`,
  };
  const act = (ad: Ad, status: AdStatus) => {
    change.mutate({ kind: 'status', id: ad.id, status });
  };

  const list = ads.isPending ? (
    <div className={styles.state}>
      <Spinner label={t`Loading my ads`} />
    </div>
  ) : ads.isError ? (
    <div className={styles.state} role="alert">
      <p>{t`My ads could not be loaded.`}</p>
    </div>
  ) : ads.data.list.length === 0 ? (
    <EmptyState title={t`No ads yet`} />
  ) : (
    <ul className={styles.ads} aria-label={t`My ads`}>
      {ads.data.list.map((ad) => (
        <li key={ad.id} className={styles.ad} aria-label={t`Ad ${String(ad.id)}`}>
          <div className={styles.cell}>
            <strong>{`${labels.side(ad.side)} ${ad.coin_name} · ${ad.fiat}`}</strong>
            <Badge tone={ad.status === 'online' ? 'success' : 'neutral'}>
              {statuses[ad.status]}
            </Badge>
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
              <span key={kind} className={styles.muted}>
                {labels.kind(kind)}
              </span>
            ))}
          </div>
          {ad.status === 'closed' ? (
            <span />
          ) : (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  act(ad, ad.status === 'online' ? 'paused' : 'online');
                }}
              >
                {ad.status === 'online' ? t`Pause` : t`Resume`}
              </Button>
              <Button
                variant="danger"
                size="sm"
                onClick={() => {
                  act(ad, 'closed');
                }}
              >
                <Trans>Close ad</Trans>
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <div className={styles.form}>
      <div>
        <Button
          onClick={() => {
            setPublishing(true);
          }}
        >
          <Trans>Publish an ad</Trans>
        </Button>
      </div>
      {list}
      <PublishAdDialog
        open={publishing}
        onClose={() => {
          setPublishing(false);
        }}
      />
    </div>
  );
}
