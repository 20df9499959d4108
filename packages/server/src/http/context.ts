import type { Storage } from '../db/connect.ts';
import type { Deposit } from '@exchange/api';
import type { AccountSnapshot } from '../wallet/ledger.ts';

/** The value of one coin in USDT, or undefined when it has no price yet. */
export type PriceSource = (coin: string) => string | undefined;

/**
 * Callbacks the live feed connects to. They run after the change is committed.
 *
 * @example
 * buildServer({ hooks: { onRemoteLogin: (userId, key, msg) => hub.notify(userId, key, 40, msg) } });
 */
export interface ExchangeHooks {
  /**
   * A user logged in on another device: the older device (`oldDeviceKey`, its device id) must
   * get a notify of type 40 with `msg` (SPEC.md section 4 "Session").
   */
  onRemoteLogin?: (userId: number, oldDeviceKey: string, msg: string, deviceType: string) => void;
  /** A session ended on the server (logout elsewhere, password reset): notify type 44. */
  onSessionEnded?: (userId: number, deviceKey: string, msg: string) => void;
  /** Accounts changed (deposits, transfers, withdrawals): publish balance events to the user. */
  onBalances?: (userId: number, accounts: readonly AccountSnapshot[]) => void;
  /** A deposit arrived on the (demo) chain or gained a confirmation: the user's deposit event. */
  onDeposit?: (userId: number, deposit: Deposit) => void;
}

/** What every route module of the server receives. */
export interface ServerContext {
  storage: Storage;
  /** Demo mode: demo funds for new accounts, the demo mailbox and deposit endpoints. */
  demo: boolean;
  hooks: ExchangeHooks;
  prices: PriceSource;
  now: () => number;
}
