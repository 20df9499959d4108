import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type {
  ContractAccount,
  ContractOpenBody,
  ContractOrderType,
  ContractPair,
  MarginMode,
  Position,
  PositionSide,
  TriggerBy,
} from '@exchange/api';
import { formatCoinAmount, isolateLtr } from '@exchange/design-system';
import { isFarFromLastPrice, wireDecimal } from '@exchange/formulas';
import { sanitizeDecimalInput } from '../../../trading/order-form/decimal-input.ts';
import { newClientOrderId } from '../../spot-trade/data/client-order-id.ts';
import { baseSize, percentOfMax, type SizeUnit } from './contract-order-math.ts';
import { orderPrice, sidePreview, type PreviewOrder } from './contract-order-preview.ts';
import { checkOpenOrder, type OpenField } from './open-order-checks.ts';
import type { PickedTimeInForce } from './order-fields.tsx';
import { NO_REFUSAL, refusalOfError, type OrderRefusal } from './order-refusal.ts';

/** What the Open tab works from (the props of OpenOrderForm). */
export interface OpenOrderInput {
  pair: ContractPair;
  markPrice: string;
  /** A price picked in the order book: fills the price (and turns a market order into limit). */
  bookPrice: string | undefined;
  leverage: number;
  marginMode: MarginMode;
  account: ContractAccount | null;
  positions: readonly Position[];
  signedIn: boolean;
  onOpen: (body: ContractOpenBody) => Promise<unknown>;
}

/** Where the form is: filling in, asking to confirm a far market order, or sending one side. */
export type OpenPhase =
  | { name: 'editing' }
  | { name: 'confirming'; side: PositionSide }
  | { name: 'sending'; side: PositionSide };

const EDITING: OpenPhase = { name: 'editing' };
export const SIDES: readonly PositionSide[] = ['long', 'short'];
/** Fields the server may name that this tab shows; any other goes to the form's alert. */
const OPEN_FIELDS: readonly OpenField[] = [
  'price',
  'trigger_price',
  'amount',
  'take_profit',
  'stop_loss',
];

/**
 * The Open tab's state and rules: the typed order, its previews for both sides, the problems to
 * show (the form's checks before sending, the server's field errors after), the confirmation of
 * a far market order and the send. The form component only lays it out.
 *
 * `focus` moves the keyboard to the first field with a problem when a submit is refused.
 *
 * @example const order = useOpenOrder(props, focusField); order.submit('long');
 */
