import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { ContractEvent } from '@exchange/api/socket';
import { formatPercent } from '@exchange/design-system';
import { useAppServices } from '../../../app-services.tsx';
import { useUserEvents } from '../../../live/use-user-events.ts';
import { invalidateContractUserQueries } from '../../../queries/contract.query.ts';

/** The contract events the trader is told about, with what the toast needs. */
export type ContractAlert =
  | { kind: 'margin_warning'; symbol: string; marginRatio: string }
  | { kind: 'liquidation'; symbol: string; price: string }
  | { kind: 'adl'; symbol: string; price: string };

/**
 * The alert a contract event raises, or null for the quiet ones (entrust, position, funding:
 * the tables show them).
 *
 * @example alertOf({ kind: 'liquidation', symbol: 'BTCUSDT', price: '61000', ts: 1 })?.kind // 'liquidation'
 */
export function alertOf(event: ContractEvent['contract']): ContractAlert | null {
  switch (event.kind) {
    case 'margin_warning':
      return { kind: 'margin_warning', symbol: event.symbol, marginRatio: event.margin_ratio ?? '' };
    case 'liquidation':
      return { kind: 'liquidation', symbol: event.symbol, price: event.price ?? '' };
    case 'adl':
      return { kind: 'adl', symbol: event.symbol, price: event.price ?? '' };
    case 'entrust':
    case 'position':
    case 'funding':
      return null;
    default:
      return event.kind satisfies never;
  }
}

/**
 * Keeps the page's private contract data live: any `{event:'contract'}` user event refetches the
 * positions, entrusts, futures account, fills and funding payments; a margin warning, a
 * liquidation or an auto-deleveraging is also told as a toast.
 *
 * @example useContractUserEvents();
 */
export function useContractUserEvents(): void {
  const queryClient = useQueryClient();
  const { toaster } = useAppServices();
  const { t } = useLingui();
  useUserEvents((event) => {
    if (event.event !== 'contract') return;
    void invalidateContractUserQueries(queryClient);
    const alert = alertOf(event.contract);
    if (alert === null) return;
    const symbol = alert.symbol;
    switch (alert.kind) {
      case 'margin_warning': {
        const ratio = alert.marginRatio === '' ? '' : formatPercent(alert.marginRatio);
        toaster.warning(t`Margin call on ${symbol}: margin ratio ${ratio}. Add margin or reduce the position.`);
        return;
      }
      case 'liquidation': {
        const price = alert.price;
        toaster.error(t`Your ${symbol} position was liquidated at ${price}.`);
        return;
      }
      case 'adl': {
        const price = alert.price;
        toaster.warning(t`Your ${symbol} position was auto-deleveraged at ${price}.`);
        return;
      }
      default:
        alert satisfies never;
    }
  });
}
