import { Big } from 'big.js';
import { applyFill, type AverageCostPosition } from '@exchange/formulas';
import type { Insertable } from 'kysely';
import type { ReportBook, ReportTradesTable } from './report-tables.ts';

// Pure folding of source rows into the report's trades and daily sums: what the tick writes.

export const DAY_MS = 86_400_000;

/** A stored amount: 18 decimals, what NUMERIC(38, 18) keeps, so both engines hold the same. */
export function stored(value: Big): string {
  const rounded = value.round(18, Big.roundHalfUp);
  return rounded.eq(0) ? '0' : rounded.toFixed();
}

/** The start of the UTC day holding `ms`. */
export function utcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** The additive part of one `report_daily` row. */
export interface DailySums {
  pnl: Big;
  fees: Big;
  funding: Big;
  volume: Big;
  netDeposit: Big;
  tradeCount: number;
  closes: number;
  wins: number;
}

export function emptySums(): DailySums {
  const zero = new Big(0);
  return {
    pnl: zero,
    fees: zero,
    funding: zero,
    volume: zero,
    netDeposit: zero,
    tradeCount: 0,
    closes: 0,
    wins: 0,
  };
}

export function addSums(a: DailySums, b: Partial<DailySums>): DailySums {
  return {
    pnl: a.pnl.plus(b.pnl ?? 0),
    fees: a.fees.plus(b.fees ?? 0),
    funding: a.funding.plus(b.funding ?? 0),
    volume: a.volume.plus(b.volume ?? 0),
    netDeposit: a.netDeposit.plus(b.netDeposit ?? 0),
    tradeCount: a.tradeCount + (b.tradeCount ?? 0),
    closes: a.closes + (b.closes ?? 0),
    wins: a.wins + (b.wins ?? 0),
  };
}

export interface DailyKey {
  userId: number;
  account: ReportBook;
  day: number;
  symbol: string;
}

/** A batch's trades and the sums they add, per daily key. */
export class ReportBatch {
  readonly trades: Insertable<ReportTradesTable>[] = [];
  readonly sums = new Map<string, { key: DailyKey; sums: DailySums }>();

  add(key: DailyKey, delta: Partial<DailySums>): void {
    const id = `${String(key.userId)}|${key.account}|${String(key.day)}|${key.symbol}`;
    const entry = this.sums.get(id) ?? { key, sums: emptySums() };
    entry.sums = addSums(entry.sums, delta);
    this.sums.set(id, entry);
  }
}

/** One user's side of a spot trade (a self-trade gives two). */
export interface SpotSide {
  tradeId: number;
  userId: number;
  symbol: string;
  side: 'buy' | 'sell';
  price: string;
  amount: string;
  quote: string;
  /** In base for a buy, in quote for a sell (the market's rule). */
  fee: string;
  base: string;
  quote_coin: string;
  /** The quote coin's USDT price (1 for USDT). */
  quoteUsdt: Big;
  createdAt: number;
}

/**
 * Fold one spot side: the average cost position moves (formulas' `applyFill`), a sell realises
 * PnL, fees are valued in USDT (a buy's base fee at the trade's price). Returns the new position.
 */
export function foldSpot(
  batch: ReportBatch,
  position: AverageCostPosition,
  fill: SpotSide,
): AverageCostPosition {
  const next = applyFill(position, fill);
  const feeQuote = fill.side === 'buy' ? new Big(fill.fee).times(fill.price) : new Big(fill.fee);
  const day = utcDay(fill.createdAt);
  const realizedUsdt = next.realized.times(fill.quoteUsdt);
  batch.trades.push({
    user_id: fill.userId,
    account: 'spot',
    kind: 'spot',
    source_id: fill.tradeId,
    symbol: fill.symbol,
    side: fill.side,
    price: fill.price,
    amount: fill.amount,
    fee: fill.fee,
    fee_coin: fill.side === 'buy' ? fill.base : fill.quote_coin,
    realized_pnl: stored(next.realized),
    day,
    created_at: fill.createdAt,
  });
  const sell = fill.side === 'sell';
  batch.add(
    { userId: fill.userId, account: 'spot', day, symbol: fill.symbol },
    {
      // A buy's fee is already in the coin's cost: it is realised when the coin is sold.
      pnl: realizedUsdt,
      fees: feeQuote.times(fill.quoteUsdt),
      volume: new Big(fill.quote).times(fill.quoteUsdt),
      tradeCount: 1,
      closes: sell ? 1 : 0,
      wins: sell && next.realized.gt(0) ? 1 : 0,
    },
  );
  return next.position;
}

