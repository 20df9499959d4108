import { Big } from 'big.js';
import type { Deposit } from '@exchange/api';

/** How often the recent deposits are asked again while one is still gaining confirmations. */
export const CONFIRMING_POLL_MS = 3000;

/**
 * How often they are asked otherwise, so a deposit that has just been seen on the chain shows
 * up while the user waits on this page even when the socket is down.
 */
export const WAITING_POLL_MS = 15_000;

/** Whether any deposit of the list still waits for confirmations (so the list keeps polling). */
export function anyConfirming(deposits: readonly Deposit[] | undefined): boolean {
  return (deposits ?? []).some((deposit) => deposit.status === 'confirming');
}

/**
 * Confirmations shown for a deposit still on its way: never more than the network needs, so a
 * block that lands between two polls never reads "21/20".
 *
 * @example confirmationsOf({ confirmations: 21, required_confirmations: 20 }) // [20, 20]
 */
export function confirmationsOf(
  deposit: Pick<Deposit, 'confirmations' | 'required_confirmations'>,
): [number, number] {
  return [
    Math.min(deposit.confirmations, deposit.required_confirmations),
    deposit.required_confirmations,
  ];
}

/**
 * What the demo's "Simulate a deposit" proposes: ten times the network's minimum deposit, or
 * 100 coins where the network has no minimum.
 *
 * @example simulatedAmount('0.0005') // '0.005'
 */
export function simulatedAmount(minDeposit: string): string {
  const minimum = new Big(minDeposit);
  return minimum.gt(0) ? minimum.times(10).toFixed() : '100';
}
