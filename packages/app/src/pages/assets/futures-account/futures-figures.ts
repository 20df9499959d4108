import { Big } from 'big.js';
import type { ContractAccount } from '@exchange/api';

/**
 * The wallet balance of the futures account: what it holds before unrealised profit and loss,
 * i.e. available + order margin + position margin (equity − unrealised PnL, api wallet.ts).
 *
 * @example walletBalance({ balance: '2400', freeze: '100', position_margin: '512.12' }) // '3012.12'
 */
export function walletBalance(
  account: Pick<ContractAccount, 'balance' | 'freeze' | 'position_margin'>,
): string {
  return new Big(account.balance).plus(account.freeze).plus(account.position_margin).toFixed();
}
