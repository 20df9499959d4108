import { Big } from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestExchange } from '../../test/harness.ts';
import { HttpError } from '../http/errors.ts';
import type { CopyFollow } from './copy-close.ts';
import { follow, markOf, SYMBOL } from './copy-mirror-kit.ts';
import {
  fundedTrader,
  makeLeader,
  startCopyExchange,
  type Trader,
  usdtSum,
} from './copy-test-kit.ts';

// Random leader trades (opens, adds, reduces, closes, flips at a random leverage) copied by
// followers with random settings: each copied open keeps the copy within its own limits (its
// mode's size, the maximum per position), every signal is done after its tick, the sum of USDT
// over all accounts stays what it was after funding and no account goes negative.

const settings = fc.record({
  mode: fc.constantFrom('fixed' as const, 'ratio' as const),
  fixed: fc.integer({ min: 10, max: 500 }),
  ratioCents: fc.integer({ min: 10, max: 300 }),
  budget: fc.integer({ min: 100, max: 3000 }),
  maxShare: fc.integer({ min: 5, max: 100 }),
  stopLoss: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
});

const trade = fc.record({
  side: fc.constantFrom('long' as const, 'short' as const),
  /** Hundredths of a BTC. */
  units: fc.integer({ min: 1, max: 30 }),
  /** The maker's spread around the mark, in basis points. */
  spread: fc.integer({ min: 0, max: 150 }),
});

/** The maker's two quotes around the mark, replacing the last ones. */
async function quoteBoth(ex: TestExchange, maker: Trader, spreadBp: number): Promise<void> {
  const { engine, actions } = ex.app.copyMirror.deps;
  await engine.cancelAllOf(maker.id, SYMBOL);
  const mark = markOf(ex);
  const at = (factor: Big) => mark.times(factor).round(2, Big.roundDown).toFixed();
  const off = new Big(spreadBp).div(10_000);
  await actions.open(maker.id, {
    symbol: SYMBOL,
    side: 'short',
    type: 'limit',
    price: at(off.plus(1)),
    amount: '100',
  });
  await actions.open(maker.id, {
    symbol: SYMBOL,
    side: 'long',
    type: 'limit',
    price: at(new Big(1).minus(off)),
    amount: '100',
  });
}

async function negatives(ex: TestExchange): Promise<string[]> {
  const rows = await ex.ctx.storage.db
    .selectFrom('ledger_accounts')
    .select(['user_id', 'kind', 'coin', 'balance', 'frozen'])
    .execute();
  return rows
    .filter((r) => !(r.user_id === 0 && r.kind === 'external'))
    .filter((r) => new Big(r.balance).lt(0) || new Big(r.frozen).lt(0))
    .map((r) => `${String(r.user_id)}|${r.kind}|${r.coin}`);
}

/** Check the copied orders this tick wrote (ids above `after`) against the copies' limits. */
async function checkLimits(ex: TestExchange, follows: CopyFollow[], after: number) {
  const { engine } = ex.app.copyMirror.deps;
  const rows = await ex.ctx.storage.db
    .selectFrom('copy_orders')
    .innerJoin('copy_signals', 'copy_signals.id', 'copy_orders.signal_id')
    .selectAll('copy_orders')
    .select(['copy_signals.price as signal_price', 'copy_signals.amount as signal_amount'])
    .where('copy_orders.id', '>', after)
    .where('copy_orders.status', '=', 'filled')
    .execute();
  for (const row of rows) {
    const copy = follows.find((f) => f.id === row.follow_id);
    if (!copy || row.action !== 'open') continue;
    const amount = new Big(row.amount);
    const price = new Big(row.signal_price);
    if (copy.mode === 'fixed')
      expect(amount.lte(new Big(copy.fixed_amount ?? 0).times(row.leverage).div(price))).toBe(true);
    else expect(amount.lte(new Big(row.signal_amount).times(copy.ratio ?? 0))).toBe(true);
    // A tick's open is its last step for the copy (a flip closes first): what it holds now is
    // what the open made.
    const held = engine.positionOf(copy.sub_user_id, SYMBOL);
    if (held?.side !== row.side) continue;
    const margin = held.size.times(price).div(row.leverage);
    expect(margin.lte(copy.max_per_position)).toBe(true);
  }
  return { top: rows.reduce((top, row) => Math.max(top, row.id), after), filled: rows.length };
}

describe('copy trading under random trades', () => {
  it('keeps every copy within its limits, USDT conserved and no account negative', async () => {
    let filled = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(settings, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(trade, { minLength: 1, maxLength: 8 }),
        async (copies, leverage, trades) => {
          const ex = await startCopyExchange();
          try {
            const maker = await fundedTrader(ex, 'maker@example.com', '10000000');
            const leader = await makeLeader(ex, 'lead@example.com', maker, 'Ava Lead');
            const { actions } = ex.app.copyMirror.deps;
            await actions.adjustLever(leader.id, {
              symbol: SYMBOL,
              leverage,
              margin_mode: 'cross',
            });
            const follows: CopyFollow[] = [];
            for (const [i, s] of copies.entries()) {
              const trader = await fundedTrader(ex, `f${String(i)}@example.com`, '5000');
              const budget = String(s.budget);
              follows.push(
                await follow(ex, trader, {
                  leader_id: leader.leaderId,
                  mode: s.mode,
                  ...(s.mode === 'fixed'
                    ? { fixed_amount: String(Math.min(s.fixed, s.budget)) }
                    : { ratio: new Big(s.ratioCents).div(100).toFixed() }),
                  max_per_position: new Big(s.budget).times(s.maxShare).div(100).toFixed(2),
                  budget,
                  ...(s.stopLoss === undefined
                    ? {}
                    : { stop_loss_rate: new Big(s.stopLoss).div(100).toFixed() }),
                }),
              );
            }
            const start = await usdtSum(ex);
            let seen = 0;
            for (const t of trades) {
              await quoteBoth(ex, maker, t.spread);
              const amount = new Big(t.units).div(100).toFixed();
              await actions
                .open(leader.id, { symbol: SYMBOL, side: t.side, type: 'market', amount })
                .catch((error: unknown) => {
                  // The leader's own margin may refuse a trade: that is no signal.
                  if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
                });
              await ex.app.copyMirror.tick(ex.ctx.now());
              const checked = await checkLimits(ex, follows, seen);
              seen = checked.top;
              filled += checked.filled;
              expect(await negatives(ex)).toEqual([]);
              expect(await usdtSum(ex)).toBe(start);
            }
            const pending = await ex.ctx.storage.db
              .selectFrom('copy_signals')
              .select('id')
              .where('done_at', 'is', null)
              .execute();
            expect(pending).toEqual([]);
          } finally {
            await ex.close();
          }
        },
      ),
      { numRuns: 6 },
    );
    // Not vacuous: copies were placed, not only skipped.
    expect(filled).toBeGreaterThan(0);
    // Each run starts a whole exchange (≈1 s); six runs take well under this.
  }, 120_000);
});
