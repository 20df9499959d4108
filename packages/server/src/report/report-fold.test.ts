import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import { foldFunding, foldFutures, foldOption, ReportBatch, utcDay } from './report-fold.ts';

const T = Date.UTC(2026, 10, 23, 15);

function only(batch: ReportBatch) {
  const [entry] = [...batch.sums.values()];
  if (!entry) throw new Error('No daily sums');
  return entry;
}

describe('report folds', () => {
  it('counts a futures close as its realised PnL less its fee, a win when the PnL is positive', () => {
    const batch = new ReportBatch();
    foldFutures(batch, {
      id: 9,
      userId: 3,
      symbol: 'BTCUSDT',
      side: 'long',
      action: 'close',
      price: '61000',
      amount: '0.5',
      fee: '12.2',
      realizedPnl: '500',
      createdAt: T,
    });
    const { key, sums } = only(batch);
    expect(key).toEqual({ userId: 3, account: 'futures', day: utcDay(T), symbol: 'BTCUSDT' });
    expect(sums.pnl.toFixed()).toBe('487.8');
    expect(sums.fees.toFixed()).toBe('12.2');
    expect(sums.volume.toFixed()).toBe('30500');
    expect([sums.tradeCount, sums.closes, sums.wins]).toEqual([1, 1, 1]);
    expect(batch.trades[0]).toMatchObject({ kind: 'futures', side: 'sell', realized_pnl: '500' });
  });

  it('counts a futures open as a trade with its fee, no close', () => {
    const batch = new ReportBatch();
    foldFutures(batch, {
      id: 10,
      userId: 3,
      symbol: 'BTCUSDT',
      side: 'short',
      action: 'open',
      price: '60000',
      amount: '0.1',
      fee: '3.6',
      realizedPnl: '0',
      createdAt: T,
    });
    const { sums } = only(batch);
    expect(sums.pnl.toFixed()).toBe('-3.6');
    expect([sums.tradeCount, sums.closes, sums.wins]).toEqual([1, 0, 0]);
    expect(batch.trades[0]?.side).toBe('sell');
  });

  it('adds a funding payment to PnL and funding, not to trades', () => {
    const batch = new ReportBatch();
    foldFunding(batch, {
      id: 4,
      userId: 3,
      symbol: 'ETHUSDT',
      markPrice: '3000',
      amountHeld: '2',
      amount: '-0.6',
      fundingTime: T,
    });
    const { sums } = only(batch);
    expect(sums.pnl.toFixed()).toBe('-0.6');
    expect(sums.funding.toFixed()).toBe('-0.6');
    expect(sums.tradeCount).toBe(0);
    expect(batch.trades[0]).toMatchObject({ kind: 'funding', side: null, realized_pnl: '-0.6' });
  });

  it('counts an option by its profit; a draw is no close', () => {
    const batch = new ReportBatch();
    const option = {
      userId: 3,
      symbol: 'BTCUSDT',
      coin: 'USDT',
      direction: 'up',
      openPrice: '60000',
      stake: '100',
      coinUsdt: new Big(1),
      settledAt: T,
    };
    foldOption(batch, { ...option, id: 1, profit: '85' });
    foldOption(batch, { ...option, id: 2, profit: '-100' });
    foldOption(batch, { ...option, id: 3, profit: '0' });
    const { key, sums } = only(batch);
    expect(key.account).toBe('option');
    expect(sums.pnl.toFixed()).toBe('-15');
    expect(sums.volume.toFixed()).toBe('300');
    expect([sums.tradeCount, sums.closes, sums.wins]).toEqual([3, 2, 1]);
  });
});
