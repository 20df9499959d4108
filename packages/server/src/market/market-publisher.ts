import type { SpotOrder } from '@exchange/api';
import type { AccountSnapshot } from '../wallet/ledger.ts';
import type { RecordedTrades } from './market-data.ts';
import type { MarketEvent } from './market-events.ts';
import type { MatchPlan } from './matching-engine.ts';
import type { SpotPair } from './pairs.ts';
import { bookOrderView } from './spot-order-view.ts';

/**
 * The market's events to its listeners (the socket hub), sent only after a change has
 * committed and been applied in memory.
 */
export class MarketPublisher {
  private readonly listeners = new Set<(event: MarketEvent) => void>();

  /** Listen to market events; returns the function that stops listening. */
  on(listener: (event: MarketEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: MarketEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /**
   * A placed order settled: its public trades and candles, the book, each side's fill, the
   * spot balances it moved and every order it touched (taker, makers, expired own orders).
   */
  matched(
    pair: SpotPair,
    plan: MatchPlan,
    recorded: RecordedTrades,
    postings: AccountSnapshot[],
    ts: number,
  ): void {
    const symbol = pair.symbol;
    const { trades } = recorded;
    if (trades.length > 0) {
      this.emit({ type: 'trades', symbol, trades });
      for (const [period, bar] of recorded.bars) this.emit({ type: 'kline', symbol, period, bar });
    }
    this.emit({ type: 'depth', symbol });
    plan.fills.forEach((fill, i) => {
      const tradeId = trades[i]?.id ?? '';
      const sides = [
        {
          userId: fill.buyerUserId,
          orderId: fill.buyOrderId,
          side: 'buy' as const,
          fee: fill.buyerFee,
          feeCoin: pair.base,
        },
        {
          userId: fill.sellerUserId,
          orderId: fill.sellOrderId,
          side: 'sell' as const,
          fee: fill.sellerFee,
          feeCoin: pair.quote,
        },
      ];
      for (const s of sides) {
        this.emit({
          type: 'fill',
          userId: s.userId,
          fill: {
            tradeId,
            orderId: s.orderId,
            symbol,
            side: s.side,
            price: fill.price.toFixed(),
            amount: fill.amount.toFixed(),
            fee: s.fee.toFixed(),
            feeCoin: s.feeCoin,
            ts,
          },
        });
      }
    });
    for (const account of postings) {
      if (account.kind === 'spot') this.emit({ type: 'balance', userId: account.userId, account });
    }
    for (const order of [plan.taker, ...plan.makers, ...plan.expired.map((c) => c.order)]) {
      this.emit({
        type: 'order',
        userId: order.userId,
        order: bookOrderView(order, pair, ts),
      });
    }
  }

  /** An order was cancelled: the book, the order as it ended and the balances it freed. */
  cancelled(symbol: string, userId: number, order: SpotOrder, postings: AccountSnapshot[]): void {
    this.emit({ type: 'depth', symbol });
    this.emit({ type: 'order', userId, order });
    for (const account of postings) this.emit({ type: 'balance', userId: account.userId, account });
  }
}
