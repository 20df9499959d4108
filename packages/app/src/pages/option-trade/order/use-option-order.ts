import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OptionDirection, OptionOrder, OptionPair, OptionTime } from '@exchange/api';
import { formatCoinAmount, isolateLtr } from '@exchange/design-system';
import { checkOptionStake, optionPayout, wireDecimal } from '@exchange/formulas';
import type { OptionOpenDraft } from '../../../queries/option.query.ts';
import { sanitizeDecimalInput } from '../../../trading/order-form/decimal-input.ts';
import {
  NO_REFUSAL,
  refusalOfError,
  type OrderRefusal,
} from '../../contract-trade/order-form/order-refusal.ts';
import { stakeProblemMessage } from './stake-problem-message.ts';

/** The fields of the option form a refusal may name; any other goes to the form's alert. */
export type OptionField = 'symbol' | 'time_id' | 'amount';
const OPTION_FIELDS: readonly OptionField[] = ['symbol', 'time_id', 'amount'];

/** What the form works from (the props of OptionOrderForm). */
export interface OptionOrderInput {
  pair: OptionPair;
  /** The pair's durations, shortest first; empty while they load. */
  times: readonly OptionTime[];
  /** The spot account's available quote coin; null while loading or signed out. */
  available: string | null;
  signedIn: boolean;
  /** Sends the open; resolves with the order (null: a retry found it already opened). */
  onOpen: (draft: OptionOpenDraft) => Promise<OptionOrder | null>;
}

/**
 * The option form's state and rules: the chosen duration, the stake and its check
 * (`checkOptionStake`), the payout each button shows (`optionPayout`), the server's field
 * refusals and the send. `focusStake` moves the keyboard to the stake when a submit is refused.
 *
 * @example const order = useOptionOrder(props, () => stakeRef.current?.focus()); order.submit('up');
 */
export function useOptionOrder(props: OptionOrderInput, focusStake: () => void) {
  const { pair, times, available, signedIn } = props;
  const { t, i18n } = useLingui();
  const [timeId, setTimeId] = useState<number | null>(null);
  const [stake, setStake] = useState('');
  const [touched, setTouched] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState<OptionDirection | null>(null);
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const [announcement, setAnnouncement] = useState('');

  const halted = pair.status === 'halted';
  const coin = pair.quote_coin;
  const decimals = pair.amount_precision;
  const time = times.find((row) => row.id === timeId) ?? times[0] ?? null;
  const problem =
    time === null
      ? null
      : checkOptionStake(stake, {
          min: time.min_amount,
          max: time.max_amount,
          decimals,
          ...(available === null ? {} : { available }),
        });
  // What a win pays back, for the stake typed (or the smallest stake before one is).
  const payoutStake = problem === null || problem.kind === 'insufficient' ? stake : null;
  const payout =
    time === null
      ? null
      : optionPayout(payoutStake ?? time.min_amount, time.payout_rate, decimals).toFixed(decimals);

  const stakeError = (() => {
    const server = refusal.fields.amount;
    if (server !== undefined) return server;
    if (problem === null || (!attempted && !(touched && stake !== ''))) return undefined;
    return stakeProblemMessage(problem, stake, coin, i18n);
  })();

  const edited = () => {
    setRefusal(NO_REFUSAL);
    setAnnouncement('');
  };

  const submit = (direction: OptionDirection) => {
    if (sending !== null || halted || !signedIn || time === null) return;
    setAttempted(true);
    edited();
    if (problem !== null) {
      focusStake();
      return;
    }
    const draft: OptionOpenDraft = {
      symbol: pair.symbol,
      time_id: time.id,
      direction,
      amount: wireDecimal(stake),
    };
    const amount = isolateLtr(formatCoinAmount(draft.amount, coin));
    const seconds = time.seconds;
    setSending(direction);
    props.onOpen(draft).then(
      () => {
        setAttempted(false);
        setTouched(false);
        setAnnouncement(
          direction === 'up'
            ? t`Up option opened: ${amount} for ${seconds} s.`
            : t`Down option opened: ${amount} for ${seconds} s.`,
        );
        setSending(null);
      },
      (error: unknown) => {
        setRefusal(refusalOfError(error, i18n, OPTION_FIELDS));
        setSending(null);
      },
    );
  };

  return {
    time,
    stake,
    payout,
    halted,
    sending,
    announcement,
    stakeError,
    timeError: refusal.fields.time_id,
    symbolError: refusal.fields.symbol,
    formAlert: refusal.form,
    submit,
    chooseTime: (id: number) => {
      edited();
      setTimeId(id);
    },
    typeStake: (text: string) => {
      edited();
      setStake(sanitizeDecimalInput(text, stake, decimals));
    },
    /** A quick amount: a fixed stake, or a share of the available balance (truncated). */
    pickStake: (value: string) => {
      edited();
      setTouched(true);
      setStake(value);
    },
    touchStake: () => {
      setTouched(true);
    },
  };
}
