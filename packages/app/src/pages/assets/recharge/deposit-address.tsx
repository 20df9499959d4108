import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CoinNetwork, RechargeWithdraw } from '@exchange/api';
import { CopyButton, isolateLtr, Num, QrCode, Spinner } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { depositAddressQuery } from '../../../queries/deposit-address.query.ts';
import { LoadFailed } from '../shared/load-failed.tsx';
import styles from './funding-page.module.css';

/**
 * The deposit address of a coin on a network: a QR code, the address with a copy button and,
 * on networks that need one, the memo with its own copy button and a warning that funds sent
 * without it are lost.
 */
export function DepositAddress({
  coin,
  network,
}: {
  coin: RechargeWithdraw;
  network: CoinNetwork;
}) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const address = useQuery(depositAddressQuery(api, coin.coin_id, network.network));
  const coinName = coin.coin_name;
  // Latin names with brackets ('Tron (TRC20)') keep their order inside Arabic text.
  const networkName = isolateLtr(network.name);

  if (address.isError)
    return (
      <LoadFailed
        message={callErrorMessage(address.error, i18n).text}
        onRetry={() => {
          void address.refetch();
        }}
      />
    );
  if (address.isPending)
    return (
      <div className={styles.addressCard} data-state="loading">
        <Spinner label={t`Loading the address…`} />
      </div>
    );

  const { data } = address;
  const memo = network.memo_required ? data.memo : '';
  return (
    <div className={styles.addressCard} data-state="ready">
      <QrCode
        value={data.address}
        label={t`QR code of the ${coinName} deposit address`}
        size={160}
      />
      <div className={styles.addressText}>
        <p className={styles.label}>
          <Trans>
            {coinName} address on {networkName}
          </Trans>
        </p>
        <p className={styles.address}>
          <Num>{data.address}</Num>
        </p>
        <CopyButton
          text={data.address}
          label={t`Copy address`}
          copiedMessage={t`Address copied`}
          failedMessage={t`Could not copy`}
        />
        {network.memo_required ? (
          <div className={styles.memoBlock}>
            <div className={styles.memoWarning} role="note">
              <strong>
                <Trans>This network needs a memo.</Trans>
              </strong>{' '}
              <Trans>
                Send the memo below with your deposit, or the funds cannot be credited and may be
                lost.
              </Trans>
            </div>
            <p className={styles.label}>
              <Trans>Memo</Trans>
            </p>
            <p className={styles.address}>
              <Num>{memo}</Num>
            </p>
            <CopyButton
              text={memo}
              label={t`Copy memo`}
              copiedMessage={t`Memo copied`}
              failedMessage={t`Could not copy`}
            />
          </div>
        ) : null}
        <p className={styles.hint}>
          <Trans>
            Send only {coinName} on {networkName} to this address. Other coins or networks are lost.
          </Trans>
        </p>
      </div>
    </div>
  );
}
