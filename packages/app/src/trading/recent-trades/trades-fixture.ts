import Big from 'big.js';
import type { PublicTrade } from '@exchange/api/socket';

/**
 * A deterministic tape for stories and tests: `count` trades one to three seconds apart, newest
 * first, alternating runs of buys and sells around 65,000.
 *
 * @example const trades = sampleTrades(30, Date.UTC(2026, 0, 2, 9, 30, 0));
 */
export function sampleTrades(count: number, newestTs: number): PublicTrade[] {
  const trades: PublicTrade[] = [];
  let ts = newestTs;
  for (let i = 0; i < count; i += 1) {
    trades.push({
      id: `t${String(count - i)}`,
      price: new Big('65000').plus(new Big(i % 7).times('0.37')).toFixed(2),
      amount: new Big(i + 1).times('0.0132').toFixed(4),
      side: Math.floor(i / 3) % 2 === 0 ? 'buy' : 'sell',
      ts,
    });
    ts -= 1000 * (1 + (i % 3));
  }
  return trades;
}
