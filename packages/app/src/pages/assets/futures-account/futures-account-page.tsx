import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractAccount } from '@exchange/api';
import {
  formatPercent,
  formatSignedAmount,
  NO_VALUE,
  Num,
  Spinner,
  toBig,
  withUnit,
} from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { contractAccountQuery } from '../../../queries/wallet.query.ts';
import { PAGE_TITLES } from '../../../shell/page-titles.ts';
import { TransferButton } from '../transfer/transfer-button.tsx';
import { quoteValue } from '../shared/coin-amount.ts';
import { AccountSummary } from '../shared/account-summary.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { masked, useHideAmounts } from '../shared/use-hide-amounts.ts';
import { walletBalance } from './futures-figures.ts';
import { FuturesPositions } from './futures-positions.tsx';
import styles from '../shared/assets-page.module.css';

function Figures({ account, hidden }: { account: ContractAccount; hidden: boolean }) {
  const { t } = useLingui();
  const coin = account.coin_name;
  const amount = (value: string) => masked(withUnit(quoteValue(value), coin), hidden);
  const figures = [
    { key: 'available', label: t`Available`, value: amount(account.balance) },
    { key: 'orderMargin', label: t`Order margin`, value: amount(account.freeze) },
    { key: 'positionMargin', label: t`Position margin`, value: amount(account.position_margin) },
    {
      key: 'unrealised',
      label: t`Unrealised PnL`,
      value: masked(withUnit(formatSignedAmount(account.unrealized_pnl), coin), hidden),
    },
    { key: 'equity', label: t`Equity`, value: amount(account.equity) },
    { key: 'marginRatio', label: t`Margin ratio`, value: formatPercent(account.margin_ratio) },
  ];
  return (
    <dl className={styles.cards} aria-label={t`Futures account figures`}>
      {figures.map((figure) => (
        <div key={figure.key} className={styles.card}>
          <dt>{figure.label}</dt>
          <dd>
            <Num>{figure.value}</Num>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /assets/futures-account: the contract account (GET /wallet/contract_account): wallet
 * balance, available, order margin, position margin, unrealised PnL, equity and margin ratio,
 * with Transfer in and Transfer out, and the open positions behind those figures
 * (GET /contract/position). Before any position exists the position figures are the server's
 * zeros, shown as they are.
 */
export function FuturesAccountPage() {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const account = useQuery(contractAccountQuery(api));
  const [hidden, setHidden] = useHideAmounts();
  const state = account.isPending ? 'loading' : account.isError ? 'error' : 'ready';
  const data = account.data;
  const coin = data?.coin_name;
  const total = data ? withUnit(quoteValue(walletBalance(data)), data.coin_name) : NO_VALUE;

  return (
    <main className={styles.page} data-state={state}>
      <AccountSummary
        title={i18n._(PAGE_TITLES.futuresAccount)}
        caption={<Trans>Wallet balance</Trans>}
        total={total}
        hidden={hidden}
        onHiddenChange={setHidden}
      >
        <TransferButton variant="confirm" preset={{ from: 'spot', to: 'futures', coin }}>
          <Trans>Transfer in</Trans>
        </TransferButton>
        <TransferButton preset={{ from: 'futures', to: 'spot', coin }}>
          <Trans>Transfer out</Trans>
        </TransferButton>
      </AccountSummary>
      {account.isPending ? (
        <p className={styles.status} role="status">
          <Spinner size="sm" decorative />
          {t`Loading the futures account…`}
        </p>
      ) : account.isError ? (
        <LoadFailed
          message={callErrorMessage(account.error, i18n).text}
          onRetry={() => {
            void account.refetch();
          }}
        />
      ) : (
        <Figures account={account.data} hidden={hidden} />
      )}
      {data && toBig(data.position_margin).eq(0) && toBig(data.unrealized_pnl).eq(0) ? (
        <p className={styles.note}>
          <Trans>
            You hold no futures positions: position margin and unrealised PnL stay at zero until you
            open one.
          </Trans>
        </p>
      ) : null}
      {account.isSuccess ? <FuturesPositions hidden={hidden} /> : null}
    </main>
  );
}
