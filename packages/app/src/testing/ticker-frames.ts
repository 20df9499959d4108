import type { ServerMessage, TickerKind } from '@exchange/api/socket';

/** A socket `ticker` message moving one pair to `last` (for the live-ticker stories). */
export function tickerFrame(
  kind: TickerKind,
  symbol: string,
  last: string,
  changePercent: string,
): ServerMessage {
  return {
    cmd: 'ticker',
    data: {
      kind,
      tickers: [
        {
          symbol,
          last,
          open: last,
          high: last,
          low: last,
          changePercent,
          volume: '1',
          quoteVolume: '123456.78',
        },
      ],
    },
  };
}
