import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Bus,
  BusNoResponderError,
  BusReplyError,
  BusTimeoutError,
  connectNatsBus,
  InProcessBus,
  subjectMatches,
} from './bus.ts';
import { startTestNats, type TestNats } from './test-nats.ts';

const text = new TextEncoder();
const untext = new TextDecoder();
const bytes = (s: string) => text.encode(s);
const str = (b: Uint8Array) => untext.decode(b);

/** Resolves once `check()` holds, polling every 20 ms; fails after `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The contract every Bus keeps; `open()` gives two buses on the same network (two processes). */
function busContract(open: () => Promise<[Bus, Bus]>) {
  let a: Bus;
  let b: Bus;
  beforeAll(async () => {
    [a, b] = await open();
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('delivers per subject in publish order, to every subscriber, across buses', async () => {
    const seenA: string[] = [];
    const seenB: string[] = [];
    const other: string[] = [];
    const subA = a.subscribe('t1.market.BTCUSDT', (d) => seenA.push(str(d)));
    const subB = b.subscribe('t1.market.BTCUSDT', (d) => seenB.push(str(d)));
    const subOther = b.subscribe('t1.market.ETHUSDT', (d) => other.push(str(d)));
    await a.flush();
    await b.flush();
    const sent = Array.from({ length: 200 }, (_, i) => `m${String(i)}`);
    for (const m of sent) a.publish('t1.market.BTCUSDT', bytes(m));
    b.publish('t1.market.ETHUSDT', bytes('eth'));
    await a.flush();
    await until(() => seenA.length === 200 && seenB.length === 200, 5000, 'deliveries');
    await until(() => other.length === 1, 5000, 'the other subject');
    expect(seenA).toEqual(sent);
    expect(seenB).toEqual(sent);
    expect(other).toEqual(['eth']);
    subA.unsubscribe();
    subB.unsubscribe();
    subOther.unsubscribe();
  });

  it('never delivers inside publish, and stops delivering after unsubscribe', async () => {
    const seen: string[] = [];
    const sub = b.subscribe('t2.x', (d) => seen.push(str(d)));
    await b.flush();
    b.publish('t2.x', bytes('one'));
    expect(seen).toEqual([]);
    await until(() => seen.length === 1, 5000, 'first message');
    sub.unsubscribe();
    sub.unsubscribe();
    await b.flush();
    b.publish('t2.x', bytes('two'));
    a.publish('t2.x', bytes('three'));
    await a.flush();
    await b.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(['one']);
  });

  it('matches * (one token) and > (the rest) in subscriptions', async () => {
    const star: string[] = [];
    const rest: string[] = [];
    const s1 = b.subscribe('t3.user.*', (_d, subject) => star.push(subject));
    const s2 = b.subscribe('t3.>', (_d, subject) => rest.push(subject));
    await b.flush();
    for (const subject of ['t3.user.7', 't3.user.7.orders', 't3.market.BTCUSDT.depth'])
      a.publish(subject, bytes(''));
    await a.flush();
    await until(() => rest.length === 3, 5000, 'wildcard deliveries');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(star).toEqual(['t3.user.7']);
    expect(rest).toEqual(['t3.user.7', 't3.user.7.orders', 't3.market.BTCUSDT.depth']);
    s1.unsubscribe();
    s2.unsubscribe();
  });

  it('request/reply: each request is answered by exactly one responder', async () => {
    let byA = 0;
    let byB = 0;
    const r1 = a.reply('t4.orders.BTCUSDT', async (d) => {
      byA += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
      return bytes(`ack:${str(d)}`);
    });
    const r2 = b.reply('t4.orders.BTCUSDT', (d) => {
      byB += 1;
      return bytes(`ack:${str(d)}`);
    });
    await a.flush();
    await b.flush();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => b.request('t4.orders.BTCUSDT', bytes(String(i)), 5000)),
    );
    expect(answers.map(str)).toEqual(Array.from({ length: 20 }, (_, i) => `ack:${String(i)}`));
    expect(byA + byB).toBe(20);
    r1.unsubscribe();
    r2.unsubscribe();
  });

  it("rejects with the responder's error, with no responder, and on timeout", async () => {
    const failing = a.reply('t5.fail', () => {
      throw new Error('market halted');
    });
    const silent = a.reply('t5.silent', () => new Promise<Uint8Array>(() => undefined));
    await a.flush();
    await expect(b.request('t5.fail', bytes('x'), 5000)).rejects.toThrow(BusReplyError);
    await expect(b.request('t5.fail', bytes('x'), 5000)).rejects.toThrow('market halted');
    await expect(b.request('t5.nobody', bytes('x'), 5000)).rejects.toThrow(BusNoResponderError);
    const started = Date.now();
    await expect(b.request('t5.silent', bytes('x'), 100)).rejects.toThrow(BusTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    failing.unsubscribe();
    silent.unsubscribe();
  });

  it('keeps delivering to the others when a handler throws', async () => {
    const seen: string[] = [];
    const bad = b.subscribe('t6.x', () => {
      throw new Error('handler bug');
    });
    const good = b.subscribe('t6.x', (d) => seen.push(str(d)));
    await b.flush();
    a.publish('t6.x', bytes('1'));
    a.publish('t6.x', bytes('2'));
    await a.flush();
    await until(() => seen.length === 2, 5000, 'deliveries after a throwing handler');
    expect(seen).toEqual(['1', '2']);
    bad.unsubscribe();
    good.unsubscribe();
  });
}

describe('subjectMatches', () => {
  it('follows NATS wildcards', () => {
    expect(subjectMatches('a.b', 'a.b')).toBe(true);
    expect(subjectMatches('a.*', 'a.b')).toBe(true);
    expect(subjectMatches('a.*', 'a.b.c')).toBe(false);
    expect(subjectMatches('a.>', 'a')).toBe(false);
    expect(subjectMatches('a.>', 'a.b.c')).toBe(true);
    expect(subjectMatches('*.b', 'a.b')).toBe(true);
    expect(subjectMatches('a.b', 'a.c')).toBe(false);
  });
});

describe('InProcessBus keeps the bus contract', () => {
  const errors: unknown[] = [];
  const shared = new InProcessBus((error) => errors.push(error));
  // Two parts of one process share one bus.
  busContract(() => Promise.resolve([shared, shared]));

  it('reported the throwing handler instead of stopping', () => {
    expect(errors.map((e) => (e instanceof Error ? e.message : e))).toContain('handler bug');
  });
});

describe('the NATS bus keeps the bus contract', () => {
  let nats: TestNats;
  const errors: unknown[] = [];
  beforeAll(async () => {
    nats = await startTestNats();
  });
  afterAll(async () => {
    await nats.stop();
  });
  busContract(async () => [
    await connectNatsBus({ servers: nats.url, onError: (e) => errors.push(e) }),
    await connectNatsBus({ servers: nats.url, onError: (e) => errors.push(e) }),
  ]);

  it('reported the throwing handler instead of stopping', () => {
    expect(errors.map((e) => (e instanceof Error ? e.message : e))).toContain('handler bug');
  });
});

describe('the NATS bus across a server restart', () => {
  it('reconnects, resubscribes, and delivers what is published after the restart', async () => {
    const nats = await startTestNats();
    const sub = await connectNatsBus({ servers: nats.url });
    const pub = await connectNatsBus({ servers: nats.url });
    try {
      const seen: string[] = [];
      sub.subscribe('t7.market.BTCUSDT.trades', (d) => seen.push(str(d)));
      const responder = sub.reply('t7.orders.BTCUSDT', (d) => bytes(`ack:${str(d)}`));
      await sub.flush();
      pub.publish('t7.market.BTCUSDT.trades', bytes('before'));
      await pub.flush();
      await until(() => seen.length === 1, 5000, 'the message before the restart');

      await nats.stop();
      await until(() => !sub.connected && !pub.connected, 5000, 'both to see the disconnect');
      await nats.start();
      await until(() => sub.connected && pub.connected, 10_000, 'both to reconnect');
      // The reconnect's resubscription is sent before the client's buffered commands; one round
      // trip of the subscriber makes sure the server has it before we publish.
      await sub.flush();

      pub.publish('t7.market.BTCUSDT.trades', bytes('after'));
      await pub.flush();
      await until(() => seen.length === 2, 5000, 'the message after the restart');
      expect(seen).toEqual(['before', 'after']);
      expect(str(await pub.request('t7.orders.BTCUSDT', bytes('1'), 5000))).toBe('ack:1');
      responder.unsubscribe();
    } finally {
      await sub.close();
      await pub.close();
      await nats.stop();
    }
  });
});
