import { Big } from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { ContractSimulator } from './contract-simulator.ts';
import { fundSimulatorTraders, simulatorTraders } from './contract-simulator-setup.ts';
import { simulatedMarket } from './market-install.ts';

// The contract simulator on the real engine, ledger and storage (no timers: the test runs the
// rounds): the books stay two-sided around the mark and never cross, trades reach the candles
// and the stats, and no money appears or vanishes.
const T0 = Date.UTC(2026, 10, 24, 8, 0, 0);

describe('contract simulator on the engine', () => {
  let ex: TestExchange;
  let clock = T0;

  beforeAll(async () => {
    ex = await startTestExchange({ demo: false, contractTickMs: 0, now: () => clock });
  });
  afterAll(async () => {
    await ex.app.close();
  });

  async function usdtTotal(): Promise<string> {
    const rows = await ex.ctx.storage.db
      .selectFrom('ledger_accounts')
      .select(['balance', 'frozen'])
      .where('coin', '=', 'USDT')
      .execute();
    return rows.reduce((sum, r) => sum.plus(r.balance).plus(r.frozen), new Big(0)).toFixed();
  }

  it('keeps every book two-sided around the mark, never crossed, and trades', async () => {
    const { contracts, contractMarket } = ex.app;
    const { makerId, takerId } = await simulatorTraders(ex.ctx.storage, clock);
    const run = await fundSimulatorTraders(ex.ctx.storage, [makerId, takerId], clock);
    expect(run).toBe(0);
    const before = await usdtTotal();
    const market = simulatedMarket(contracts.market, contractMarket.prices);
    const simulator = new ContractSimulator({
      market,
      pairs: contracts.engine.pairs,
      makerId,
      takerId,
      seed: 3,
      run,
      now: () => clock,
    });
    await simulator.prepare();
    for (let round = 0; round < 15; round += 1) {
      clock += 1000;
      await simulator.step();
      for (const pair of contracts.engine.pairs) {
        const { bid, ask } = market.bestPrices(pair.symbol);
        expect(bid && ask && bid.lt(ask), `${pair.symbol} round ${round}`).toBe(true);
        const mark = contractMarket.prices.markOf(pair.symbol);
        const mid = (bid ?? mark).plus(ask ?? mark).div(2);
        expect(
          mid.minus(mark).abs().div(mark).lt('0.01'),
          `${pair.symbol} mid ${mid.toFixed()}`,
        ).toBe(true);
      }
    }
    for (const pair of contracts.engine.pairs)
      expect(contractMarket.feed.trades(pair.symbol).length, pair.symbol).toBeGreaterThan(0);
    expect(await usdtTotal()).toBe(before);
    // The takers' trades moved the last-price candles and the positions count in the stats.
    const bars = contractMarket.klines.range('BTCUSDT', 'last', '1m', T0, clock + 1);
    expect(bars.length).toBeGreaterThan(0);
    await contractMarket.tick(clock);
    const [sample] = await contractMarket.stats.list('BTCUSDT', 1);
    expect(new Big(sample?.open_interest ?? '0').gt(0)).toBe(true);
    expect(sample?.long_short_ratio).toBe('1');
    // Every simulated order is a transaction: give a loaded machine time (3.5 s when idle).
  }, 30_000);
});
