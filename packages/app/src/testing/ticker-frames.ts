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

/** The spot BTC/USDT ticker of the trading pages' stories (the spot and option pages). */
export const BTC_SPOT_TICKER: ServerMessage = {
  cmd: 'ticker',
  data: {
    kind: 'trade',
    tickers: [
      {
        symbol: 'BTCUSDT',
        last: '64123.45',
        open: '62657.00',
        high: '64500.99',
        low: '62001.50',
        changePercent: '2.34',
        volume: '1520.12345',
        quoteVolume: '97461234.567',
      },
    ],
  },
};
