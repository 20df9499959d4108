import type { ReactNode } from 'react';
import type { ContractHistoryFilter } from '../../queries/contract.query.ts';
import type { PairFormat } from '../orders/order-format.ts';

/** Props of the fills and funding tables (their wire filters are the same). */
export interface ContractHistoryTableProps {
  /** The wire filters besides the page (symbol, from, to). */
  filter: Omit<ContractHistoryFilter, 'page' | 'limit'>;
  page: number;
  onPageChange: (page: number) => void;
  formatOf: (symbol: string) => PairFormat;
  /** Whether `filter` narrows the list: the empty text says so. */
  filtered?: boolean;
  /** Controls at the start of the toolbar (a "current contract only" switch). */
  toolbar?: ReactNode;
  /** Controls at the end of the toolbar. */
  actions?: ReactNode;
  /** Idle (nothing asked) while false: signed out. Default true. */
  enabled?: boolean;
}
