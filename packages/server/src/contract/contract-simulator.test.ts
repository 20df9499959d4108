import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import type { ContractOpenBody } from '@exchange/api';
import {
  ContractSimulator,
  type SimulatedMarket,
  type SimulatedPair,
} from './contract-simulator.ts';

const PAIRS: SimulatedPair[] = [
  { symbol: 'BTCUSDT', pricePrecision: 1, sizePrecision: 3, minSize: '0.001', maxLeverage: 125 },
  { symbol: 'DOGEUSDT', pricePrecision: 5, sizePrecision: 0, minSize: '1', maxLeverage: 50 },
];

interface Resting {
  id: number;
  userId: number;
  side: 'long' | 'short';
  price: Big;
  amount: Big;
}

/**
 * A small contract book: post-only limits rest (refused when they would take), market orders
 * take the best levels; positions are signed sizes. What the simulator sees of the engine.
 */
class FakeMarket implements SimulatedMarket {
  readonly marks = new Map([
    ['BTCUSDT', new Big('65000')],
    ['DOGEUSDT', new Big('0.15')],
  ]);
  readonly books = new Map<string, Resting[]>();
  readonly positions = new Map<string, Big>();
  readonly leverage = new Map<string, number>();
  readonly placed: string[] = [];
  private nextId = 1;

  markOf(symbol: string) {
    return this.marks.get(symbol) ?? new Big(0);
  }
  private book(symbol: string) {
    const book = this.books.get(symbol) ?? [];
    this.books.set(symbol, book);
    return book;
  }
  private side(symbol: string, side: 'long' | 'short') {
    return this.book(symbol)
      .filter((r) => r.side === side)
      .sort(
        (a, b) => (side === 'long' ? b.price.cmp(a.price) : a.price.cmp(b.price)) || a.id - b.id,
      );
  }
  bestPrices(symbol: string) {
    return { bid: this.side(symbol, 'long')[0]?.price, ask: this.side(symbol, 'short')[0]?.price };
  }
  levels(symbol: string, limit: number) {
    const count = (side: 'long' | 'short') =>
      Math.min(limit, new Set(this.side(symbol, side).map((r) => r.price.toFixed())).size);
    return { bids: count('long'), asks: count('short') };
  }
  private move(userId: number, symbol: string, side: 'long' | 'short', amount: Big) {
    const key = `${userId}:${symbol}`;
    const held = this.positions.get(key) ?? new Big(0);
    this.positions.set(key, side === 'long' ? held.plus(amount) : held.minus(amount));
  }
  open(userId: number, body: ContractOpenBody) {
    this.placed.push(
      `${userId} ${body.symbol} ${body.side} ${body.type} ${body.price ?? ''} ${body.amount}`,
    );
    const best = this.bestPrices(body.symbol);
    if (body.type === 'limit') {
      const price = new Big(body.price ?? '0');
      const takes =
        body.side === 'long'
          ? best.ask !== undefined && price.gte(best.ask)
          : best.bid !== undefined && price.lte(best.bid);
      if (takes) return Promise.reject(new Error('Post-only order would take liquidity'));
      this.book(body.symbol).push({
        id: this.nextId++,
        userId,
        side: body.side,
        price,
        amount: new Big(body.amount),
      });
      return Promise.resolve();
    }
    let left = new Big(body.amount);
    for (const maker of this.side(body.symbol, body.side === 'long' ? 'short' : 'long')) {
      if (left.eq(0)) break;
      const amount = left.lt(maker.amount) ? left : maker.amount;
      maker.amount = maker.amount.minus(amount);
      left = left.minus(amount);
      this.move(userId, body.symbol, body.side, amount);
      this.move(maker.userId, body.symbol, maker.side, amount);
    }
    this.books.set(
      body.symbol,
      this.book(body.symbol).filter((r) => r.amount.gt(0)),
    );
    return Promise.resolve();
  }
  cancel(userId: number, id: number) {
    for (const [symbol, book] of this.books)
      this.books.set(
        symbol,
        book.filter((r) => !(r.id === id && r.userId === userId)),
      );
    return Promise.resolve();
  }
  restingOf(userId: number, symbol: string) {
    return this.book(symbol)
      .filter((r) => r.userId === userId)
      .sort((a, b) => a.id - b.id);
  }
  positionOf(userId: number, symbol: string) {
    return this.positions.get(`${userId}:${symbol}`) ?? new Big(0);
  }
  setLeverage(userId: number, symbol: string, leverage: number) {
    this.leverage.set(`${userId}:${symbol}`, leverage);
    return Promise.resolve();
  }
}

