import { useRef, useState, type SyntheticEvent } from 'react';
import Big from 'big.js';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderSide, OrderType, SpotOrderBody, SpotPair } from '@exchange/api';
import {
  formatCoinAmount,
  formatPercent,
  isolateLtr,
  PercentSlider,
  Tabs,
  TRIM_TRAILING_ZEROS,
  VISUALLY_HIDDEN,
} from '@exchange/design-system';
import {
  estimateMarketPrice,
  isFarFromLastPrice,
  quoteDecimals,
  validateOrder,
  wireDecimal,
  type BookSides,
  type ProblemField,
} from '@exchange/formulas';
import { AvailableLine } from '../../../trading/order-form/available-line.tsx';
import { DecimalField } from '../../../trading/order-form/decimal-field.tsx';
import { MarketPriceField } from '../../../trading/order-form/market-price-field.tsx';
import {
  OrderConfirmDialog,
  type PendingMarketOrder,
} from '../../../trading/order-form/order-confirm-dialog.tsx';
import { problemMessage } from '../../../trading/order-form/order-problem-message.ts';
import { SideToggle } from '../../../trading/order-form/side-toggle.tsx';
import { SignInPrompt } from '../../../trading/order-form/sign-in-prompt.tsx';
import { useOrderDraft } from '../../../trading/order-form/use-order-draft.ts';
import { visibleProblem } from '../../../trading/order-form/visible-problem.ts';
import { callErrorMessage } from '../../../errors/call-error-message.ts';
import { newClientOrderId } from '../data/client-order-id.ts';
import { spotOrderRules } from '../data/spot-trading-pair.ts';
import { FormAlert, FormHint, FormNotice } from '../../../trading/order-form/form-notices.tsx';
import { SideSubmitButton } from '../../../trading/order-form/side-submit-button.tsx';
import styles from './order-form.module.css';

/** Props of {@link OrderForm} (the interface fixed in the spot-trade split). */
export interface OrderFormProps {
  pair: SpotPair;
  lastPrice: string | null;
  /** Available (not frozen) balances; null while loading or when signed out. */
  balances: { base: string; quote: string } | null;
  /** False: show Log in / Register links instead of submit. */
  signedIn: boolean;
  /** A price picked in the order book: `{ price, nonce }` (nonce so the same price twice re-fills). */
  pickedPrice?: { price: string; nonce: number } | null;
  /**
   * Sends the order; resolves when placed, rejects with the API client's typed error, which the
   * form puts in words (what happened, and whether the order may have been placed: issue 15).
   */
  onSubmit: (body: SpotOrderBody) => Promise<void>;
  /**
   * Optional, added to the agreed interface: reads the live order book (asks ascending, bids
   * descending), so a market order's price is estimated by walking the opposite side instead of
   * taken from the last price. Read only when needed, so book updates do not re-render the form.
   */
  getOrderBook?: () => BookSides | null;
}

/**
 * Where the form is: filling in, asking to confirm a far market order (which it holds), or
 * waiting for the server. The order to confirm lives in its phase, so it exists only there.
 */
type Phase =
  { name: 'editing' } | { name: 'confirming'; order: PendingMarketOrder } | { name: 'sending' };

const EDITING: Phase = { name: 'editing' };

/** A fee rate ('0.001') as the percent a reader sees ('0.1%'), kept whole (trailing zeros trimmed). */
const feePercent = (fee: string) =>
  isolateLtr(formatPercent(new Big(fee).times(100), TRIM_TRAILING_ZEROS));

/**
 * The spot order form: Limit / Market, Buy / Sell, price, amount and total linked both ways and
 * truncated to the pair's precisions (SPEC.md section 5), a percent slider of the available
 * balance, every validation message before sending, a confirmation for a market order far from
 * the last price, a failed send in words (the server's reason on a rejection, or whether the order
 * may have been placed when no answer came; inputs kept) and a polite announcement on
 * success (amount and total cleared, price kept).
 *
 * A new pair should start an empty form: render it with `key={pair.symbol}` (the spot page does),
 * rather than the form watching its pair and clearing every piece of state by hand.
 *
 * @example <OrderForm key={pair.symbol} pair={pair} lastPrice="64000" balances={{ base: '0.5', quote: '1000' }} signedIn onSubmit={place} />
 */
