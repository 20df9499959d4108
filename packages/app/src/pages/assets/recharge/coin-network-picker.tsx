import { useLingui } from '@lingui/react/macro';
import type { CoinNetwork, RechargeWithdraw } from '@exchange/api';
import { Combobox, Field } from '@exchange/design-system';
import { networkOpen, type NetworkPurpose } from './coin-network.ts';
import styles from './funding-page.module.css';

export interface CoinNetworkPickerProps {
  coins: readonly RechargeWithdraw[];
  coin: RechargeWithdraw | undefined;
  network: CoinNetwork | undefined;
  purpose: NetworkPurpose;
  onCoinChange: (coinName: string) => void;
  onNetworkChange: (network: string) => void;
  /** What a network says under its name (confirmations and minimum, or the fee), translated. */
  describeNetwork: (network: CoinNetwork) => string;
}

/**
 * The coin (searchable, with its logo) and then the network of a deposit or a withdrawal, both
 * the design system's Combobox. Networks closed for the purpose are listed but cannot be
 * chosen, so the reader sees why one is missing.
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
          <Combobox
            {...control}
            label={t`Coin`}
            placeholder={t`Choose a coin`}
            searchLabel={t`Search coins`}
            emptyLabel={t`No coin matches.`}
            value={coin?.coin_name ?? null}
            onChange={onCoinChange}
            items={coins.map((item) => ({
              value: item.coin_name,
              label: item.coin_name,
              icon: <img className={styles.logo} src={item.logo} alt="" width={20} height={20} />,
            }))}
          />
        )}
      </Field>
      <Field label={t`Network`}>
        {(control) => (
          <Combobox
            {...control}
            label={t`Network`}
            placeholder={t`Choose a network`}
            searchLabel={t`Search networks`}
            emptyLabel={t`No network matches.`}
            value={network?.network ?? null}
            onChange={onNetworkChange}
            disabled={coin === undefined}
            items={(coin?.networks ?? []).map((item) => ({
              value: item.network,
              label: item.name,
              description: describeNetwork(item),
              disabled: !networkOpen(item, purpose),
            }))}
          />
        )}
      </Field>
    </div>
  );
}