function simulator(market: FakeMarket, seed = 7, run = 0) {
  return new ContractSimulator({
    market,
    pairs: PAIRS,
    makerId: 1,
    takerId: 2,
    seed,
    run,
    now: () => 0,
  });
}

describe('contract simulator', () => {
  it('keeps every book two-sided around the mark and never crossed', async () => {
    const market = new FakeMarket();
    const sim = simulator(market);
    await sim.prepare();
    const depthSeen: number[] = [];
    for (let round = 0; round < 60; round += 1) {
      // The mark wanders; the quotes follow it.
      if (round === 30) market.marks.set('BTCUSDT', new Big('66000'));
      await sim.step();
      for (const { symbol } of PAIRS) {
        const { bid, ask } = market.bestPrices(symbol);
        expect(bid, `${symbol} bid in round ${round}`).toBeDefined();
        expect(ask, `${symbol} ask in round ${round}`).toBeDefined();
        if (!bid || !ask) continue;
        expect(bid.lt(ask), `${symbol} crossed in round ${round}`).toBe(true);
        const levels = market.levels(symbol, 10);
        depthSeen.push(levels.bids, levels.asks);
        expect(
          market.restingOf(1, symbol).filter((r) => r.side === 'long').length,
        ).toBeLessThanOrEqual(12);
      }
    }
    // The maker refills a side under five levels at once; a taker's order eats a level or two.
    const meanDepth = depthSeen.reduce((sum, n) => sum + n, 0) / depthSeen.length;
    expect(meanDepth).toBeGreaterThanOrEqual(5);
    // After the move the book sits around the new mark (within half a percent).
    const { bid, ask } = market.bestPrices('BTCUSDT');
    const mid = bid && ask ? bid.plus(ask).div(2) : new Big(0);
    expect(mid.minus(66000).abs().div(66000).lt('0.005')).toBe(true);
    // The taker traded, and only with the maker.
    expect(market.positionOf(2, 'BTCUSDT').eq(0)).toBe(false);
    expect(market.positionOf(1, 'BTCUSDT').plus(market.positionOf(2, 'BTCUSDT')).eq(0)).toBe(true);
  });

  it('follows a jump of the mark at once: stale quotes go, the book straddles the new mark', async () => {
    const market = new FakeMarket();
    const sim = simulator(market, 9);
    for (let round = 0; round < 10; round += 1) await sim.step();
    market.marks.set('BTCUSDT', new Big('58500'));
    await sim.step();
    const { bid, ask } = market.bestPrices('BTCUSDT');
    expect(bid?.lt(58500)).toBe(true);
    expect(ask?.gt(58500)).toBe(true);
    const mid = bid && ask ? bid.plus(ask).div(2) : new Big(0);
    expect(mid.minus(58500).abs().div(58500).lt('0.005')).toBe(true);
    // Nothing of the maker's rests more than 2 % from the mark.
    for (const quote of market.restingOf(1, 'BTCUSDT'))
      expect(quote.price.minus(58500).abs().div(58500).lte('0.02')).toBe(true);
  });

  it('trades cross at low leverage, the taker kept under its notional cap', async () => {
    const market = new FakeMarket();
    const sim = simulator(market, 11);
    await sim.prepare();
    expect(market.leverage.get('1:BTCUSDT')).toBe(3);
    expect(market.leverage.get('2:DOGEUSDT')).toBe(3);
    for (let round = 0; round < 200; round += 1) await sim.step();
    // A 2 000 USDT order at most past the 250 000 USDT cap.
    const held = market.positionOf(2, 'BTCUSDT').abs().times(65000);
    expect(held.lte(252_000)).toBe(true);
  });

  it('places the same orders under the same seed and run, others under another run', async () => {
    const run = async (seed: number, runNo: number) => {
      const market = new FakeMarket();
      const sim = simulator(market, seed, runNo);
      for (let round = 0; round < 5; round += 1) await sim.step();
      return market.placed;
    };
    expect(await run(5, 0)).toEqual(await run(5, 0));
    expect(await run(5, 1)).not.toEqual(await run(5, 0));
  });

  it('holds still while paused and resumes only when started', async () => {
    const market = new FakeMarket();
    const sim = simulator(market);
    sim.resume();
    expect(sim.isRunning).toBe(false);
    sim.start(10_000);
    expect(sim.isRunning).toBe(true);
    await sim.pause();
    expect(sim.isRunning).toBe(false);
    sim.resume();
    expect(sim.isRunning).toBe(true);
    await sim.stop();
    sim.resume();
    expect(sim.isRunning).toBe(false);
  });
});
