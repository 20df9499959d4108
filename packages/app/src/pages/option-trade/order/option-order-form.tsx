import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OptionDirection } from '@exchange/api';
import {
  Button,
  formatAmount,
  formatCoinAmount,
  isolateLtr,
  Num,
  TRIM_TRAILING_ZEROS,
  withUnit,
} from '@exchange/design-system';
import { AvailableLine } from '../../../trading/order-form/available-line.tsx';
import { DecimalField } from '../../../trading/order-form/decimal-field.tsx';
import { FormAlert, FormHint, FormNotice } from '../../../trading/order-form/form-notices.tsx';
import { SideSubmitButton } from '../../../trading/order-form/side-submit-button.tsx';
import { SignInPrompt } from '../../../trading/order-form/sign-in-prompt.tsx';
import { DurationPicker } from './duration-picker.tsx';
import { useOptionOrder, type OptionOrderInput } from './use-option-order.ts';
import styles from './option-order-form.module.css';

/** The quick stakes, in the quote coin. */
export const QUICK_STAKES = ['10', '50', '100', '500'] as const;

/** Props of {@link OptionOrderForm}. */
export type OptionOrderFormProps = OptionOrderInput;

/**
 * The option order (SPEC.md section 2, /option-trade's order component): the duration chips
 * with their payout rate, the stake in the quote coin with quick amounts, the available
 * balance and the stake limits, then two large Up and Down buttons each showing what a win
 * pays. A tie returns the stake, and the form says so before staking. A halted pair shows why
 * nothing can be opened; a visitor is asked to log in instead of the buttons.
 *
 * @example <OptionOrderForm pair={btc} times={times} available="1000" signedIn onOpen={open} />
 */
export function OptionOrderForm(props: OptionOrderFormProps) {
  const { pair, times, available, signedIn } = props;
  const { t } = useLingui();
  const stakeRef = useRef<HTMLInputElement>(null);
  const order = useOptionOrder(props, () => stakeRef.current?.focus());
  const { time, halted, sending } = order;
  const coin = pair.quote_coin;
  const decimals = pair.amount_precision;
  const limit = (value: string) => isolateLtr(formatCoinAmount(value, coin));
  const payout =
    order.payout === null ? null : withUnit(formatAmount(order.payout, decimals), coin);
  const blocked = halted || time === null;
  const name = pair.name;
  const min = time === null ? '' : limit(time.min_amount);
  const max = time === null ? '' : limit(time.max_amount);

  const button = (direction: OptionDirection) => (
    <SideSubmitButton
      type="button"
      size="lg"
      tone={direction === 'up' ? 'rise' : 'fall'}
      disabled={blocked || (sending !== null && sending !== direction)}
      loading={sending === direction}
      onClick={() => {
        order.submit(direction);
      }}
    >
      <span className={styles.buttonLabel}>
        <span className={styles.direction}>
          {direction === 'up' ? <Trans>Up</Trans> : <Trans>Down</Trans>}
        </span>
        {payout === null ? null : (
          <span className={styles.payout}>
            <Trans>Payout if won</Trans> <Num>{payout}</Num>
          </span>
        )}
      </span>
    </SideSubmitButton>
  );

  return (
    <form
      className={styles.root}
      noValidate
      aria-busy={sending !== null}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      {halted ? (
        <FormNotice role="status">
          <Trans>Options on {name} are suspended: nothing can be opened for now.</Trans>
        </FormNotice>
      ) : null}
      {order.symbolError === undefined ? null : <FormAlert message={order.symbolError} />}
      {times.length === 0 ? (
        <p className={styles.loading} role="status">
          <Trans>Loading the durations…</Trans>
        </p>
      ) : (
        <DurationPicker
          times={times}
          value={time?.id ?? null}
          onChange={order.chooseTime}
          error={order.timeError}
          disabled={halted}
        />
      )}
      <fieldset className={styles.stakeGroup} disabled={blocked}>
        <DecimalField
          label={t`Stake`}
          value={order.stake}
          suffix={coin}
          error={order.stakeError}
          ref={stakeRef}
          onChange={order.typeStake}
          onBlur={order.touchStake}
        />
        <div className={styles.quick} role="group" aria-label={t`Quick stakes`}>
          {QUICK_STAKES.map((value) => (
            <Button
              key={value}
              variant="secondary"
              size="sm"
              aria-pressed={order.stake === value}
              onClick={() => {
                order.pickStake(value);
              }}
            >
              {formatAmount(value, TRIM_TRAILING_ZEROS)}
            </Button>
          ))}
        </div>
      </fieldset>
      {signedIn ? <AvailableLine amount={available} coin={coin} decimals={decimals} /> : null}
      {time === null ? null : (
        <FormHint>
          <Trans>
            Stake from {min} to {max}.
          </Trans>
        </FormHint>
      )}
      <FormHint>
        <Trans>A tie returns your stake.</Trans>
      </FormHint>
      {signedIn ? (
        <div className={styles.buttons}>
          {button('up')}
          {button('down')}
        </div>
      ) : (
        <div className={styles.signIn}>
          <p className={styles.signInText}>
            <Trans>Log in to open an option.</Trans>
          </p>
          <SignInPrompt />
        </div>
      )}
      <FormAlert message={order.formAlert} />
      <p className={styles.announcement} role="status">
        {order.announcement}
      </p>
    </form>
  );
}
