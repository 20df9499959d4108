import Big from 'big.js';
import { useLingui } from '@lingui/react/macro';
import type { ContractPair } from '@exchange/api';
import { formatAmount, formatSignedPercent, Num, withUnit } from '@exchange/design-system';
import { useFundingCountdown } from '../data/funding-countdown.ts';
import type { ContractMark } from '../data/use-contract-mark.ts';
import styles from './contract-header-strip.module.css';

/**
 * A funding rate (a fraction per interval) as a signed percentage with four decimals.
 *
 * @example formatFundingRate('0.0001') // '+0.0100%'
 */
export function formatFundingRate(rate: string): string {
  return formatSignedPercent(new Big(rate).times(100).toFixed(), 4);
}

export interface ContractHeaderStripProps {
  pair: ContractPair;
  /** The live mark, index and funding (the `mark` channel). */
  mark: ContractMark;
  /** The open interest to show (the pair list's, refreshed with it). */
  openInterest: string;
  /** The feed is not live: the prices look muted. */
  stale?: boolean;
  /** The countdown's clock; Date.now by default (fixed in stories). */
  clock?: () => number;
}

/**
 * The contract's own figures beside the 24 h statistics: mark and index price, the funding rate
 * of the next payment with the time left until it, and the open interest.
 *
 * @example <ContractHeaderStrip pair={pair} mark={mark} openInterest={pair.open_interest} />
 */
export function ContractHeaderStrip({
  pair,
  mark,
  openInterest,
  stale = false,
  clock,
}: ContractHeaderStripProps) {
  const { t } = useLingui();
  const countdown = useFundingCountdown(mark.nextFundingTime, clock);
  const rate = new Big(mark.fundingRate);
  const base = pair.base_coin;
  return (
    <dl
      className={styles.strip}
      data-stale={stale ? '' : undefined}
      aria-label={t`Contract prices`}
    >
      <Stat label={t`Mark price`}>
        <Num>{formatAmount(mark.markPrice, pair.price_precision)}</Num>
      </Stat>
      <Stat label={t`Index price`}>
        <Num>{formatAmount(mark.indexPrice, pair.price_precision)}</Num>
      </Stat>
      <Stat label={t`Funding rate / countdown`}>
        <span className={styles.funding}>
          <span data-tone={rate.gt(0) ? 'rise' : rate.lt(0) ? 'fall' : 'flat'}>
            <Num>{formatFundingRate(mark.fundingRate)}</Num>
          </span>
          <span aria-hidden="true"> / </span>
          <time
            className={styles.countdown}
            dateTime={new Date(mark.nextFundingTime).toISOString()}
            aria-label={t`Next funding in ${countdown}`}
          >
            {countdown}
          </time>
        </span>
      </Stat>
      <Stat label={t`Open interest (${base})`}>
        <Num>{withUnit(formatAmount(openInterest, pair.size_precision), base)}</Num>
      </Stat>
    </dl>
  );
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className={styles.stat}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