export interface FuturesFill {
  id: number;
  userId: number;
  symbol: string;
  side: 'long' | 'short';
  action: 'open' | 'close';
  price: string;
  amount: string;
  fee: string;
  realizedPnl: string;
  createdAt: number;
}

/** Fold one futures fill: PnL is its realised PnL less its fee (USDT-margined contracts). */
export function foldFutures(batch: ReportBatch, fill: FuturesFill): void {
  const day = utcDay(fill.createdAt);
  const buying = (fill.side === 'long') === (fill.action === 'open');
  const net = new Big(fill.realizedPnl).minus(fill.fee);
  batch.trades.push({
    user_id: fill.userId,
    account: 'futures',
    kind: 'futures',
    source_id: fill.id,
    symbol: fill.symbol,
    side: buying ? 'buy' : 'sell',
    price: fill.price,
    amount: fill.amount,
    fee: fill.fee,
    fee_coin: 'USDT',
    realized_pnl: fill.realizedPnl,
    day,
    created_at: fill.createdAt,
  });
  const close = fill.action === 'close';
  batch.add(
    { userId: fill.userId, account: 'futures', day, symbol: fill.symbol },
    {
      pnl: net,
      fees: new Big(fill.fee),
      volume: new Big(fill.price).times(fill.amount),
      tradeCount: 1,
      closes: close ? 1 : 0,
      wins: close && new Big(fill.realizedPnl).gt(0) ? 1 : 0,
    },
  );
}

export interface FundingPayment {
  id: number;
  userId: number;
  symbol: string;
  markPrice: string;
  amountHeld: string;
  /** Negative when the holder paid. */
  amount: string;
  fundingTime: number;
}

export function foldFunding(batch: ReportBatch, payment: FundingPayment): void {
  const day = utcDay(payment.fundingTime);
  batch.trades.push({
    user_id: payment.userId,
    account: 'futures',
    kind: 'funding',
    source_id: payment.id,
    symbol: payment.symbol,
    side: null,
    price: payment.markPrice,
    amount: payment.amountHeld,
    fee: '0',
    fee_coin: 'USDT',
    realized_pnl: payment.amount,
    day,
    created_at: payment.fundingTime,
  });
  batch.add(
    { userId: payment.userId, account: 'futures', day, symbol: payment.symbol },
    { pnl: new Big(payment.amount), funding: new Big(payment.amount) },
  );
}

export interface OptionSettlement {
  id: number;
  userId: number;
  symbol: string;
  coin: string;
  direction: string;
  openPrice: string;
  stake: string;
  profit: string;
  /** The stake coin's USDT price. */
  coinUsdt: Big;
  settledAt: number;
}

/** Fold one settled option: its profit (negative: the stake lost) is the PnL; a draw is no close. */
export function foldOption(batch: ReportBatch, option: OptionSettlement): void {
  const day = utcDay(option.settledAt);
  batch.trades.push({
    user_id: option.userId,
    account: 'option',
    kind: 'option',
    source_id: option.id,
    symbol: option.symbol,
    side: option.direction === 'up' ? 'buy' : 'sell',
    price: option.openPrice,
    amount: option.stake,
    fee: '0',
    fee_coin: option.coin,
    realized_pnl: option.profit,
    day,
    created_at: option.settledAt,
  });
  const profit = new Big(option.profit);
  batch.add(
    { userId: option.userId, account: 'option', day, symbol: option.symbol },
    {
      pnl: profit.times(option.coinUsdt),
      volume: new Big(option.stake).times(option.coinUsdt),
      tradeCount: 1,
      closes: profit.eq(0) ? 0 : 1,
      wins: profit.gt(0) ? 1 : 0,
    },
  );
}
