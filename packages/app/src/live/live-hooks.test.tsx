import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { fromPromise } from 'xstate';
import type { ServerMessage, UserEvent } from '@exchange/api/socket';
import type { SocketFactory, SocketHandlers } from '@exchange/machines';
import { LiveProvider } from './live-context.tsx';
import type { MarketUpdateOf } from './market-bus.ts';
import { useMarketChannel } from './use-market-channel.ts';
import { useSocketReopened } from './use-socket-reopened.ts';
import { useUserEvents } from './use-user-events.ts';

/** A socket the test opens, feeds and drops by hand; it records what the app sends. */
function manualSocket() {
  const sockets: SocketHandlers[] = [];
  const sent: string[] = [];
  const createSocket: SocketFactory = (on) => {
    sockets.push(on);
    return {
      send: (frame) => {
        sent.push(frame);
      },
      close: () => undefined,
    };
  };
  const current = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('No socket was created');
    return socket;
  };
  return {
    createSocket,
    sent,
    sockets,
    open: () => {
      current().open();
    },
    drop: () => {
      current().close();
    },
    push: (message: ServerMessage) => {
      current().message(JSON.stringify(message));
    },
  };
}

const probe = fromPromise<number>(() => Promise.resolve(10));
// Stable: LiveProvider re-subscribes to the socket when onNotify changes.
const onNotify = () => undefined;

function Listener({
  onDepth,
  onUser,
  onReopen,
}: {
  onDepth: (update: MarketUpdateOf<'depth'>) => void;
  onUser: (event: UserEvent) => void;
  onReopen: () => void;
}) {
  useMarketChannel('spot', 'depth', 'BTCUSDT', onDepth);
  useUserEvents(onUser);
  useSocketReopened(onReopen);
  return null;
}

const depth: ServerMessage = {
  cmd: 'spot',
  data: { channel: 'depth', symbol: 'BTCUSDT', asks: [['2', '1']], bids: [['1', '1']], ts: 5 },
};

describe('live hooks', () => {
  it('subscribe the channel, deliver its messages and user events, and report reopens only', async () => {
    const socket = manualSocket();
    const onDepth = vi.fn();
    const onUser = vi.fn();
    const onReopen = vi.fn();
    const screen = await render(
      <LiveProvider
        createSocket={socket.createSocket}
        probe={probe}
        userId={7}
        onNotify={() => undefined}
      >
        <Listener onDepth={onDepth} onUser={onUser} onReopen={onReopen} />
      </LiveProvider>,
    );
    socket.open();
    await vi.waitFor(() => {
      expect(socket.sent).toContain('{"cmd":"home.subscribe","data":{"symbol":"trade@BTCUSDT"}}');
    });
    expect(onReopen).not.toHaveBeenCalled();

    socket.push(depth);
    socket.push({ cmd: 'spot', data: { channel: 'trade', symbol: 'BTCUSDT', trades: [] } });
    const balance: UserEvent = {
      event: 'balance',
      wallet: 'spot',
      balance: {
        coin_id: 1,
        coin_name: 'USDT',
        balance: '1',
        total_balance: '1',
        usdt_equivalence: '1',
        freeze: '0',
        freeze_orders: '0',
        freeze_withdrawals: '0',
      },
    };
    socket.push({ cmd: 'bindUid', data: balance });
    await vi.waitFor(() => {
      expect(onUser).toHaveBeenCalledWith(balance);
    });
    // Only the depth channel reaches a depth listener.
    expect(onDepth).toHaveBeenCalledExactlyOnceWith(depth.data);

    socket.drop();
    // The socket machine reconnects after its first delay (2 s) and restores the channel.
    await vi.waitFor(
      () => {
        expect(socket.sockets).toHaveLength(2);
      },
      { timeout: 4000 },
    );
    const before = socket.sent.length;
    socket.open();
    await vi.waitFor(() => {
      expect(onReopen).toHaveBeenCalledTimes(1);
    });
    expect(socket.sent.slice(before)).toContain(
      '{"cmd":"home.subscribe","data":{"symbol":"trade@BTCUSDT"}}',
    );

    // The last listener leaving unsubscribes the channel.
    await screen.rerender(
      <LiveProvider createSocket={socket.createSocket} probe={probe} userId={7} onNotify={onNotify}>
        {null}
      </LiveProvider>,
    );
    await vi.waitFor(() => {
      expect(socket.sent.at(-1)).toBe(
        '{"cmd":"home.unsubscribe","data":{"symbol":"trade@BTCUSDT"}}',
      );
    });
  });
});