export function useOpenOrder(props: OpenOrderInput, focus: (field: OpenField) => void) {
  const { pair, markPrice, leverage, marginMode, account, positions, signedIn } = props;
  const { t, i18n } = useLingui();
  const [type, setType] = useState<ContractOrderType>('limit');
  const [price, setPrice] = useState('');
  const [trigger, setTrigger] = useState('');
  const [triggerBy, setTriggerBy] = useState<TriggerBy>('mark');
  const [size, setSize] = useState('');
  const [unit, setUnit] = useState<SizeUnit>('base');
  const [timeInForce, setTimeInForce] = useState<PickedTimeInForce>('gtc');
  const [postOnly, setPostOnly] = useState(false);
  const [reduceOnly, setReduceOnly] = useState(false);
  const [tpsl, setTpsl] = useState(false);
  const [takeProfit, setTakeProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [phase, setPhase] = useState<OpenPhase>(EDITING);
  const [attempted, setAttempted] = useState<PositionSide | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<OpenField>>(new Set());
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const [announcement, setAnnouncement] = useState('');

  // A price picked in the book fills the price, adjusting state during render (React's pattern
  // for state that follows a prop).
  const [picked, setPicked] = useState(props.bookPrice);
  if (props.bookPrice !== picked) {
    setPicked(props.bookPrice);
    if (props.bookPrice !== undefined) {
      setPrice(props.bookPrice);
      if (type === 'market') setType('limit');
      if (type === 'stop_market') setType('stop_limit');
    }
  }

  const halted = pair.status === 'halted';
  const limitPriced = type === 'limit' || type === 'stop_limit';
  const stop = type === 'stop_limit' || type === 'stop_market';
  const atPrice = orderPrice({ type, price, triggerPrice: trigger }, markPrice);
  const priceText = atPrice === null ? null : atPrice.toFixed();
  const sizeBase = baseSize({
    text: size,
    unit,
    price: priceText,
    sizePrecision: pair.size_precision,
  });
  const draft: PreviewOrder = {
    type,
    price,
    triggerPrice: trigger,
    size: sizeBase,
    postOnly: type === 'limit' && postOnly,
    reduceOnly,
  };
  const context = { pair, markPrice, leverage, marginMode, account, positions };
  const previews = {
    long: sidePreview('long', draft, context),
    short: sidePreview('short', draft, context),
  };
  // The slider's 100 % is the smaller side's maximum, so any percent opens on either side.
  const { maxOpenSize: longMax } = previews.long;
  const { maxOpenSize: shortMax } = previews.short;
  const maxSize =
    longMax === null || shortMax === null
      ? null
      : (longMax.lt(shortMax) ? longMax : shortMax).toFixed();
  const percent = percentOfMax(sizeBase, maxSize);

  const problemsOf = (side: PositionSide) =>
    checkOpenOrder(side, {
      draft,
      takeProfit: tpsl ? takeProfit : '',
      stopLoss: tpsl ? stopLoss : '',
      preview: previews[side],
      context,
      i18n,
    });
  const shownProblems = problemsOf(attempted ?? 'long');
  const errorOf = (field: OpenField) => {
    const server = refusal.fields[field];
    if (server !== undefined) return server;
    const problem = shownProblems.find((item) => item.field === field);
    if (problem === undefined) return undefined;
    return attempted !== null || (touched.has(field) && !problem.required)
      ? problem.message
      : undefined;
  };

  const edited = () => {
    setRefusal(NO_REFUSAL);
    setAnnouncement('');
  };
  const touch = (field: OpenField) => () => {
    if (!touched.has(field)) setTouched(new Set([...touched, field]));
  };
  const typing =
    (setter: (text: string) => void, current: string, decimals: number) => (text: string) => {
      edited();
      setter(sanitizeDecimalInput(text, current, decimals));
    };

  const send = (side: PositionSide) => {
    const body: ContractOpenBody = {
      symbol: pair.symbol,
      side,
      type,
      amount: wireDecimal(sizeBase),
      reduce_only: reduceOnly,
      leverage,
      margin_mode: marginMode,
      client_order_id: newClientOrderId(),
      ...(limitPriced ? { price: wireDecimal(price) } : {}),
      ...(type === 'limit' ? { time_in_force: postOnly ? 'post_only' : timeInForce } : {}),
      ...(stop ? { trigger_price: wireDecimal(trigger), trigger_by: triggerBy } : {}),
      ...(tpsl && takeProfit !== '' ? { take_profit: wireDecimal(takeProfit) } : {}),
      ...(tpsl && stopLoss !== '' ? { stop_loss: wireDecimal(stopLoss) } : {}),
    };
    setPhase({ name: 'sending', side });
    const amount = isolateLtr(formatCoinAmount(body.amount, pair.base_coin));
    props.onOpen(body).then(
      () => {
        setSize('');
        setAttempted(null);
        setTouched(new Set());
        setAnnouncement(
          side === 'long' ? t`Long order placed: ${amount}.` : t`Short order placed: ${amount}.`,
        );
        setPhase(EDITING);
      },
      (error: unknown) => {
        setRefusal(refusalOfError(error, i18n, OPEN_FIELDS));
        setPhase(EDITING);
      },
    );
  };

  const submit = (side: PositionSide) => {
    if (phase.name !== 'editing' || halted || !signedIn) return;
    setAttempted(side);
    edited();
    const first = problemsOf(side)[0];
    if (first !== undefined) {
      const field = OPEN_FIELDS.find((item) => item === first.field);
      if (field !== undefined) focus(field);
      return;
    }
    // As spot does: a market order priced (at the mark) far from the last trade asks first.
    if (type === 'market' && isFarFromLastPrice(markPrice, pair.last_price)) {
      setPhase({ name: 'confirming', side });
      return;
    }
    send(side);
  };

  const problemsAlert = shownProblems.filter(
    (problem) => attempted !== null && !OPEN_FIELDS.some((field) => field === problem.field),
  );
  return {
    type,
    price,
    trigger,
    triggerBy,
    size,
    unit,
    timeInForce,
    postOnly,
    reduceOnly,
    tpsl,
    takeProfit,
    stopLoss,
    phase,
    announcement,
    halted,
    limitPriced,
    stop,
    priceText,
    sizeBase,
    previews,
    maxSize,
    percent,
    errorOf,
    formAlert: refusal.form ?? problemsAlert[0]?.message ?? null,
    sending: phase.name === 'sending' ? phase.side : null,
    touch,
    typing,
    submit,
    /** Sends the order the confirmation dialog held. */
    confirm: () => {
      if (phase.name === 'confirming') send(phase.side);
    },
    cancelConfirm: () => {
      setPhase((current) => (current.name === 'confirming' ? EDITING : current));
    },
    /** A change that needs no sanitising (type, unit, trigger source, boxes): clears messages. */
    change:
      <T>(setter: (value: T) => void) =>
      (value: T) => {
        edited();
        setter(value);
      },
    setType: (next: ContractOrderType) => {
      setType(next);
      setAttempted(null);
      edited();
    },
    setTriggerBy,
    setSize,
    setUnit,
    setTimeInForce,
    setPostOnly,
    setReduceOnly,
    setTpsl,
    setPrice,
    setTrigger,
    setTakeProfit,
    setStopLoss,
  };
}
