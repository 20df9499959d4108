import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  HttpError,
  type OrderSide,
  type OtcCoin,
  type OtcQuote,
  type OtcTrade,
} from '@exchange/api';
import { useAppServices } from '../../app-services.tsx';
import { useClock } from '../../clock/use-now.tsx';
import { callErrorMessage } from '../../errors/call-error-message.ts';
import { walletQuery } from '../../queries/wallet.query.ts';
import {
  NO_REFUSAL,
  refusalOfError,
  type OrderRefusal,
} from '../contract-trade/order-form/order-refusal.ts';
import { checkOtcAmount, paidCoin, type OtcAmountProblem } from './otc-amount.ts';
import { otcAmountInText } from './otc-format.ts';
import { quoteDeadline } from './otc-quote-deadline.ts';
import { OtcQuoteCard } from './otc-quote-card.tsx';
import { OtcQuoteForm } from './otc-quote-form.tsx';
import { OtcTradeDone } from './otc-trade-done.tsx';
import { useOtcAccept, useOtcQuote } from './otc.query.ts';
import styles from './otc-page.module.css';

/**
 * Where the desk is: filling the form, holding a quote (which the card counts down and may find
 * expired), told no by the desk on accepting, or done.
 */
type DeskStep =
  | { step: 'form' }
  | { step: 'quoted'; quote: OtcQuote; deadline: number; refusal: string | null }
  | { step: 'accepted'; trade: OtcTrade };

/** Props of {@link OtcDesk}. */
export interface OtcDeskProps {
  side: OrderSide;
  coins: readonly OtcCoin[];
  signedIn: boolean;
}

/** The fields a quote's refusal may name, shown under them. */
const FORM_FIELDS = ['amount', 'coin_id'] as const;

/**
 * One side of the OTC desk (issue 24): the form, then the quote with its countdown, Accept and
 * the trade done. The desk's rules are checked before asking (limits, decimals, the balance);
 * what it still refuses shows under the field it names, or on the quote's card for an accept
 * refused as late, taken or unknown.
 */
export function OtcDesk({ side, coins, signedIn }: OtcDeskProps) {
  const { t, i18n } = useLingui();
  const { api } = useAppServices();
  const clock = useClock();
  const askQuote = useOtcQuote();
  const accept = useOtcAccept();
  const spot = useQuery({ ...walletQuery(api, 'spot'), enabled: signedIn });
  const [coinId, setCoinId] = useState<number | undefined>(undefined);
  const [amount, setAmount] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [refusal, setRefusal] = useState<OrderRefusal>(NO_REFUSAL);
  const [desk, setDesk] = useState<DeskStep>({ step: 'form' });

  const coin = coins.find((row) => row.coin_id === coinId) ?? coins[0];
  if (coin === undefined) throw new Error('OtcDesk needs at least one coin');
  const paid = paidCoin(coin, side);
  const available =
    spot.data === undefined
      ? undefined
      : (spot.data.list.find((row) => row.coin_name === paid)?.balance ?? '0');
  const problem = amount === '' ? null : checkOtcAmount({ amount, coin, side, available });

  const describe = (found: OtcAmountProblem): string => {
    switch (found.kind) {
      case 'not_a_number':
        return t`Enter an amount above zero.`;
      case 'precision':
        return t`At most ${String(found.decimals)} decimals.`;
      case 'below_min':
        return t`The desk trades at least ${otcAmountInText(found.min, coin.coin_name)}.`;
      case 'above_max':
        return t`The desk trades at most ${otcAmountInText(found.max, coin.coin_name)}.`;
      case 'insufficient':
        return t`Not enough ${found.coin} in your spot account: ${otcAmountInText(found.available, found.coin)} available.`;
      default:
        return found satisfies never;
    }
  };

  const amountError =
    refusal.fields.amount ??
    (problem !== null
      ? describe(problem)
      : attempted && amount === ''
        ? t`Enter an amount.`
        : undefined);

  const requestQuote = () => {
    setAttempted(true);
    setRefusal(NO_REFUSAL);
    if (amount === '' || problem !== null || askQuote.isPending) return;
    const sentAt = clock();
    askQuote.mutateAsync({ coin_id: coin.coin_id, side, amount }).then(
      (quote) => {
        setDesk({ step: 'quoted', quote, deadline: quoteDeadline(quote, sentAt), refusal: null });
      },
      (error: unknown) => {
        setDesk({ step: 'form' });
        setRefusal(refusalOfError(error, i18n, FORM_FIELDS));
      },
    );
  };

  /** The desk's no to an accept, in words: its status says which (otc-service.ts accept). */
  const acceptRefusal = (error: unknown): string => {
    if (error instanceof HttpError) {
      if (error.status === 410)
        return t`The desk received your acceptance after the quote expired. Nothing was traded.`;
      if (error.status === 409) return t`This quote was already accepted.`;
      if (error.status === 404) return t`The desk no longer knows this quote. Nothing was traded.`;
    }
    return callErrorMessage(error, i18n).text;
  };

  const acceptQuote = (quote: OtcQuote, deadline: number) => {
    if (accept.isPending) return;
    accept.mutateAsync(quote.id).then(
      (trade) => {
        setDesk({ step: 'accepted', trade });
      },
      (error: unknown) => {
        const found = refusalOfError(error, i18n, FORM_FIELDS);
        if (!(error instanceof HttpError) && Object.keys(found.fields).length > 0) {
          // A shortfall at the moment of the trade (a 422 on `amount`): back to the form with it.
          setDesk({ step: 'form' });
          setRefusal(found);
          return;
        }
        setDesk({ step: 'quoted', quote, deadline, refusal: acceptRefusal(error) });
      },
    );
  };

  const reset = () => {
    setDesk({ step: 'form' });
    setRefusal(NO_REFUSAL);
    setAttempted(false);
  };

  return (
    <div className={styles.desk} data-state={desk.step}>
      <OtcQuoteForm
        side={side}
        coins={coins}
        coin={coin}
        amount={amount}
        available={available ?? null}
        amountError={amountError}
        coinError={refusal.fields.coin_id}
        signedIn={signedIn}
        locked={desk.step !== 'form'}
        quoting={askQuote.isPending}
        onCoinChange={(id) => {
          setCoinId(id);
          setAmount('');
          setAttempted(false);
          setRefusal(NO_REFUSAL);
        }}
        onAmountChange={(value) => {
          setAmount(value);
          setRefusal(NO_REFUSAL);
        }}
        onSubmit={requestQuote}
      />
      {refusal.form === null ? null : (
        <p className={styles.alert} role="alert">
          {refusal.form}
        </p>
      )}
      {desk.step === 'quoted' ? (
        <OtcQuoteCard
          key={desk.quote.id}
          quote={desk.quote}
          deadline={desk.deadline}
          available={available}
          refusal={desk.refusal}
          accepting={accept.isPending}
          requoting={askQuote.isPending}
          onAccept={() => {
            acceptQuote(desk.quote, desk.deadline);
          }}
          onRequote={requestQuote}
          onCancel={reset}
        />
      ) : desk.step === 'accepted' ? (
        <OtcTradeDone
          trade={desk.trade}
          onNewTrade={() => {
            reset();
            setAmount('');
          }}
        />
      ) : null}
    </div>
  );
}
