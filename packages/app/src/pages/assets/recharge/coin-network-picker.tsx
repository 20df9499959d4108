import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CoinNetwork, RechargeWithdraw } from '@exchange/api';
import { Field, Select } from '@exchange/design-system';
import { networkOpen, type NetworkPurpose } from './coin-network.ts';
import styles from './funding-page.module.css';

export interface CoinNetworkPickerProps {
  coins: readonly RechargeWithdraw[];
  coin: RechargeWithdraw | undefined;
  network: CoinNetwork | undefined;
  purpose: NetworkPurpose;
  onCoinChange: (coinName: string) => void;
  onNetworkChange: (network: string) => void;
  /** What a network's option says beside its name (confirmations, minimum, fee). */
  describeNetwork?: (network: CoinNetwork) => ReactNode;
}

/**
 * The coin (with its logo) and then the network of a deposit or a withdrawal. Networks closed
 * for the purpose are listed but cannot be chosen, so the reader sees why one is missing.
 *
 * @example <CoinNetworkPicker coins={coins} coin={coin} network={network} purpose="deposit" … />
 */
export function CoinNetworkPicker({
  coins,
  coin,
  network,
  purpose,
  onCoinChange,
  onNetworkChange,
  describeNetwork,
}: CoinNetworkPickerProps) {
  const { t } = useLingui();
  return (
    <div className={styles.pickers}>
      <Field label={t`Coin`}>
        {(control) => (
          <Select
            id={control.id}
            value={coin?.coin_name}
            placeholder={t`Choose a coin`}
            onChange={onCoinChange}
            options={coins.map((item) => ({
              value: item.coin_name,
              label: (
                <span className={styles.coinOption}>
                  <img className={styles.logo} src={item.logo} alt="" width={20} height={20} />
                  {item.coin_name}
                </span>
              ),
            }))}
          />
        )}
      </Field>
      <Field label={t`Network`}>
        {(control) => (
          <Select
            id={control.id}
            value={network?.network}
            placeholder={t`Choose a network`}
            onChange={onNetworkChange}
            disabled={coin === undefined}
            options={(coin?.networks ?? []).map((item) => ({
              value: item.network,
              disabled: !networkOpen(item, purpose),
              label: (
                <span className={styles.networkOption}>
                  <span>{item.name}</span>
                  {describeNetwork ? (
                    <span className={styles.networkFacts}>{describeNetwork(item)}</span>
                  ) : null}
                </span>
              ),
            }))}
          />
        )}
      </Field>
    </div>
  );
}
