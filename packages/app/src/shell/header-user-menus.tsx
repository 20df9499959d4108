import { lazy, Suspense, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Avatar,
  Button,
  CopyButton,
  NO_VALUE,
  Num,
  LazyPopover,
  formatAmount,
  withUnit,
  VISUALLY_HIDDEN,
} from '@exchange/design-system';
import { useAppServices, useAuth } from '../app-services.tsx';
import {
  DEFAULT_QUOTE_NAME,
  configText,
  configUrl,
  type SiteConfig,
} from '../config/site-config.ts';
import { assetsQuery } from '../queries/assets.query.ts';
import { useLiveBalances } from '../queries/use-live-balances.ts';
import styles from './header-menus.module.css';

/** The transfer dialog's code loads on its first open: the header is on every page, the dialog
 * rarely opened (issue 25, the start's bundle). */
const TransferDialog = lazy(() =>
  import('../pages/assets/transfer/transfer-dialog.tsx').then((module) => ({
    default: module.TransferDialog,
  })),
);

const ORDER_CENTRE = [
  { to: '/order/futures', key: 'futures' },
  { to: '/order/spot', key: 'spot' },
  { to: '/order/option', key: 'option' },
  { to: '/order/finance', key: 'finance' },
  { to: '/order/subscribe', key: 'subscribe' },
] as const;

/**
 * The totals follow balance events on the user's socket channel (useLiveBalances); this interval
 * catches what no event announces: the same coins valued at new market prices.
 */
const TOTALS_REFRESH_MS = 60_000;

function WalletMenu({ quoteName }: { quoteName: string }) {
  const { t } = useLingui();
  const { api } = useAppServices();
  const { token } = useAuth();
  const [open, setOpen] = useState(false);
  const [transferring, setTransferring] = useState(false);
  const assets = useQuery({
    ...assetsQuery(api, token ?? ''),
    enabled: token !== null,
    refetchInterval: TOTALS_REFRESH_MS,
  });
  useLiveBalances();
  const close = () => {
    setOpen(false);
  };
  const orderLabels: Record<(typeof ORDER_CENTRE)[number]['key'], string> = {
    futures: t`Futures orders`,
    spot: t`Spot orders`,
    option: t`Options orders`,
    finance: t`Earn orders`,
    subscribe: t`Subscription orders`,
  };
  const total = assets.data ? formatAmount(assets.data.total_assets_usdt) : NO_VALUE;
  const btc = assets.data ? formatAmount(assets.data.total_assets_btc, 8) : NO_VALUE;
  return (
    <>
      <LazyPopover
        label={t`Wallet`}
        width={280}
        open={open}
        onOpenChange={setOpen}
        trigger={
          <button type="button" className={styles.trigger}>
            <Trans>Wallet</Trans>
          </button>
        }
      >
        <div className={styles.panel}>
          <div>
            <p className={styles.caption}>
              <Trans>Total assets</Trans>
            </p>
            <p className={styles.total}>
              <Num>{withUnit(total, quoteName)}</Num>
            </p>
            <p className={styles.caption}>
              ≈ <Num>{withUnit(btc, 'BTC')}</Num>
            </p>
          </div>
          <div className={styles.buttons}>
            <Link to="/assets/recharge" className={styles.primaryLink} onClick={close}>
              <Trans>Deposit</Trans>
            </Link>
            <Link to="/assets/withdraw" className={styles.secondaryLink} onClick={close}>
              <Trans>Withdraw</Trans>
            </Link>
          </div>
          <Button
            variant="secondary"
            size="sm"
            block
            onClick={() => {
              setOpen(false);
              setTransferring(true);
            }}
          >
            <Trans>Transfer</Trans>
          </Button>
          <nav aria-label={t`Wallet`}>
            <ul className={styles.links}>
              <li>
                <Link to="/assets/futures-account" className={styles.link} onClick={close}>
                  <Trans>Futures account</Trans>
                </Link>
              </li>
              <li>
                <Link to="/assets/spot-account" className={styles.link} onClick={close}>
                  <Trans>Spot account</Trans>
                </Link>
              </li>
              <li>
                <span className={styles.group} id="order-centre-heading">
                  <Trans>Order centre</Trans>
                </span>
                <ul className={styles.sublinks} aria-labelledby="order-centre-heading">
                  {ORDER_CENTRE.map((entry) => (
                    <li key={entry.to}>
                      <Link to={entry.to} className={styles.link} onClick={close}>
                        {orderLabels[entry.key]}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
              <li>
                <Link to="/assets/capital-flow" className={styles.link} onClick={close}>
                  <Trans>Capital flow</Trans>
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </LazyPopover>
      {transferring ? (
        <Suspense fallback={null}>
          <TransferDialog open onOpenChange={setTransferring} />
        </Suspense>
      ) : null}
    </>
  );
}

function AvatarMenu({ defaultAvatar }: { defaultAvatar: string }) {
  const { t } = useLingui();
  const { logout, toaster } = useAppServices();
  const { user } = useAuth();
  if (user === null) return null;
  const uid = String(user.id);
  const email = user.email;
  const avatar = user.avatar_url || defaultAvatar;
  return (
    <LazyPopover
      label={t`Account`}
      width={280}
      trigger={
        <button type="button" className={styles.trigger} aria-label={t`Account ${email}`}>
          <Avatar name={user.email} src={avatar || null} size={28} />
          {user.is_google2fa ? null : <span className={styles.dot} aria-hidden="true" />}
        </button>
      }
    >
      <div className={styles.panel}>
        <div className={styles.identity}>
          <Avatar name={user.email} src={avatar || null} size={40} />
          <div>
            <p className={styles.email}>{user.email}</p>
            <p className={styles.caption}>
              UID {uid}{' '}
              <CopyButton
                text={uid}
                label={t`Copy UID`}
                copiedMessage={t`Copied`}
                failedMessage={t`Copy failed`}
                onCopied={() => {
                  toaster.success(t`Copied`);
                }}
                onFailed={() => {
                  toaster.error(t`Copy failed`);
                }}
              />
            </p>
          </div>
        </div>
        <nav aria-label={t`Account`}>
          <ul className={styles.links}>
            <li>
              <Link to="/account/security" className={styles.link}>
                <Trans>Security</Trans>
                {user.is_google2fa ? null : (
                  <>
                    <span className={styles.dot} aria-hidden="true" />
                    <span
                      className={VISUALLY_HIDDEN}
                    >{t`(Google two-factor authentication is off)`}</span>
                  </>
                )}
              </Link>
            </li>
            <li>
              <Link to="/account/id-auth" className={styles.link}>
                <Trans>Identity verification</Trans>
              </Link>
            </li>
            <li>
              <Link to="/account/setting" className={styles.link}>
                <Trans>Settings</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <Button variant="secondary" block onClick={logout}>
          <Trans>Log out</Trans>
        </Button>
      </div>
    </LazyPopover>
  );
}

/** The signed-in user's header menus: wallet and account (SPEC.md section 2). */
export function HeaderUserMenus({ config }: { config: SiteConfig }) {
  return (
    <>
      <WalletMenu quoteName={configText(config, 'site_quote_name1', DEFAULT_QUOTE_NAME)} />
      <AvatarMenu defaultAvatar={configUrl(config, 'default_avatar') ?? ''} />
    </>
  );
}
