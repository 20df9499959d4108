import type { Big } from 'big.js';
import type {
  ContractOrderType,
  EntrustSource,
  EntrustStatus,
  MarginMode,
  PositionSide,
  TimeInForce,
  TriggerBy,
} from '@exchange/api';
import type { Executor, UserId } from '../wallet/ledger.ts';

/** An entrust as the engine holds it. Amounts are Big; `margin` is what the ledger freezes. */
export interface ContractOrder {
  id: number;
  userId: UserId;
  clientOrderId: string;
  symbol: string;
  side: PositionSide;
  /** What the entrust did when placed: `close` when it only reduces (reduce-only or a close). */
  action: 'open' | 'close';
  type: ContractOrderType;
  source: EntrustSource;
  timeInForce: TimeInForce;
  status: EntrustStatus;
  /** Limit price; null for market and stop-market. */
  price: Big | null;
  triggerPrice: Big | null;
  triggerBy: TriggerBy | null;
  reduceOnly: boolean;
  amount: Big;
  filled: Big;
  /** Σ price × size of the fills (avg price = filledQuote / filled). */
  filledQuote: Big;
  leverage: number;
  marginMode: MarginMode;
  /** Still frozen for this entrust in the user's futures account (0 for reduce-only). */
  margin: Big;
  fee: Big;
  realizedPnl: Big;
  /** Copied onto the position when the opening fill happens. */
  takeProfit: Big | null;
  stopLoss: Big | null;
  /** Arrival sequence: time priority within a price level. */
  seq: number;
  createdAt: number;
  updatedAt: number;
}

/** An open position (one-way mode: one per user and symbol). */
export interface ContractPosition {
  id: number;
  userId: UserId;
  symbol: string;
  side: PositionSide;
  /** Size in the base coin, > 0 while open. */
  size: Big;
  entryPrice: Big;
  /** Margin the 'house' account holds for it: isolated margin, or initial margin in cross. */
  margin: Big;
  isolated: boolean;
  leverage: number;
  takeProfit: Big | null;
  stopLoss: Big | null;
  /** Realised while open: closes' PnL minus fees (funding is added by the risk side). */
  realizedPnl: Big;
  openedAt: number;
  updatedAt: number;
}

/** One party's side of a trade. */
export interface ContractFill {
  tradeId: string;
  entrustId: number;
  userId: UserId;
  symbol: string;
  side: PositionSide;
  action: 'open' | 'close';
  role: 'maker' | 'taker';
  price: Big;
  amount: Big;
  fee: Big;
  realizedPnl: Big;
  ts: number;
}

/**
 * What changed, told after the transaction commits. A position event with `closed` true is the
 * last one of that position. `deficit` on a fill: the loss its margin and the user's available
 * balance could not pay, paid by the 'insurance' account (liquidation's bankruptcy case).
 */
export type ContractEvent =
  | { kind: 'entrust'; entrust: ContractOrder }
  | { kind: 'position'; position: ContractPosition; closed: boolean }
  | { kind: 'fill'; fill: ContractFill; deficit: Big };

export type ContractListener = (event: ContractEvent) => void;

/** A reduce-only market order the risk side places for a user (TP/SL, liquidation, ADL). */
export interface SystemOrderInput {
  symbol: string;
  /** `long` buys (reduces a short), `short` sells (reduces a long). */
  side: PositionSide;
  type: 'market';
  amount: Big | string;
  reduceOnly: true;
  source: Exclude<EntrustSource, 'order'>;
}

/** The mark price of a symbol (the risk side's); undefined before it has one. */
export type MarkProvider = (symbol: string) => Big | undefined;

/**
 * What the risk side (issue 19's H3: marks, triggers, funding, liquidation, ADL) and the market
 * data call on the contract engine. Reads are synchronous snapshots of memory (copies); writes
 * go through the symbol's queue, one transaction each, memory changed only after the commit.
 * A `trx` passed in is used instead of a new transaction and memory is changed when the call
 * returns: the caller commits right after, without failing in between.
 */
export interface ContractService {
  /** Open positions of a symbol. */
  positionsOf(symbol: string): ContractPosition[];
  allOpenPositions(): ContractPosition[];
  positionOf(userId: UserId, symbol: string): ContractPosition | undefined;
  /** Resting and untriggered entrusts of a symbol, oldest first. */
  openEntrustsOf(symbol: string): ContractOrder[];
  /** A reduce-only market order for the user, filled against the book at once. */
  placeSystemOrder(userId: UserId, input: SystemOrderInput, trx?: Executor): Promise<ContractOrder>;
  /** Cancel every resting and untriggered entrust of the user on the symbol. */
  cancelAllOf(userId: UserId, symbol: string, trx?: Executor): Promise<ContractOrder[]>;
  /** A stop's trigger price was reached: it becomes a limit / market order and matches now. */
  triggerStop(id: number): Promise<ContractOrder | undefined>;
  /** The last traded price of a symbol, undefined before its first trade. */
  lastPriceOf(symbol: string): Big | undefined;
  /** The mark price the engine uses (the provider's, else last trade, else reference price). */
  markOf(symbol: string): Big;
  /** Inject the risk side's mark price. */
  setMarkProvider(provider: MarkProvider): void;
  /** Listen to entrust, position and fill events; returns the unsubscribe function. */
  on(listener: ContractListener): () => void;
}
