import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OptionPair } from '@exchange/api';
import { formatAmount, formatSignedAmount, isolateLtr, withUnit } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { useOptionUserEvents, type OptionEventPayload } from '../../../queries/option.query.ts';

/** A settled option as the page tells it: its result in words and the toast's tone. */
export interface SettledNotice {
  id: number;
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * The sentence for a settled option: "BTC/USDT up option won: +8.50 USDT.", "… lost: −10.00
 * USDT.", "… tied: your 10.00 USDT stake was refunded.". Null for an event that is not a
 * settlement. `pair` gives the name and the coin's decimals (the symbol and two when unknown).
 *
 * @example settledNotice(event, btc, i18n)?.text // 'BTC/USDT up option won: +8.50 USDT.'
 */
export function settledNotice(
  event: OptionEventPayload,
  pair: OptionPair | undefined,
  i18n: I18n,
): SettledNotice | null {
  if (event.kind !== 'settled') return null;
  const { option } = event;
  const name = pair?.name ?? option.symbol;
  const coin = pair?.quote_coin ?? '';
  const decimals = pair?.amount_precision ?? 2;
  const up = option.direction === 'up';
  switch (option.status) {
    case 'won': {
      const profit = isolateLtr(withUnit(formatSignedAmount(option.profit ?? '0', decimals), coin));
      return {
        id: option.id,
        tone: 'success',
        text: up
          ? i18n._(msg`${name} up option won: ${profit}.`)
          : i18n._(msg`${name} down option won: ${profit}.`),
      };
    }
    case 'lost': {
      const loss = isolateLtr(withUnit(formatSignedAmount(`-${option.amount}`, decimals), coin));
      return {
        id: option.id,
        tone: 'error',
        text: up
          ? i18n._(msg`${name} up option lost: ${loss}.`)
          : i18n._(msg`${name} down option lost: ${loss}.`),
      };
    }
    case 'draw': {
      const stake = isolateLtr(withUnit(formatAmount(option.amount, decimals), coin));
      return {
        id: option.id,
        tone: 'info',
        text: up
          ? i18n._(msg`${name} up option tied: your ${stake} stake was refunded.`)
          : i18n._(msg`${name} down option tied: your ${stake} stake was refunded.`),
      };
    }
    case 'open':
      return null;
    default:
      return option.status satisfies never;
  }
}

/**
 * Keeps the caller's options and balances live (any `option` user event refetches them) and
 * tells each settlement as a toast; returns the latest one for the form's notice.
 *
 * @example const settled = useOptionSettled(pairs); settled?.text
 */
export function useOptionSettled(pairs: readonly OptionPair[]): SettledNotice | null {
  const { toaster } = useAppServices();
  const { i18n } = useLingui();
  const [latest, setLatest] = useState<SettledNotice | null>(null);
  useOptionUserEvents((event) => {
    const pair = pairs.find((row) => row.symbol === event.option.symbol);
    const notice = settledNotice(event, pair, i18n);
    if (notice === null) return;
    setLatest(notice);
    toaster[notice.tone](notice.text);
  });
  return latest;
}
