// The live-feed protocol of SPEC.md section 7: JSON `{ cmd, data }` both ways.
// Pure zod + types (no DOM, no Node): `@exchange/machines` imports this file through the
// `@exchange/api/socket` subpath, and the server validates the same shapes.
import { z } from 'zod';

import { decimalStringSchema, tradeSideSchema, unixMsSchema } from './socket-protocol-base.ts';
import { userEventSchema } from './socket-user-events.ts';

export * from './socket-protocol-base.ts';
export * from './socket-user-events.ts';

// ---------------------------------------------------------------- commands (client -> server)

/** The two ticker feeds: spot pairs (`trade`) and perpetual contracts (`contract`). */
export const tickerKindSchema = z.enum(['trade', 'contract']);
export type TickerKind = z.infer<typeof tickerKindSchema>;

/** The per-symbol channel kinds: spot pairs, perpetual contracts, fixed-time options (issue 20). */
export const channelKindSchema = z.enum(['trade', 'contract', 'option']);
export type ChannelKind = z.infer<typeof channelKindSchema>;

/** A per-symbol channel: `trade@BTCUSDT`, `contract@BTCUSDT` or `option@BTCUSDT`. */
export const channelSymbolSchema = z.templateLiteral([channelKindSchema, '@', z.string().min(1)]);
export type ChannelSymbol = z.infer<typeof channelSymbolSchema>;

/**
 * The channel name of one symbol.
 *
 * @example channelSymbol('contract', 'BTCUSDT') // 'contract@BTCUSDT'
 */
export function channelSymbol(kind: ChannelKind, symbol: string): ChannelSymbol {
  return `${kind}@${symbol}`;
}

const tickerKindData = z.object({ kind: tickerKindSchema });
const symbolData = z.object({ symbol: channelSymbolSchema });
const uidData = z.object({ uid: z.string().min(1) });

export const socketCommandSchema = z.discriminatedUnion('cmd', [
  z.object({ cmd: z.literal('home.subscribeTicker'), data: tickerKindData }),
  z.object({ cmd: z.literal('home.unsubscribeTicker'), data: tickerKindData }),
  z.object({ cmd: z.literal('home.subscribe'), data: symbolData }),
  z.object({ cmd: z.literal('home.unsubscribe'), data: symbolData }),
  z.object({ cmd: z.literal('home.bindUid'), data: uidData }),
  z.object({ cmd: z.literal('home.unbindUid'), data: uidData }),
  z.object({ cmd: z.literal('home.heartbeat'), data: z.object({}) }),
]);
/** A command the client sends. */
export type SocketCommand = z.infer<typeof socketCommandSchema>;
export type SocketCommandName = SocketCommand['cmd'];

/** The heartbeat the client sends every 5 s while open (SPEC.md section 9). */
export const HEARTBEAT_COMMAND: SocketCommand = { cmd: 'home.heartbeat', data: {} };

/**
 * Serialise a command for `WebSocket.send`.
 *
 * @example encodeCommand({ cmd: 'home.subscribe', data: { symbol: 'trade@BTCUSDT' } })
 */
export function encodeCommand(command: SocketCommand): string {
  return JSON.stringify(command);
}

// ---------------------------------------------------------------- messages (server -> client)

/** 24-hour statistics of one pair. */
export const tickerSchema = z.object({
  symbol: z.string().min(1),
  last: decimalStringSchema,
  open: decimalStringSchema,
  high: decimalStringSchema,
  low: decimalStringSchema,
  /** Change over 24 h in percent, e.g. "-1.25". */
  changePercent: decimalStringSchema,
  /** Base-coin volume over 24 h. */
  volume: decimalStringSchema,
  /** Quote-coin volume over 24 h. */
  quoteVolume: decimalStringSchema,
});
export type Ticker = z.infer<typeof tickerSchema>;

/** A price level: `[price, amount]`. */
export const priceLevelSchema = z.tuple([decimalStringSchema, decimalStringSchema]);
export type PriceLevel = z.infer<typeof priceLevelSchema>;

export const depthUpdateSchema = z.object({
  channel: z.literal('depth'),
  symbol: z.string().min(1),
  /** Ascending by price. */
  asks: z.array(priceLevelSchema),
  /** Descending by price. */
  bids: z.array(priceLevelSchema),
  ts: unixMsSchema,
});

export const publicTradeSchema = z.object({
  id: z.string().min(1),
  price: decimalStringSchema,
  amount: decimalStringSchema,
  /** The taker's side. */
  side: tradeSideSchema,
  ts: unixMsSchema,
});
export type PublicTrade = z.infer<typeof publicTradeSchema>;

export const tradesUpdateSchema = z.object({
  channel: z.literal('trade'),
  symbol: z.string().min(1),
  trades: z.array(publicTradeSchema),
});

/** A candlestick bar (SPEC.md section 3, market bar). */
export const barSchema = z.object({
  timestamp: unixMsSchema,
  open: decimalStringSchema,
  high: decimalStringSchema,
  low: decimalStringSchema,
  close: decimalStringSchema,
  volume: decimalStringSchema,
  turnover: decimalStringSchema,
});
export type Bar = z.infer<typeof barSchema>;

export const klineUpdateSchema = z.object({
  channel: z.literal('kline'),
  symbol: z.string().min(1),
  /** The period, e.g. `1m`, `4H`, `D` (SPEC.md section 9 default periods). */
  period: z.string().min(1),
  /** Same timestamp as the last bar replaces it; a newer one appends. */
  bar: barSchema,
});

