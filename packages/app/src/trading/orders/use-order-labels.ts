import { useLingui } from '@lingui/react/macro';
import type { FillRole, OrderSide, OrderType } from '@exchange/api';
import { isZero } from './order-format.ts';
import type { OrderRowFields } from './order-rows.ts';

/** Translated names of the orders tables' enums. */
export interface OrderLabels {
  side: (side: OrderSide) => string;
  type: (type: OrderType) => string;
  role: (role: FillRole) => string;
  /** A cancelled order that had filled in part says so: its fills are in trade history. */
  status: (order: Pick<OrderRowFields, 'status' | 'filled_amount'>) => string;
}

/** The translated labels of sides, types, roles and statuses, in the current language. */
export function useOrderLabels(): OrderLabels {
  const { t } = useLingui();
  return {
    side: (side) => {
      switch (side) {
        case 'buy':
          return t`Buy`;
        case 'sell':
          return t`Sell`;
        default:
          return side satisfies never;
      }
    },
    type: (type) => {
      switch (type) {
        case 'limit':
          return t`Limit`;
        case 'market':
          // The order type, not a place: "成行" in Japanese where the market page says "マーケット".
          return t({ message: 'Market', context: 'order type' });
        default:
          return type satisfies never;
      }
    },
    role: (role) => {
      switch (role) {
        case 'maker':
          return t`Maker`;
        case 'taker':
          return t`Taker`;
        default:
          return role satisfies never;
      }
    },
    status: ({ status, filled_amount }) => {
      switch (status) {
        case 'open':
          return t`Open`;
        case 'partial':
          return t`Partially filled`;
        case 'filled':
          return t`Filled`;
        case 'cancelled':
          return isZero(filled_amount) ? t`Cancelled` : t`Partially filled, cancelled`;
        default:
          return status satisfies never;
      }
    },
  };
}
