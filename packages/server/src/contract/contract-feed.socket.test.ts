import type { AddressInfo } from 'node:net';
import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiRoutes, parseServerMessage, type ServerMessage } from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { twoFundedTraders } from './contract-exchange-kit.ts';

// contract@{symbol} over a real websocket on the real server (issue 19): a contract trade
// between two users reaches the channel as depth, trade and candle updates, and each tick
// sends the mark; the spot channel of the same symbol hears none of it.
function open(url: string): Promise<{ socket: WebSocket; messages: ServerMessage[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: ServerMessage[] = [];
    socket.on('message', (data: Buffer) => {
      const parsed = parseServerMessage(data.toString('utf8'));
      if (parsed.ok) messages.push(parsed.value);
    });
    socket.once('open', () => {
      resolve({ socket, messages });
    });
    socket.once('error', reject);
  });
}

describe('contract@{symbol} over a websocket', () => {
  let ex: TestExchange;
  let base: string;

  beforeAll(async () => {
    ex = await startTestExchange({ demo: false, live: { flushMs: 20 } });
    await ex.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(ex.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => {
    await ex.close();
  });

  it('carries the contract trades, depth, candles and the mark; spot hears none of it', async () => {
    const { alice, bob } = await twoFundedTraders(ex, '100000');
    const contract = await open(base);
    const spot = await open(base);
    contract.socket.send(
      JSON.stringify({ cmd: 'home.subscribe', data: { symbol: 'contract@BTCUSDT' } }),
    );
    spot.socket.send(JSON.stringify({ cmd: 'home.subscribe', data: { symbol: 'trade@BTCUSDT' } }));
    const data = () => contract.messages.flatMap((m) => (m.cmd === 'contract' ? [m.data] : []));
    await expect.poll(() => data().some((d) => d.channel === 'depth')).toBe(true);

    const price = ex.app.contractMarket.prices.markOf('BTCUSDT').toFixed(2);
    // Trades and candles carry plain decimals, as spot's do.
    const traded = new Big(price).toFixed();
    const order = (token: string, side: 'long' | 'short', id: string) =>
      ex.call(apiRoutes.contractOpen, {
        token,
        body: {
          symbol: 'BTCUSDT',
          side,
          type: 'limit',
          price,
          amount: '0.010',
          client_order_id: id,
        },
      });
    expect((await order(alice.token, 'long', 'a1')).status).toBe(200);
    expect((await order(bob.token, 'short', 'b1')).status).toBe(200);
    await expect
      .poll(() => data().find((d) => d.channel === 'trade'))
      .toEqual({
        channel: 'trade',
        symbol: 'BTCUSDT',
        trades: [expect.objectContaining({ price: traded, amount: '0.01', side: 'sell' })],
      });
    await expect
      .poll(() => data().some((d) => d.channel === 'kline' && d.bar.close === traded))
      .toBe(true);

    await ex.app.contractMarket.tick(ex.ctx.now());
    await expect
      .poll(() => data().find((d) => d.channel === 'mark'))
      .toMatchObject({
        channel: 'mark',
        symbol: 'BTCUSDT',
      });
    expect(spot.messages.some((m) => m.cmd === 'spot' && m.data.channel === 'trade')).toBe(false);
    expect(spot.messages.some((m) => m.cmd === 'contract')).toBe(false);
    contract.socket.close();
    spot.socket.close();
  });
});