/**
 * A perpetual contract's prices (issue 19), on `contract@{symbol}` about once a second: the mark
 * price PnL and liquidation use, the index it follows, and the funding rate of the next payment.
 */
export const markUpdateSchema = z.object({
  channel: z.literal('mark'),
  symbol: z.string().min(1),
  mark_price: decimalStringSchema,
  index_price: decimalStringSchema,
  funding_rate: decimalStringSchema,
  next_funding_time: unixMsSchema,
  ts: unixMsSchema,
});
export type MarkUpdate = z.infer<typeof markUpdateSchema>;

/**
 * A fixed-time option pair's index tick (issue 20), on `option@{symbol}` once per server tick:
 * the recorded price option entries and settlements are taken from, with the server's time.
 */
export const optionIndexUpdateSchema = z.object({
  channel: z.literal('index'),
  symbol: z.string().min(1),
  price: decimalStringSchema,
  ts: unixMsSchema,
});
export type OptionIndexUpdate = z.infer<typeof optionIndexUpdateSchema>;

/** What a per-symbol market message carries, told apart by `channel`. */
export const marketUpdateSchema = z.discriminatedUnion('channel', [
  depthUpdateSchema,
  tradesUpdateSchema,
  klineUpdateSchema,
  markUpdateSchema,
  optionIndexUpdateSchema,
]);
export type MarketUpdate = z.infer<typeof marketUpdateSchema>;

/**
 * A session notice (SPEC.md section 3, socket notify message). `type` 40: logged in on another
 * device; 44: this device's session ended; 50: a new version is out. `device_type` "10" is web.
 */
export const notifyDataSchema = z.object({
  type: z.number().int(),
  key: z.string(),
  device_type: z.string(),
  msg: z.string(),
});
export type NotifyData = z.infer<typeof notifyDataSchema>;

/** Why the server refused a command; the socket stays open. */
export const socketErrorCodeSchema = z.enum([
  /** `home.subscribe` named a symbol the exchange does not list. */
  'unknown_symbol',
  /** The socket already holds as many channels and ticker feeds as one socket may. */
  'too_many_subscriptions',
  /** Commands came faster than the socket's rate limit: this one (and others) were dropped. */
  'rate_limited',
]);
export type SocketErrorCode = z.infer<typeof socketErrorCodeSchema>;

/** A refused command (SPEC.md section 8: the client logs it; nothing waits on it). */
export const socketErrorSchema = z.object({
  code: socketErrorCodeSchema,
  msg: z.string(),
  /** The refused command, when the server read it. */
  cmd: z.string().optional(),
  /** The channel it named, when that is short enough to echo back. */
  symbol: z.string().optional(),
});
export type SocketError = z.infer<typeof socketErrorSchema>;

/**
 * Close codes the server uses (RFC 6455 section 7.4.1). The client's socket machine reconnects
 * after any close (SPEC.md section 9) and restores its subscriptions, so each of these is a
 * clean restart for a client that behaves.
 */
export const SOCKET_CLOSE_CODES = {
  /** Commands kept coming faster than the rate limit allows. */
  policyViolation: 1008,
  /** A frame over the server's size limit (sent by the transport itself). */
  messageTooBig: 1009,
  /** The socket fell too far behind the feed, or its address holds too many sockets. */
  tryAgainLater: 1013,
} as const;

export const serverMessageSchema = z.discriminatedUnion('cmd', [
  z.object({
    cmd: z.literal('ticker'),
    data: z.object({ kind: tickerKindSchema, tickers: z.array(tickerSchema) }),
  }),
  z.object({ cmd: z.literal('spot'), data: marketUpdateSchema }),
  z.object({ cmd: z.literal('contract'), data: marketUpdateSchema }),
  z.object({ cmd: z.literal('option'), data: marketUpdateSchema }),
  z.object({ cmd: z.literal('bindUid'), data: userEventSchema }),
  z.object({ cmd: z.literal('notify'), data: notifyDataSchema }),
  // The server's answer to the client's heartbeat, with its clock (ms since the epoch).
  z.object({ cmd: z.literal('home.heartbeat'), data: z.object({ ts: z.number().int() }) }),
  z.object({ cmd: z.literal('error'), data: socketErrorSchema }),
]);
/** A message the server sends. */
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageType = ServerMessage['cmd'];

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

function parseJson<T>(raw: string, schema: z.ZodType<T>): ParseResult<T> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch (error) {
    return {
      ok: false,
      error: `invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: z.prettifyError(result.error) };
}

/**
 * Parse one incoming frame. Never throws: a frame that is not JSON or not a known message
 * comes back as `{ ok: false, error }`, which the socket logs and drops (SPEC.md section 8).
 *
 * @example
 * const result = parseServerMessage(frame);
 * if (result.ok && result.value.cmd === 'notify') handle(result.value.data);
 */
export function parseServerMessage(raw: string): ParseResult<ServerMessage> {
  return parseJson(raw, serverMessageSchema);
}

/**
 * Parse one command frame (the server's side of the protocol). Never throws.
 *
 * @example parseCommand('{"cmd":"home.heartbeat","data":{}}') // { ok: true, value: … }
 */
export function parseCommand(raw: string): ParseResult<SocketCommand> {
  return parseJson(raw, socketCommandSchema);
}

/**
 * Serialise a server message (the server's side of the protocol).
 *
 * @example encodeServerMessage({ cmd: 'notify', data: { type: 50, key: '', device_type: '10', msg: '' } })
 */
export function encodeServerMessage(message: ServerMessage): string {
  return JSON.stringify(message);
}
