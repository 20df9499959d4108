import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractPair } from '@exchange/api';
import {
  Field,
  formatAmount,
  formatCoinAmount,
  formatPercent,
  Num,
  NumericInput,
  TRIM_TRAILING_ZEROS,
} from '@exchange/design-system';
import { maxNotionalFor } from '@exchange/formulas';
import Big from 'big.js';
import { SettingsDialogFrame } from './settings-dialog-frame.tsx';
import { FormNotice } from '../../../trading/order-form/form-notices.tsx';
import styles from './contract-order-form.module.css';

/** Above this leverage the dialog warns (Binance caps new accounts at 20×: exchange-facts §1). */
const HIGH_LEVERAGE = 20;

/** Props of {@link LeverageDialog}. */
export interface LeverageDialogProps {
  pair: ContractPair;
  /** The symbol's leverage now: where the slider starts. */
  leverage: number;
  /** Sends the new leverage (adjust_lever); rejects with the call's error. */
  onSubmit: (leverage: number) => Promise<void>;
  /** The refusal of the last send, in words (the server's reason, e.g. leverage too high). */
  refusal: string | null;
  sending: boolean;
  onClose: () => void;
}

/** The bracket a leverage is allowed up to: the highest one whose max leverage reaches it. */
function bracketIndexFor(pair: ContractPair, leverage: number): number {
  let found = -1;
  pair.brackets.forEach((bracket, index) => {
    if (bracket.max_leverage >= leverage) found = index;
  });
  return found;
}

/**
 * The leverage dialog: a slider and a number box from 1 to the pair's maximum, the pair's margin
 * brackets with the row the chosen leverage falls in marked, the largest position that leverage
 * allows (formulas' `maxNotionalFor`, the cap of that bracket) and a warning above 20×. Mount it
 * when it opens (`{open ? <LeverageDialog … /> : null}`), so it starts from the current leverage.
 *
 * @example <LeverageDialog pair={btc} leverage={20} onSubmit={adjust} refusal={null} sending={false} onClose={close} />
 */
export function LeverageDialog({
  pair,
  leverage,
  onSubmit,
  refusal,
  sending,
  onClose,
}: LeverageDialogProps) {
  const { t } = useLingui();
  const [text, setText] = useState(String(leverage));
  const max = pair.max_leverage;
  const typed = Number.parseInt(text, 10);
  const valid = Number.isInteger(typed) && typed >= 1 && typed <= max;
  const chosen = valid ? typed : Math.min(Math.max(1, leverage), max);
  const row = bracketIndexFor(pair, chosen);
  const quote = pair.quote_coin;
  const name = pair.name;
  // Num isolates each number as a left-to-right run (design-system README).
  const maxPosition = formatCoinAmount(maxNotionalFor(pair.brackets, chosen), quote);
  const percent = (fraction: string) =>
    formatPercent(new Big(fraction).times(100), TRIM_TRAILING_ZEROS);
  const amount = (value: string) => formatCoinAmount(value, quote);

  return (
    <SettingsDialogFrame
      title={t`Adjust leverage`}
      width={520}
      confirmDisabled={!valid}
      sending={sending}
      refusal={refusal}
      onConfirm={() => {
        if (valid) void onSubmit(typed);
      }}
      onClose={onClose}
    >
      <Field
        label={t`Leverage`}
        error={valid ? undefined : t`Choose a leverage from 1× to ${max}×.`}
      >
        {(control) => (
          <NumericInput {...control} value={text} precision={0} suffix="×" onChange={setText} />
        )}
      </Field>
      <input
        type="range"
        className={styles.range}
        min={1}
        max={max}
        step={1}
        value={chosen}
        aria-label={t`Leverage slider`}
        aria-valuetext={`${chosen}×`}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <div className={styles.rangeMarks} aria-hidden="true">
        <span>1×</span>
        <span>{max}×</span>
      </div>
      <p className={styles.previewLine}>
        <span>
          <Trans>Maximum position at this leverage</Trans>
        </span>
        <Num>{maxPosition}</Num>
      </p>
      {chosen > HIGH_LEVERAGE ? (
        <FormNotice role="note">
          <Trans>
            Leverage above 20× makes liquidation much more likely: a small move against the position
            can wipe out its margin.
          </Trans>
        </FormNotice>
      ) : null}
      <table className={styles.brackets}>
        <caption className={styles.caption}>
          <Trans>Margin brackets of {name}</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Tier</Trans>
            </th>
            <th scope="col">
              <Trans>Position ({quote})</Trans>
            </th>
            <th scope="col">
              <Trans>Max leverage</Trans>
            </th>
            <th scope="col">
              <Trans>Maintenance rate</Trans>
            </th>
            <th scope="col">
              <Trans>Maintenance amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {pair.brackets.map((bracket, index) => (
            <tr
              key={bracket.bracket}
              data-state={index === row ? 'selected' : undefined}
              aria-current={index === row ? 'true' : undefined}
            >
              <td>{bracket.bracket}</td>
              <td>
                <Num>
                  {`${formatAmount(bracket.notional_floor, TRIM_TRAILING_ZEROS)} – ${formatAmount(bracket.notional_cap, TRIM_TRAILING_ZEROS)}`}
                </Num>
              </td>
              <td>
                <Num>{`${bracket.max_leverage}×`}</Num>
              </td>
              <td>
                <Num>{percent(bracket.mmr)}</Num>
              </td>
              <td>
                <Num>{amount(bracket.cum)}</Num>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SettingsDialogFrame>
  );
}
