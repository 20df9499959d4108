import { Big } from 'big.js';
import type { Executor, UserId } from '../wallet/ledger.ts';
import { insertFills, insertOrder } from './contract-store.ts';
import type { ContractFill } from './contract-types.ts';

/** A close the exchange made on a trader's behalf: a liquidation or an auto-deleveraging. */
export interface ForcedClose {
  userId: UserId;
  symbol: string;
  /** The closing side: `short` closes a long. */
  side: 'long' | 'short';
  amount: Big;
  /** The bankruptcy price the position closed at. */
  price: Big;
  /** What the close realised (before the margin the insurance fund took). */
  realizedPnl: Big;
  leverage: number;
  isolated: boolean;
  source: 'liquidation' | 'adl';
  /** Makes the entrust's client order id and the fill's trade id: unique per close. */
  ref: string;
  now: number;
}

/**
 * Book a forced close in the trader's own history, inside the transaction that moved its money:
 * a filled reduce-only market entrust with source `liquidation` or `adl` (order history, the
 * order centre, the CSV) and its fill at the bankruptcy price with no fee (trade history), so a
 * trader sees what closed the position, at what price and for what PnL, not only the notice.
 */
export async function recordForcedClose(trx: Executor, close: ForcedClose): Promise<number> {
  const zero = new Big(0);
  const entrustId = await insertOrder(trx, {
    userId: close.userId,
    clientOrderId: `${close.source}-${close.ref}`.slice(0, 36),
    symbol: close.symbol,
    side: close.side,
    action: 'close',
    type: 'market',
    source: close.source,
    timeInForce: 'ioc',
    status: 'filled',
    price: null,
    triggerPrice: null,
    triggerBy: null,
    reduceOnly: true,
    amount: close.amount,
    filled: close.amount,
    filledQuote: close.price.times(close.amount),
    leverage: close.leverage,
    marginMode: close.isolated ? 'isolated' : 'cross',
    margin: zero,
    fee: zero,
    realizedPnl: close.realizedPnl,
    takeProfit: null,
    stopLoss: null,
    createdAt: close.now,
    updatedAt: close.now,
  });
  const fill: ContractFill = {
    tradeId: `${close.source}-${close.ref}`,
    entrustId,
    userId: close.userId,
    symbol: close.symbol,
    side: close.side,
    action: 'close',
    role: 'taker',
    price: close.price,
    amount: close.amount,
    fee: zero,
    realizedPnl: close.realizedPnl,
    ts: close.now,
  };
  await insertFills(trx, [fill]);
  return entrustId;
}
