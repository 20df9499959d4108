import { describe, expect, it } from 'vitest';
import {
  channelSymbol,
  encodeCommand,
  encodeServerMessage,
  HEARTBEAT_COMMAND,
  parseCommand,
  parseServerMessage,
  SOCKET_CLOSE_CODES,
  type ServerMessage,
  type SocketCommand,
} from './socket-protocol.ts';

const bar = {
  timestamp: 1_700_000_000_000,
  open: '100.5',
  high: '101',
  low: '99.25',
  close: '100',
  volume: '12.5',
  turnover: '1250.75',
};

describe('commands', () => {
  it('round-trips every command of SPEC.md section 7', () => {
    const commands: SocketCommand[] = [
      { cmd: 'home.subscribeTicker', data: { kind: 'trade' } },
      { cmd: 'home.unsubscribeTicker', data: { kind: 'contract' } },
      { cmd: 'home.subscribe', data: { symbol: 'trade@BTCUSDT' } },
      { cmd: 'home.unsubscribe', data: { symbol: 'contract@ETHUSDT' } },
      { cmd: 'home.bindUid', data: { uid: '1001' } },
      { cmd: 'home.unbindUid', data: { uid: '1001' } },
      HEARTBEAT_COMMAND,
    ];
    for (const command of commands) {
      expect(parseCommand(encodeCommand(command))).toEqual({ ok: true, value: command });
    }
  });

  it('encodes as { cmd, data } JSON', () => {
    expect(encodeCommand(HEARTBEAT_COMMAND)).toBe('{"cmd":"home.heartbeat","data":{}}');
  });

  it('builds channel names', () => {
    expect(channelSymbol('contract', 'BTCUSDT')).toBe('contract@BTCUSDT');
    expect(channelSymbol('option', 'BTCUSDT')).toBe('option@BTCUSDT');
  });

  it('takes option@ channels (issue 20) but no option ticker feed', () => {
    expect(parseCommand('{"cmd":"home.subscribe","data":{"symbol":"option@BTCUSDT"}}').ok).toBe(
      true,
    );
  });

  it('rejects a symbol without a trade@/contract@/option@ prefix and an unknown ticker kind', () => {
    expect(parseCommand('{"cmd":"home.subscribe","data":{"symbol":"BTCUSDT"}}').ok).toBe(false);
    expect(parseCommand('{"cmd":"home.subscribe","data":{"symbol":"spot@BTCUSDT"}}').ok).toBe(
      false,
    );
    expect(parseCommand('{"cmd":"home.subscribeTicker","data":{"kind":"option"}}').ok).toBe(false);
  });
});

describe('parseServerMessage', () => {
  it('parses every message type', () => {
    const messages: ServerMessage[] = [
      {
        cmd: 'ticker',
        data: {
          kind: 'trade',
          tickers: [
            {
              symbol: 'BTCUSDT',
              last: '64000.1',
              open: '63000',
              high: '65000',
              low: '62000',
              changePercent: '1.59',
              volume: '1200.5',
              quoteVolume: '76800000',
            },
          ],
        },
      },
      {
        cmd: 'spot',
        data: {
          channel: 'depth',
          symbol: 'BTCUSDT',
          asks: [['64001', '0.5']],
          bids: [['63999', '1.2']],
          ts: 1,
        },
      },
      {
        cmd: 'contract',
        data: {
          channel: 'trade',
          symbol: 'BTCUSDT',
          trades: [{ id: 't1', price: '64000', amount: '0.01', side: 'sell', ts: 2 }],
        },
      },
      { cmd: 'option', data: { channel: 'kline', symbol: 'BTCUSDT', period: '1m', bar } },
      {
        cmd: 'bindUid',
        data: {
          event: 'order',
          order: {
            id: 'o1',
            market: 'spot',
            symbol: 'BTCUSDT',
            side: 'buy',
            type: 'market',
            price: '',
            amount: '1',
            filled: '0.5',
            status: 'partial',
            ts: 3,
          },
        },
      },
      {
        cmd: 'bindUid',
        data: {
          event: 'fill',
          fill: {
            tradeId: 't2',
            orderId: 'o1',
            market: 'contract',
            symbol: 'BTCUSDT',
            side: 'buy',
            price: '64000',
            amount: '0.5',
            fee: '0.032',
            feeCoin: 'USDC',
            ts: 4,
          },
        },
      },
      {
        cmd: 'bindUid',
        data: {
          event: 'balance',
          wallet: 'spot',
          balance: {
            coin_id: 1,
            coin_name: 'USDC',
            balance: '100',
            total_balance: '110',
            usdt_equivalence: '110',
            freeze: '10',
            freeze_orders: '4',
            freeze_withdrawals: '6',
          },
        },
      },
      {
        cmd: 'notify',
        data: { type: 40, key: 'device-b', device_type: '10', msg: 'Logged in elsewhere' },
      },
      { cmd: 'home.heartbeat', data: { ts: 5 } },
      {
        cmd: 'error',
        data: {
          code: 'unknown_symbol',
          msg: 'Unknown symbol',
          cmd: 'home.subscribe',
          symbol: 'trade@NOPEUSDT',
        },
      },
      { cmd: 'error', data: { code: 'rate_limited', msg: 'Too many commands' } },
    ];
    for (const message of messages) {
      expect(parseServerMessage(encodeServerMessage(message))).toEqual({
        ok: true,
        value: message,
      });
    }
  });

  it('returns an error for a frame that is not JSON, never throws', () => {
    const result = parseServerMessage('{not json');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/invalid JSON/);
  });

  it('returns an error for an unknown message type', () => {
    expect(parseServerMessage('{"cmd":"weather","data":{}}').ok).toBe(false);
    expect(parseServerMessage('null').ok).toBe(false);
  });

  it('rejects prices sent as floats instead of decimal strings', () => {
    const raw = JSON.stringify({
      cmd: 'spot',
      data: { channel: 'depth', symbol: 'BTCUSDT', asks: [[64001.5, '1']], bids: [], ts: 1 },
    });
    expect(parseServerMessage(raw).ok).toBe(false);
  });

  it('rejects an error message with an unknown code', () => {
    const raw = JSON.stringify({ cmd: 'error', data: { code: 'teapot', msg: 'no' } });
    expect(parseServerMessage(raw).ok).toBe(false);
  });

  it('names the close codes the server uses', () => {
    expect(SOCKET_CLOSE_CODES).toEqual({
      policyViolation: 1008,
      messageTooBig: 1009,
      tryAgainLater: 1013,
    });
  });

  it('rejects a market message whose channel is unknown', () => {
    const raw = JSON.stringify({ cmd: 'spot', data: { channel: 'funding', symbol: 'BTCUSDT' } });
    expect(parseServerMessage(raw).ok).toBe(false);
  });
});
