import { Big } from 'big.js';
import type { AccountType } from '@exchange/api';

/** Decimals a transfer amount may have (the ledger's unit); the server refuses finer ones. */
export const TRANSFER_DECIMALS = 8;

/** What stops a transfer before it is sent. */
export type TransferProblem =
  'coinRequired' | 'amountRequired' | 'amountNotPositive' | 'overAvailable';

/** A transfer as the dialog holds it. */
export interface TransferDraft {
  coinId: number | undefined;
  amount: string;
  /** What may leave the source account now (GET /wallet/transfer_available); unknown while loading. */
  available: string | undefined;
}

/**
 * The first problem of a draft, or null when it may be sent. Amounts compare as decimals
 * (big.js), never floats.
 *
 * @example transferProblem({ coinId: 1, amount: '12', available: '10' }) // 'overAvailable'
 */
export function transferProblem(draft: TransferDraft): TransferProblem | null {
  if (draft.coinId === undefined) return 'coinRequired';
  const text = draft.amount.trim();
  if (text === '' || text === '.') return 'amountRequired';
  let amount: Big;
  try {
    amount = new Big(text);
  } catch {
    return 'amountRequired';
  }
  if (amount.lte(0)) return 'amountNotPositive';
  if (draft.available !== undefined && amount.gt(draft.available)) return 'overAvailable';
  return null;
}

/**
 * The other account after one side changed: choosing the account already on the other side
 * swaps the two, so from and to never match.
 *
 * @example otherSide('spot', 'futures', 'futures') // 'spot' (to becomes the old from)
 */
export function otherSide(
  changedTo: AccountType,
  previous: AccountType,
  other: AccountType,
): AccountType {
  return changedTo === other ? previous : other;
}
