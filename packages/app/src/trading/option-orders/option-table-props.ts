import type { ReactNode } from 'react';
import type { OptionOrdersFilter } from '../../queries/option.query.ts';

/** Props of the open options and option history tables. */
export interface OptionTableProps {
  /** The wire filters besides the state and the page (symbol, direction, result, from, to). */
  filter: Omit<OptionOrdersFilter, 'state' | 'page' | 'limit'>;
  page: number;
  onPageChange: (page: number) => void;
  /** Whether `filter` narrows the list: the empty text says so. */
  filtered?: boolean;
  /** Controls at the start of the toolbar (a "current pair only" switch). */
  toolbar?: ReactNode;
  /** Controls at the end of the toolbar (Export CSV). */
  actions?: ReactNode;
  /** Idle (nothing asked) while false: signed out. Default true. */
  enabled?: boolean;
}
