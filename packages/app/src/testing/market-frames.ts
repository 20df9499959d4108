import type { Bar, PriceLevel, PublicTrade, ServerMessage } from '@exchange/api/socket';

/** A socket `spot` depth message (full top-N book) for stories. */
export function depthFrame(
  symbol: string,
  asks: readonly PriceLevel[],
  bids: readonly PriceLevel[],
  ts: number,
): ServerMessage {
  return { cmd: 'spot', data: { channel: 'depth', symbol, asks: [...asks], bids: [...bids], ts } };
}

/** A socket `spot` trade message (newest first) for stories. */
export function tradesFrame(symbol: string, trades: readonly PublicTrade[]): ServerMessage {
  return { cmd: 'spot', data: { channel: 'trade', symbol, trades: [...trades] } };
}

/** A socket `spot` kline message: one live bar of `period`. */
export function klineFrame(symbol: string, period: string, bar: Bar): ServerMessage {
  return { cmd: 'spot', data: { channel: 'kline', symbol, period, bar } };
}
