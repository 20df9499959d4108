import { useLingui } from '@lingui/react/macro';
import type { OrderSide, OtcCoin } from '@exchange/api';
import { Field, NumericInput, Select } from '@exchange/design-system';
import { AvailableLine } from '../../trading/order-form/available-line.tsx';
import { SideSubmitButton } from '../../trading/order-form/side-submit-button.tsx';
import { SignInPrompt } from '../../trading/order-form/sign-in-prompt.tsx';
import { paidCoin } from './otc-amount.ts';
import { otcAmountInText } from './otc-format.ts';
import styles from './otc-page.module.css';

/** Props of {@link OtcQuoteForm}. */
export interface OtcQuoteFormProps {
  side: OrderSide;
  coins: readonly OtcCoin[];
  coin: OtcCoin;
  amount: string;
  /** The spot balance of the coin the side pays; null while it loads. */
  available: string | null;
  /** The message under the amount (a broken rule or the desk's refusal), if any. */
  amountError: string | undefined;
  /** The desk's refusal of the coin, if any. */
  coinError: string | undefined;
  signedIn: boolean;
  /** A quote is out: the fields keep its coin and amount until it is dealt with. */
  locked: boolean;
  quoting: boolean;
  onCoinChange: (coinId: number) => void;
  onAmountChange: (amount: string) => void;
  onSubmit: () => void;
}

/**
 * What a quote is asked for: the coin (with its size limits), the amount in that coin, what the
 * caller has to pay with, and "Get quote"; a visitor gets Log in / Register instead.
 *
 * @example <OtcQuoteForm side="buy" coins={coins} coin={coins[0]} amount="1" … />
 */
export function OtcQuoteForm({
  side,
  coins,
  coin,
  amount,
  available,
  amountError,
  coinError,
  signedIn,
  locked,
  quoting,
  onCoinChange,
  onAmountChange,
  onSubmit,
}: OtcQuoteFormProps) {
  const { t } = useLingui();
  const name = coin.coin_name;
  const min = otcAmountInText(coin.min_amount, name);
  const max = otcAmountInText(coin.max_amount, name);
  return (
    <form
      className={styles.panel}
      noValidate
      aria-label={side === 'buy' ? t`Buy ${name}` : t`Sell ${name}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Field label={t`Coin`} error={coinError}>
        {(control) => (
          <Select
            id={control.id}
            disabled={locked}
            value={String(coin.coin_id)}
            options={coins.map((row) => ({
              value: String(row.coin_id),
              label: `${row.coin_name}/${row.quote_coin}`,
            }))}
            onChange={(value) => {
              onCoinChange(Number(value));
            }}
          />
        )}
      </Field>
      <Field
        label={side === 'buy' ? t`Amount to buy` : t`Amount to sell`}
        error={amountError}
        hint={t`From ${min} to ${max} per trade`}
      >
        {(control) => (
          <NumericInput
            {...control}
            disabled={locked}
            precision={coin.amount_precision}
            value={amount}
            suffix={name}
            onChange={onAmountChange}
          />
        )}
      </Field>
      {signedIn ? (
        <>
          <AvailableLine
            amount={available}
            coin={paidCoin(coin, side)}
            decimals={side === 'buy' ? coin.price_precision : coin.amount_precision}
          />
          {locked ? null : (
            <SideSubmitButton
              type="submit"
              tone={side === 'buy' ? 'rise' : 'fall'}
              loading={quoting}
            >
              {t`Get quote`}
            </SideSubmitButton>
          )}
        </>
      ) : (
        <SignInPrompt />
      )}
    </form>
  );
}
