import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ServerMessage } from '@exchange/api/socket';
import {
  HEARTBEAT_INTERVAL_MS,
  MESSAGE_BATCH_MS,
  reconnectDelay,
  SERVICE_RESTART_CLOSE_CODE,
  socketMachine,
  type SocketHandlers,
} from './socket.machine.ts';

/** A fake WebSocket per attempt: records frames and lets the test play the server. */
function fakeServer() {
  const instances: { handlers: SocketHandlers; sent: string[]; closed: boolean }[] = [];
  const createSocket = (handlers: SocketHandlers) => {
    const instance = { handlers, sent: [] as string[], closed: false };
    instances.push(instance);
    return {
      send: (frame: string) => instance.sent.push(frame),
      close: () => {
        instance.closed = true;
      },
    };
  };
  const latest = () => {
    const instance = instances.at(-1);
    if (!instance) throw new Error('no socket was created');
    return instance;
  };
  return { instances, createSocket, latest };
}

function start() {
  const server = fakeServer();
  const clock = new SimulatedClock();
  const actor = createActor(socketMachine, { clock, input: { createSocket: server.createSocket } });
  const batches: ServerMessage[][] = [];
  const parseErrors: string[] = [];
  actor.on('socket.messages', ({ messages }) => batches.push(messages));
  actor.on('socket.parseError', ({ frame }) => parseErrors.push(frame));
  actor.start();
  return { server, clock, actor, batches, parseErrors };
}

const notify = (msg: string) =>
  JSON.stringify({ cmd: 'notify', data: { type: 40, key: 'k', device_type: '10', msg } });

