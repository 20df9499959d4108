import { useLingui } from '@lingui/react/macro';
import type {
  ContractOrderType,
  EntrustSource,
  EntrustStatus,
  PositionSide,
  TimeInForce,
  TriggerBy,
} from '@exchange/api';
import { useOrderLabels } from '../orders/use-order-labels.ts';

/** Translated names of the contract tables' enums. */
export interface ContractLabels {
  /** Long or Short. */
  side: (side: PositionSide) => string;
  /** "Open long", "Close short": what an entrust or a fill did to the position. */
  sideAction: (side: PositionSide, action: 'open' | 'close') => string;
  type: (type: ContractOrderType) => string;
  timeInForce: (tif: TimeInForce) => string;
  /** Which price a trigger watches: Mark or Last. */
  triggerBy: (by: TriggerBy) => string;
  /** A cancelled entrust that had filled in part says so. */
  status: (entrust: { status: EntrustStatus; filled_amount: string }) => string;
  source: (source: EntrustSource) => string;
}

/** The translated labels of the contract entrusts, fills and funding tables. */
export function useContractLabels(): ContractLabels {
  const { t } = useLingui();
  const orderLabels = useOrderLabels();
  return {
    side: (side) => {
      switch (side) {
        case 'long':
          return t`Long`;
        case 'short':
          return t`Short`;
        default:
          return side satisfies never;
      }
    },
    sideAction: (side, action) => {
      if (action === 'open') return side === 'long' ? t`Open long` : t`Open short`;
      return side === 'long' ? t`Close long` : t`Close short`;
    },
    type: (type) => {
      switch (type) {
        case 'limit':
        case 'market':
          return orderLabels.type(type);
        case 'stop_limit':
          return t`Stop limit`;
        case 'stop_market':
          return t`Stop market`;
        default:
          return type satisfies never;
      }
    },
    timeInForce: (tif) => {
      switch (tif) {
        case 'gtc':
          return t`GTC`;
        case 'ioc':
          return t`IOC`;
        case 'fok':
          return t`FOK`;
        case 'post_only':
          return t`Post only`;
        default:
          return tif satisfies never;
      }
    },
    triggerBy: (by) => {
      switch (by) {
        case 'mark':
          return t({ message: 'Mark', context: 'trigger price' });
        case 'last':
          return t({ message: 'Last', context: 'trigger price' });
        default:
          return by satisfies never;
      }
    },
    status: ({ status, filled_amount }) => {
      switch (status) {
        case 'untriggered':
          return t`Waiting for trigger`;
        case 'open':
        case 'partial':
        case 'filled':
        case 'cancelled':
          // The spot words: a cancelled entrust that had filled in part says so.
          return orderLabels.status({ status, filled_amount });
        default:
          return status satisfies never;
      }
    },
    source: (source) => {
      switch (source) {
        case 'order':
          return t({ message: 'Order', context: 'entrust source' });
        case 'take_profit':
          return t`Take profit`;
        case 'stop_loss':
          return t`Stop loss`;
        case 'liquidation':
          return t`Liquidation`;
        case 'adl':
          return t`Auto-deleverage`;
        default:
          return source satisfies never;
      }
    },
  };
}
