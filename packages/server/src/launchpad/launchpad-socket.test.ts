import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiRoutes, parseServerMessage, type ServerMessage } from '@exchange/api';
import { ledger } from '../wallet/ledger.ts';
import { PHASE, startLaunchpadTest, T0, type LaunchpadTest } from './launchpad-test-kit.ts';

// A token's pair listed while the server runs reaches the live feed: the ticker broadcast
// carries it and trade@{symbol} serves its book and trades, like a configured pair's.

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

let t: LaunchpadTest;
let base: string;
beforeAll(async () => {
  t = await startLaunchpadTest({ demo: false, live: { flushMs: 20, tickerMs: 50 } });
  await t.ex.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${String((t.ex.app.server.address() as AddressInfo).port)}/ws`;
});
afterAll(() => t.ex.close());

describe('a launchpad pair on the live feed', () => {
  it('joins the tickers and serves trade@ once listed', async () => {
    // Outside demo mode nobody is granted funds: each deposits 1,000 USDT.
    for (const user of [t.alice, t.bob]) {
      await t.ex.ctx.storage.db.transaction().execute((trx) =>
        ledger.deposit(trx, {
          userId: user.id,
          coin: 'USDT',
          amount: '1000',
          reason: 'deposit',
          refId: 'socket-test',
        }),
      );
      const res = await t.commit(user, { project_id: 11, amount: '200', client_order_id: 's1' });
      expect(res.status).toBe(200);
    }
    t.clock.now = T0 + 4 * PHASE;
    await t.ex.app.launchpad.tick(t.clock.now);

    const client = await open(base);
    client.socket.send(JSON.stringify({ cmd: 'home.subscribeTicker', data: { kind: 'trade' } }));
    await expect
      .poll(() =>
        client.messages.some(
          (m) => m.cmd === 'ticker' && m.data.tickers.some((x) => x.symbol === 'LPAUSDT'),
        ),
      )
      .toBe(true);
    client.socket.send(
      JSON.stringify({ cmd: 'home.subscribe', data: { symbol: 'trade@LPAUSDT' } }),
    );
    await expect
      .poll(() => client.messages.some((m) => m.cmd === 'spot' && m.data.channel === 'depth'))
      .toBe(true);
    const order = (token: string, side: 'buy' | 'sell', id: string) =>
      t.ex.call(apiRoutes.spotPlaceOrder, {
        token,
        body: {
          symbol: 'LPAUSDT',
          side,
          type: 'limit',
          price: '0.55',
          amount: '10',
          client_order_id: id,
        },
      });
    expect((await order(t.alice.token, 'sell', 'ws-sell')).status).toBe(200);
    expect((await order(t.bob.token, 'buy', 'ws-buy')).status).toBe(200);
    await expect
      .poll(() =>
        client.messages.some(
          (m) =>
            m.cmd === 'spot' &&
            m.data.channel === 'trade' &&
            m.data.trades.some((trade) => trade.price === '0.55'),
        ),
      )
      .toBe(true);
    client.socket.close();
  });
});
