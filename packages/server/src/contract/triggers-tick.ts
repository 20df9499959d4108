import type { Big } from 'big.js';
import type { UserId } from '../wallet/ledger.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { ContractOrder, ContractPosition, ContractService } from './contract-types.ts';
import { opposite } from './liquidation-takeover.ts';

/**
 * Whether a stop's trigger is reached (Binance's STOP rule): a buy (`long`) stop fires when the
 * price rises to or above its trigger, a sell (`short`) stop when it falls to or below. Before
 * that it never reaches the book, so it can never fill before its trigger.
 */
export function stopReached(order: ContractOrder, price: Big): boolean {
  if (!order.triggerPrice) return false;
  return order.side === 'long' ? price.gte(order.triggerPrice) : price.lte(order.triggerPrice);
}

/**
 * Which of a position's take-profit and stop-loss the mark reached, if any: a long takes
 * profit at or above its TP and stops out at or below its SL; a short the other way round.
 * The stop-loss wins when both are reached (the safer close).
 */
export function positionTrigger(
  position: ContractPosition,
  mark: Big,
): 'take_profit' | 'stop_loss' | undefined {
  const long = position.side === 'long';
  const { takeProfit: tp, stopLoss: sl } = position;
  if (sl && (long ? mark.lte(sl) : mark.gte(sl))) return 'stop_loss';
  if (tp && (long ? mark.gte(tp) : mark.lte(tp))) return 'take_profit';
  return undefined;
}

export interface TriggerOptions {
  engine: ContractService & {
    depth(symbol: string, limit: number): { asks: unknown[]; bids: unknown[] };
  };
  pairs: readonly ContractPairConfig[];
  markOf(symbol: string): Big;
  /** The insurance fund's account: its positions carry no TP/SL. */
  fundId: UserId;
  onError: (error: unknown) => void;
}

/**
 * The triggers of one tick (issue 19): every untriggered stop whose price (mark or last, per
 * order) reached its trigger goes to the engine's `triggerStop`; every position whose TP or SL
 * the mark reached is closed by a reduce-only market order (source take_profit / stop_loss) when
 * the book has the other side (an empty side waits for the next tick instead of storing an
 * order that cannot fill). Each is its own transaction in the engine.
 */
export async function runTriggers(options: TriggerOptions): Promise<void> {
  const { engine } = options;
  for (const pair of options.pairs) {
    const mark = options.markOf(pair.symbol);
    const last = engine.lastPriceOf(pair.symbol);
    for (const order of engine.openEntrustsOf(pair.symbol)) {
      if (order.status !== 'untriggered') continue;
      const price = order.triggerBy === 'last' ? last : mark;
      if (!price || !stopReached(order, price)) continue;
      try {
        await engine.triggerStop(order.id);
      } catch (error) {
        options.onError(error);
      }
    }
    const depth = engine.depth(pair.symbol, 1);
    for (const position of engine.positionsOf(pair.symbol)) {
      if (position.userId === options.fundId) continue;
      const source = positionTrigger(position, mark);
      if (!source) continue;
      const side = opposite(position.side);
      if ((side === 'long' ? depth.asks : depth.bids).length === 0) continue;
      try {
        await engine.placeSystemOrder(position.userId, {
          symbol: pair.symbol,
          side,
          type: 'market',
          amount: position.size,
          reduceOnly: true,
          source,
        });
      } catch (error) {
        options.onError(error);
      }
    }
  }
}
