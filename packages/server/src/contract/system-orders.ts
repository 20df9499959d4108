import { Big } from 'big.js';
import type { UserId } from '../wallet/ledger.ts';
import type { ContractBook } from './contract-engine.ts';
import type { ContractOrder, SystemOrderInput } from './contract-types.ts';

const ZERO = new Big(0);

/**
 * The entrust of a reduce-only market order the risk side places (TP/SL, liquidation, ADL): no
 * margin held, immediate-or-cancel at most the band from the mark, the position's leverage and
 * mode.
 */
export function systemEntrust(
  book: ContractBook,
  userId: UserId,
  input: SystemOrderInput,
  ts: number,
): Omit<ContractOrder, 'id' | 'seq'> {
  const position = book.positionOf(userId);
  return {
    userId,
    clientOrderId: `${input.source}-${String(ts)}`,
    symbol: book.pair.symbol,
    side: input.side,
    action: 'close',
    type: 'market',
    source: input.source,
    timeInForce: 'ioc',
    status: 'open',
    price: null,
    triggerPrice: null,
    triggerBy: null,
    reduceOnly: true,
    amount: new Big(input.amount),
    filled: ZERO,
    filledQuote: ZERO,
    leverage: position?.leverage ?? 1,
    marginMode: position?.isolated === true ? 'isolated' : 'cross',
    margin: ZERO,
    fee: ZERO,
    realizedPnl: ZERO,
    takeProfit: null,
    stopLoss: null,
    createdAt: ts,
    updatedAt: ts,
  };
}