describe('socketMachine', () => {
  it('starts connecting with a fresh socket and opens', () => {
    const { server, actor } = start();
    expect(actor.getSnapshot().value).toEqual({ connection: 'connecting' });
    expect(server.instances).toHaveLength(1);
    server.latest().handlers.open();
    expect(actor.getSnapshot().value).toEqual({ connection: 'open' });
  });

  it('queues commands sent before open and runs them in order on open', () => {
    const { server, actor } = start();
    actor.send({
      type: 'socket.send',
      command: { cmd: 'home.subscribeTicker', data: { kind: 'trade' } },
    });
    actor.send({ type: 'socket.send', command: { cmd: 'home.bindUid', data: { uid: '7' } } });
    actor.send({
      type: 'socket.send',
      command: { cmd: 'home.subscribe', data: { symbol: 'trade@BTCUSDT' } },
    });
    expect(server.latest().sent).toEqual([]);
    server.latest().handlers.open();
    expect(server.latest().sent.map((f) => (JSON.parse(f) as { cmd: string }).cmd)).toEqual([
      'home.subscribeTicker',
      'home.bindUid',
      'home.subscribe',
    ]);
    expect(actor.getSnapshot().context.outbox).toEqual([]);
  });

  it('sends at once while open', () => {
    const { server, actor } = start();
    server.latest().handlers.open();
    actor.send({
      type: 'socket.send',
      command: { cmd: 'home.unsubscribeTicker', data: { kind: 'contract' } },
    });
    expect(server.latest().sent).toEqual([
      '{"cmd":"home.unsubscribeTicker","data":{"kind":"contract"}}',
    ]);
  });

  it('sends a heartbeat every 5 s while open, and none before 5 s', () => {
    const { server, clock, actor } = start();
    server.latest().handlers.open();
    clock.increment(HEARTBEAT_INTERVAL_MS - 1);
    expect(server.latest().sent).toEqual([]);
    clock.increment(1);
    expect(server.latest().sent).toEqual(['{"cmd":"home.heartbeat","data":{}}']);
    clock.increment(HEARTBEAT_INTERVAL_MS - 1);
    expect(server.latest().sent).toHaveLength(1);
    clock.increment(1);
    expect(server.latest().sent).toHaveLength(2);
    expect(actor.getSnapshot().value).toEqual({ connection: 'open' });
  });

  it('sends no heartbeat while connecting', () => {
    const { server, clock } = start();
    clock.increment(HEARTBEAT_INTERVAL_MS * 3);
    expect(server.latest().sent).toEqual([]);
  });

  it('reconnects with a new instance after a close, waiting 2000 ms growing by 10 % per attempt', () => {
    const { server, clock, actor } = start();
    server.latest().handlers.open();
    server.latest().handlers.close();
    expect(server.instances[0]?.closed).toBe(true);
    expect(actor.getSnapshot().value).toBe('reconnecting');
    expect(actor.getSnapshot().context.attempts).toBe(1);
    clock.increment(1999);
    expect(server.instances).toHaveLength(1);
    clock.increment(1);
    expect(server.instances).toHaveLength(2);
    expect(actor.getSnapshot().value).toEqual({ connection: 'connecting' });
    server.latest().handlers.error();
    expect(actor.getSnapshot().context.attempts).toBe(2);
    clock.increment(2199);
    expect(server.instances).toHaveLength(2);
    clock.increment(1);
    expect(server.instances).toHaveLength(3);
  });

  it('reconnects at once when a server that was up closes with 1012 (restart), then backs off as usual', () => {
    const { server, clock, actor } = start();
    server.latest().handlers.open();
    clock.increment(HEARTBEAT_INTERVAL_MS);
    server.latest().handlers.close(SERVICE_RESTART_CLOSE_CODE);
    expect(actor.getSnapshot().value).toBe('reconnecting');
    expect(actor.getSnapshot().context.attempts).toBe(1);
    clock.increment(0);
    expect(server.instances).toHaveLength(2);
    expect(actor.getSnapshot().value).toEqual({ connection: 'connecting' });
    // The restart's immediate attempt failed: the next one waits the normal second delay.
    server.latest().handlers.close(SERVICE_RESTART_CLOSE_CODE);
    clock.increment(reconnectDelay(2) - 1);
    expect(server.instances).toHaveLength(2);
    clock.increment(1);
    expect(server.instances).toHaveLength(3);
  });

  it('waits the normal delay after any other close code (1013: try again later)', () => {
    const { server, clock } = start();
    server.latest().handlers.open();
    server.latest().handlers.close(1013);
    clock.increment(reconnectDelay(1) - 1);
    expect(server.instances).toHaveLength(1);
    clock.increment(1);
    expect(server.instances).toHaveLength(2);
  });

  it('computes the reconnect delays 2000, 2200, 2420, 2662, 2928', () => {
    expect([1, 2, 3, 4, 5].map(reconnectDelay)).toEqual([2000, 2200, 2420, 2662, 2928]);
  });

  it('fails when the 5th reconnect fails, and not before', () => {
    const { server, clock, actor } = start();
    server.latest().handlers.close(); // the first connect fails
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(actor.getSnapshot().value).toBe('reconnecting');
      clock.increment(reconnectDelay(attempt));
      expect(actor.getSnapshot().value).toEqual({ connection: 'connecting' });
      server.latest().handlers.close();
    }
    expect(actor.getSnapshot().value).toBe('failed');
    expect(server.instances).toHaveLength(6);
    clock.increment(60_000);
    expect(server.instances).toHaveLength(6);
  });

  it('starts over on socket.retry from failed', () => {
    const { server, clock, actor } = start();
    server.latest().handlers.close();
    for (let attempt = 1; attempt <= 5; attempt++) {
      clock.increment(reconnectDelay(attempt));
      server.latest().handlers.error();
    }
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'socket.retry' });
    expect(actor.getSnapshot().value).toEqual({ connection: 'connecting' });
    expect(actor.getSnapshot().context.attempts).toBe(0);
    expect(server.instances).toHaveLength(7);
  });

  it('resets the attempt counter only after the connection stayed up for a heartbeat', () => {
    const { server, clock, actor } = start();
    server.latest().handlers.close();
    clock.increment(reconnectDelay(1));
    server.latest().handlers.open();
    expect(actor.getSnapshot().context.attempts).toBe(1);
    clock.increment(HEARTBEAT_INTERVAL_MS);
    expect(actor.getSnapshot().context.attempts).toBe(0);
  });

  it('ignores open, close and messages from a stale instance', () => {
    const { server, clock, actor, batches } = start();
    const first = server.latest();
    first.handlers.close();
    clock.increment(reconnectDelay(1));
    const second = server.latest();
    expect(second).not.toBe(first);
    first.handlers.open();
    expect(actor.getSnapshot().value).toEqual({ connection: 'connecting' });
    second.handlers.open();
    first.handlers.close();
    first.handlers.error();
    first.handlers.message(notify('stale'));
    clock.increment(MESSAGE_BATCH_MS);
    expect(actor.getSnapshot().value).toEqual({ connection: 'open' });
    expect(batches).toEqual([]);
  });

  it('drops events tagged with an old instance id even if they reach the machine', () => {
    const { server, clock, actor } = start();
    server.latest().handlers.close();
    clock.increment(reconnectDelay(1));
    server.latest().handlers.open();
    const current = actor.getSnapshot().context.instanceId;
    actor.send({ type: 'socket.closed', instanceId: current - 1 });
    actor.send({ type: 'socket.errored', instanceId: current - 1 });
    expect(actor.getSnapshot().value).toEqual({ connection: 'open' });
    actor.send({ type: 'socket.closed', instanceId: current });
    expect(actor.getSnapshot().value).toBe('reconnecting');
  });

  it('re-sends remembered subscriptions after every reconnect', () => {
    const { server, clock, actor } = start();
    server.latest().handlers.open();
    actor.send({ type: 'socket.subscribeTicker', kind: 'contract' });
    actor.send({ type: 'socket.subscribe', symbol: 'contract@ETHUSDT' });
    actor.send({ type: 'socket.subscribe', symbol: 'trade@BTCUSDT' });
    actor.send({ type: 'socket.unsubscribe', symbol: 'contract@ETHUSDT' });
    actor.send({ type: 'socket.bindUid', uid: '42' });
    expect(server.latest().sent).toHaveLength(5);
    server.latest().handlers.close();
    clock.increment(reconnectDelay(1));
    server.latest().handlers.open();
    expect(server.latest().sent).toEqual([
      '{"cmd":"home.subscribeTicker","data":{"kind":"contract"}}',
      '{"cmd":"home.subscribe","data":{"symbol":"trade@BTCUSDT"}}',
      '{"cmd":"home.bindUid","data":{"uid":"42"}}',
    ]);
  });

  it('remembers subscriptions made before open without sending them twice', () => {
    const { server, actor } = start();
    actor.send({ type: 'socket.subscribeTicker', kind: 'trade' });
    actor.send({ type: 'socket.subscribeTicker', kind: 'trade' });
    server.latest().handlers.open();
    expect(server.latest().sent).toEqual([
      '{"cmd":"home.subscribeTicker","data":{"kind":"trade"}}',
    ]);
  });

  it('unbinds the uid it bound, and ignores unbind when none is bound', () => {
    const { server, actor } = start();
    server.latest().handlers.open();
    actor.send({ type: 'socket.unbindUid' });
    expect(server.latest().sent).toEqual([]);
    actor.send({ type: 'socket.bindUid', uid: '9' });
    actor.send({ type: 'socket.unbindUid' });
    expect(server.latest().sent).toEqual([
      '{"cmd":"home.bindUid","data":{"uid":"9"}}',
      '{"cmd":"home.unbindUid","data":{"uid":"9"}}',
    ]);
    expect(actor.getSnapshot().context.uid).toBeNull();
  });

  it('delivers incoming messages in order, batched every 16 ms', () => {
    const { server, clock, batches } = start();
    server.latest().handlers.open();
    server.latest().handlers.message(notify('a'));
    clock.increment(10);
    server.latest().handlers.message(notify('b'));
    clock.increment(MESSAGE_BATCH_MS - 10 - 1);
    expect(batches).toEqual([]);
    clock.increment(1);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.map((m) => (m.cmd === 'notify' ? m.data.msg : m.cmd))).toEqual(['a', 'b']);
    server.latest().handlers.message(notify('c'));
    clock.increment(MESSAGE_BATCH_MS);
    expect(batches).toHaveLength(2);
    expect(batches[1]).toHaveLength(1);
    clock.increment(MESSAGE_BATCH_MS * 5);
    expect(batches).toHaveLength(2);
  });

  it('logs and drops a message that does not parse, without throwing', () => {
    const { server, clock, actor, batches, parseErrors } = start();
    server.latest().handlers.open();
    server.latest().handlers.message('{oops');
    server.latest().handlers.message('{"cmd":"weather","data":{}}');
    server.latest().handlers.message(notify('ok'));
    clock.increment(MESSAGE_BATCH_MS);
    expect(parseErrors).toEqual(['{oops', '{"cmd":"weather","data":{}}']);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(1);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('counts a socket factory that throws as a failed attempt', () => {
    const clock = new SimulatedClock();
    let calls = 0;
    const actor = createActor(socketMachine, {
      clock,
      input: {
        createSocket: () => {
          calls++;
          throw new Error('SyntaxError: invalid URL');
        },
      },
    }).start();
    expect(actor.getSnapshot().value).toBe('reconnecting');
    expect(actor.getSnapshot().status).toBe('active');
    clock.increment(reconnectDelay(1));
    expect(calls).toBe(2);
  });

  it('closes the socket when the actor stops', () => {
    const { server, actor } = start();
    actor.stop();
    expect(server.latest().closed).toBe(true);
  });
});