export function OrderForm({
  pair,
  lastPrice,
  balances,
  signedIn,
  pickedPrice = null,
  onSubmit,
  getOrderBook,
}: OrderFormProps) {
  const { t, i18n } = useLingui();
  const [side, setSide] = useState<OrderSide>('buy');
  const [type, setType] = useState<OrderType>('limit');
  const [phase, setPhase] = useState<Phase>(EDITING);
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<ProblemField>>(new Set());
  const [rejection, setRejection] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const priceRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const totalRef = useRef<HTMLInputElement>(null);

  const halted = pair.status === 'halted';
  const rules = spotOrderRules(pair);
  const available = signedIn ? balances : null;
  const book = type === 'market' ? (getOrderBook?.() ?? null) : null;
  /** The price amount and total link at: the limit price, or for a market order the best
   * opposite price (else the last price); the full walk of the book is for the estimate. */
  const linkPrice = (forSide: OrderSide, forType: OrderType) =>
    forType === 'market'
      ? (estimateMarketPrice({
          side: forSide,
          amount: '',
          book: getOrderBook?.() ?? null,
          lastPrice,
          pricePrecision: pair.price_precision,
        })?.price ?? null)
      : null;
  const bestPrice = linkPrice(side, type);
  const draft = useOrderDraft({ pair: rules, side, type, marketPrice: bestPrice, available });
  const { fields } = draft;

  // A picked price fills the price and switches to Limit, adjusting state during render
  // (React's pattern for state that follows a prop).
  const [pickedNonce, setPickedNonce] = useState<number | null>(null);
  if (pickedPrice !== null && pickedPrice.nonce !== pickedNonce) {
    setPickedNonce(pickedPrice.nonce);
    setType('limit');
    draft.fillPrice(pickedPrice.price, { type: 'limit' });
  }

  /** The market estimate and the problems of the draft, against a given read of the book. */
  const check = (bookNow: BookSides | null) => {
    const estimate =
      type === 'market'
        ? estimateMarketPrice({
            side,
            amount: fields.amount,
            book: bookNow,
            lastPrice,
            pricePrecision: pair.price_precision,
          })
        : null;
    const problems = validateOrder(
      { side, type, price: fields.price, amount: fields.amount },
      { pair: rules, available, marketPrice: estimate?.price ?? null },
    );
    return { estimate, problems };
  };
  const { problems } = check(book);
  const errorOf = (field: ProblemField) => {
    const problem = visibleProblem(problems, field, { attempted, touched });
    return problem === undefined ? undefined : problemMessage(problem, i18n);
  };

  const edited = () => {
    setRejection(null);
    setAnnouncement('');
  };
  const touch = (field: ProblemField) => () => {
    if (!touched.has(field)) setTouched(new Set([...touched, field]));
  };

  const send = (orderSide: OrderSide, orderType: OrderType) => {
    const body: SpotOrderBody = {
      symbol: pair.symbol,
      side: orderSide,
      type: orderType,
      amount: wireDecimal(fields.amount),
      client_order_id: newClientOrderId(),
      ...(orderType === 'limit' ? { price: wireDecimal(fields.price) } : {}),
    };
    setPhase({ name: 'sending' });
    const amount = isolateLtr(formatCoinAmount(body.amount, pair.base_coin));
    onSubmit(body).then(
      () => {
        draft.clearSize();
        setAttempted(false);
        setTouched(new Set());
        setAnnouncement(
          orderSide === 'buy' ? t`Buy order placed: ${amount}.` : t`Sell order placed: ${amount}.`,
        );
        setPhase(EDITING);
      },
      (error: unknown) => {
        setRejection(callErrorMessage(error, i18n).text);
        setPhase(EDITING);
      },
    );
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (phase.name !== 'editing' || halted || !signedIn) return;
    setAttempted(true);
    edited();
    // The book moves between renders: judge a market order by the book as it is now.
    const { estimate, problems: now } = check(
      type === 'market' ? (getOrderBook?.() ?? null) : null,
    );
    const first = now[0];
    if (first !== undefined) {
      const refs = { price: priceRef, amount: amountRef, total: totalRef };
      refs[first.field].current?.focus();
      return;
    }
    if (type === 'market' && estimate !== null && lastPrice !== null) {
      if (isFarFromLastPrice(estimate.price, lastPrice)) {
        setPhase({
          name: 'confirming',
          order: { side, amount: fields.amount, price: estimate.price, lastPrice },
        });
        return;
      }
    }
    send(side, type);
  };

  const quote = pair.quote_coin;
  const base = pair.base_coin;
  const maker = feePercent(pair.maker_fee);
  const taker = feePercent(pair.taker_fee);
  const sideLabel = side === 'buy' ? t`Buy ${base}` : t`Sell ${base}`;

  const form = (
    // Unnamed on purpose: a named form or section is a landmark, and the page composes the form
    // inside its own labelled region (several forms on one page would repeat the landmark).
    <form className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset} disabled={halted}>
        <SideToggle
          side={side}
          disabled={halted}
          onSideChange={(next) => {
            setSide(next);
            edited();
            draft.relinkFromAmount({ side: next, marketPrice: linkPrice(next, type) });
          }}
        />
        {type === 'limit' ? (
          <DecimalField
            label={t`Price`}
            value={fields.price}
            suffix={quote}
            error={errorOf('price')}
            ref={priceRef}
            onChange={(text) => {
              edited();
              draft.setPrice(text);
            }}
            onBlur={touch('price')}
          />
        ) : (
          <MarketPriceField />
        )}
        <DecimalField
          label={t`Amount`}
          value={fields.amount}
          suffix={base}
          error={errorOf('amount')}
          ref={amountRef}
          onChange={(text) => {
            edited();
            draft.setAmount(text);
          }}
          onBlur={touch('amount')}
        />
        <PercentSlider
          label={t`Order size (% of available)`}
          marksLabel={t`Quick amounts`}
          value={fields.percent}
          disabled={halted || available === null}
          onValueChange={(percent) => {
            edited();
            draft.setPercent(percent);
          }}
        />
        <DecimalField
          label={type === 'market' ? t`Total (estimated)` : t`Total`}
          value={fields.total}
          suffix={quote}
          error={errorOf('total')}
          ref={totalRef}
          onChange={(text) => {
            edited();
            draft.setTotal(text);
          }}
          onBlur={touch('total')}
        />
        {signedIn ? (
          <AvailableLine
            amount={balances === null ? null : side === 'buy' ? balances.quote : balances.base}
            coin={side === 'buy' ? quote : base}
            decimals={side === 'buy' ? quoteDecimals(rules) : pair.size_precision}
          />
        ) : null}
        <FormHint>
          {type === 'limit' ? t`Fee: maker ${maker}, taker ${taker}` : t`Fee: taker ${taker}`}
        </FormHint>
        {halted ? (
          <FormNotice>
            <Trans>Trading is halted on this pair.</Trans>
          </FormNotice>
        ) : null}
        <FormAlert message={rejection} />
        {signedIn ? (
          <SideSubmitButton
            type="submit"
            tone={side === 'buy' ? 'rise' : 'fall'}
            loading={phase.name === 'sending'}
            disabled={halted}
          >
            {sideLabel}
          </SideSubmitButton>
        ) : (
          <SignInPrompt />
        )}
      </fieldset>
      <p className={VISUALLY_HIDDEN} role="status">
        {announcement}
      </p>
    </form>
  );

  return (
    <div className={styles.root} data-state={phase.name}>
      <Tabs
        label={t`Order type`}
        variant="line"
        value={type}
        onValueChange={(next) => {
          const nextType: OrderType = next === 'market' ? 'market' : 'limit';
          setType(nextType);
          edited();
          setAttempted(false);
          draft.relinkFromAmount({ type: nextType, marketPrice: linkPrice(side, nextType) });
        }}
        items={[
          { value: 'limit', label: t`Limit`, content: form },
          {
            value: 'market',
            label: t({ message: 'Market', context: 'order type' }),
            content: form,
          },
        ]}
      />
      <OrderConfirmDialog
        order={phase.name === 'confirming' ? phase.order : null}
        baseCoin={base}
        quoteCoin={quote}
        pricePrecision={pair.price_precision}
        sizePrecision={pair.size_precision}
        onConfirm={() => {
          if (phase.name === 'confirming') send(phase.order.side, 'market');
        }}
        onCancel={() => {
          setPhase((current) => (current.name === 'confirming' ? EDITING : current));
        }}
      />
    </div>
  );
}
