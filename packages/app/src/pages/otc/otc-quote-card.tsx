import { useLingui } from '@lingui/react/macro';
import type { OtcQuote } from '@exchange/api';
import { Button, formatCoinAmount, formatCountdown, Num } from '@exchange/design-system';
import { useNow } from '../../clock/use-now.tsx';
import { SideSubmitButton } from '../../trading/order-form/side-submit-button.tsx';
import { checkOtcQuote } from './otc-amount.ts';
import { otcAmountInText } from './otc-format.ts';
import styles from './otc-page.module.css';

/** What the card shows of its quote: acceptable, past its deadline, or refused by the desk. */
export type QuoteCardState = 'valid' | 'expired' | 'refused';

/** Props of {@link OtcQuoteCard}. */
export interface OtcQuoteCardProps {
  quote: OtcQuote;
  /** When the quote stops being acceptable, on the reader's clock (`quoteDeadline`). */
  deadline: number;
  /** The spot balance of the coin the side pays; undefined while it loads. */
  available: string | undefined;
  /** The desk's refusal of the accept, in words; null while there is none. */
  refusal: string | null;
  accepting: boolean;
  requoting: boolean;
  onAccept: () => void;
  onRequote: () => void;
  onCancel: () => void;
}

/** How often the countdown is re-read: four times a second, so it turns within 250 ms. */
const TICK_MS = 250;

/**
 * A quote from the desk: the price, the amount and the total, and a countdown to its end
 * (10 s). Accept is enabled only while the quote stands and the caller can pay it; once the
 * countdown reaches zero the card says "Quote expired" and offers a new quote for the same
 * amount; a refusal by the desk (late on the server's clock, already taken) likewise.
 *
 * @example <OtcQuoteCard quote={quote} deadline={deadline} available="100000" refusal={null} … />
 */
export function OtcQuoteCard({
  quote,
  deadline,
  available,
  refusal,
  accepting,
  requoting,
  onAccept,
  onRequote,
  onCancel,
}: OtcQuoteCardProps) {
  const { t, i18n } = useLingui();
  const now = useNow(TICK_MS);
  const left = Math.max(0, deadline - now);
  const lifetime = Math.max(1, quote.expires_at - quote.created_at);
  // An accept on its way is judged by the server: its answer decides, not the countdown.
  const state: QuoteCardState =
    refusal !== null ? 'refused' : left > 0 || accepting ? 'valid' : 'expired';
  const shortfall = checkOtcQuote(quote, available);
  const coin = quote.coin_name;
  const buying = quote.side === 'buy';
  return (
    <section className={styles.panel} aria-labelledby="otc-quote-title" data-state={state}>
      <h2 id="otc-quote-title" className={styles.panelTitle}>
        {buying ? t`Your quote to buy ${coin}` : t`Your quote to sell ${coin}`}
      </h2>
      <dl className={styles.figures}>
        <dt>{t`Price`}</dt>
        <dd>
          <Num>{formatCoinAmount(quote.price, quote.quote_coin)}</Num>
        </dd>
        <dt>{t`Amount`}</dt>
        <dd>
          <Num>{formatCoinAmount(quote.amount, coin)}</Num>
        </dd>
        <dt>{buying ? t`You pay` : t`You receive`}</dt>
        <dd>
          <Num>{formatCoinAmount(quote.total, quote.quote_coin)}</Num>
        </dd>
      </dl>
      {state === 'valid' ? (
        <>
          <p className={styles.countdown}>
            <span id="otc-quote-left">{t`Valid for`}</span>
            <span role="timer" aria-labelledby="otc-quote-left" className={styles.clock}>
              <Num>{formatCountdown(left, i18n.locale)}</Num>
            </span>
          </p>
          <div className={styles.bar} aria-hidden="true">
            <div
              className={styles.barFill}
              style={{ inlineSize: `${String(Math.min(100, (left / lifetime) * 100))}%` }}
            />
          </div>
        </>
      ) : state === 'expired' ? (
        <p className={styles.expired} role="status">
          {t`Quote expired`}
        </p>
      ) : (
        <p className={styles.alert} role="alert">
          {refusal}
        </p>
      )}
      {state === 'valid' && shortfall !== null ? (
        <p className={styles.alert} role="alert">
          {t`Not enough ${shortfall.coin} in your spot account: ${otcAmountInText(shortfall.available, shortfall.coin)} available.`}
        </p>
      ) : null}
      <div className={styles.actions}>
        {state === 'valid' ? (
          <SideSubmitButton
            tone={buying ? 'rise' : 'fall'}
            disabled={shortfall !== null}
            loading={accepting}
            onClick={onAccept}
          >
            {t`Accept`}
          </SideSubmitButton>
        ) : (
          <Button loading={requoting} onClick={onRequote}>
            {t`Get a new quote`}
          </Button>
        )}
        <Button variant="secondary" disabled={accepting} onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </section>
  );
}
