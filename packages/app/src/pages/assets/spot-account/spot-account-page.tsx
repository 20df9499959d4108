import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, NO_VALUE, TextInput, withUnit } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { spotPairsQuery } from '../../../queries/pairs.query.ts';
import { walletQuery } from '../../../queries/wallet.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { TransferButton } from '../transfer/transfer-button.tsx';
import { TransferDialog } from '../transfer/transfer-dialog.tsx';
import { quoteValue } from '../shared/coin-amount.ts';
import { AccountSummary } from '../shared/account-summary.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { useHideAmounts } from '../shared/use-hide-amounts.ts';
import { useQuoteName } from '../shared/use-quote-name.ts';
import { SpotAccountTable } from './spot-account-table.tsx';
import { accountValue, HIDE_SMALL_KEY, tradeSymbol, visibleRows } from './spot-rows.ts';
import styles from '../shared/assets-page.module.css';

/**
 * /assets/spot-account: the account's value (with the hide-amounts eye), a search box, "hide
 * small balances" (persisted), and one sortable row per coin with deposit, withdraw, transfer
 * and trade actions.
 */
export function SpotAccountPage() {
  const { t, i18n } = useLingui();
  const { api, storage } = useAppServices();
  const quoteName = useQuoteName();
  const wallet = useQuery(walletQuery(api, 'spot'));
  const pairs = useQuery(spotPairsQuery(api));
  const [hidden, setHidden] = useHideAmounts();
  const [search, setSearch] = useState('');
  const [hideSmall, setHideSmall] = useState(() => storage.get(HIDE_SMALL_KEY) === 'true');
  const [transferCoin, setTransferCoin] = useState<string | null>(null);

  const list = wallet.data?.list ?? [];
  const rows = visibleRows(list, search, hideSmall);
  const state = wallet.isPending ? 'loading' : wallet.isError ? 'error' : 'ready';
  const total = wallet.data ? withUnit(quoteValue(accountValue(list)), quoteName) : NO_VALUE;
  const filtered = search.trim() !== '' || hideSmall;

  return (
    <main className={styles.page} data-state={state}>
      <AccountSummary
        title={i18n._(PAGE_TITLES.spotAccount)}
        caption={<Trans>Account value</Trans>}
        total={total}
        hidden={hidden}
        onHiddenChange={setHidden}
      >
        <Link to="/assets/recharge" className={styles.buttonLink}>
          <Trans>Deposit</Trans>
        </Link>
        <Link to="/assets/withdraw" className={styles.buttonLinkSecondary}>
          <Trans>Withdraw</Trans>
        </Link>
        <TransferButton preset={{ from: 'spot', to: 'futures' }}>
          <Trans>Transfer</Trans>
        </TransferButton>
      </AccountSummary>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <TextInput
            label={t`Search coins`}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
            }}
          />
        </div>
        <Checkbox
          label={t`Hide small balances (under 1 ${quoteName})`}
          checked={hideSmall}
          onCheckedChange={(checked) => {
            setHideSmall(checked);
            storage.set(HIDE_SMALL_KEY, String(checked));
          }}
        />
      </div>
      {wallet.isError ? (
        <LoadFailed
          message={callErrorMessage(wallet.error, i18n).text}
          onRetry={() => {
            void wallet.refetch();
          }}
        />
      ) : (
        <SpotAccountTable
          rows={rows}
          loading={wallet.isPending}
          empty={filtered ? t`No coins match.` : t`No balances yet. Deposit to get started.`}
          hidden={hidden}
          quoteName={quoteName}
          symbolOf={(coin) => tradeSymbol(pairs.data ?? [], coin)}
          onTransfer={setTransferCoin}
        />
      )}
      {transferCoin === null ? null : (
        <TransferDialog
          open
          onOpenChange={(open) => {
            if (!open) setTransferCoin(null);
          }}
          preset={{ from: 'spot', to: 'futures', coin: transferCoin }}
        />
      )}
    </main>
  );
}
