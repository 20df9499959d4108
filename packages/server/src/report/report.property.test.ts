import { Big } from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeNow, closeStoragesAfterEach, fund, setup, spot } from '../market/market-test-kit.ts';
import { referencePrice } from '../config/coins.ts';
import { catchUp } from './report-tick.ts';

closeStoragesAfterEach();

const ALICE = 1;
const BOB = 2;

const step = fc.record({
  side: fc.constantFrom('buy' as const, 'sell' as const),
  /** Price in whole USDT around the reference 3200. */
  price: fc.integer({ min: 3150, max: 3250 }),
  /** Amount in 0.01 ETH. */
  amount: fc.integer({ min: 1, max: 200 }),
  /** Whether the report's tick runs after this step (batches split anywhere). */
  tick: fc.boolean(),
});

describe('report tick (property)', () => {
  it('spot PnL of random fills equals the quote delta plus the cost still held, counted once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { storage, market } = await setup({ file: ':memory:' });
        await fund(storage, ALICE, 'USDT', '10000000');
        await fund(storage, ALICE, 'ETH', '100');
        await fund(storage, BOB, 'USDT', '10000000');
        await fund(storage, BOB, 'ETH', '100');
        const quoteBefore = new Big((await spot(storage, ALICE, 'USDT')).balance);
        let n = 0;
        for (const s of steps) {
          n += 1;
          const amount = new Big(s.amount).div(100).toFixed();
          const order = {
            symbol: 'ETHUSDT',
            type: 'limit' as const,
            price: String(s.price),
            amount,
          };
          // Bob rests, Alice takes: every step is one fill of Alice's side `s.side`.
          await market.placeOrder(BOB, {
            ...order,
            side: s.side === 'buy' ? 'sell' : 'buy',
            client_order_id: `b${String(n)}`,
          });
          await market.placeOrder(ALICE, {
            ...order,
            side: s.side,
            client_order_id: `a${String(n)}`,
          });
          if (s.tick) await catchUp(storage.db, referencePrice);
        }
        await catchUp(storage.db, referencePrice);
        await catchUp(storage.db, referencePrice);

        const fills = await storage.db
          .selectFrom('spot_trades')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const trades = await storage.db
          .selectFrom('report_trades')
          .select(['realized_pnl', 'user_id'])
          .execute();
        // Bob's resting order and Alice's meet in full: one fill a step.
        expect(fills.n).toBe(steps.length);
        // Each fill once per party.
        expect(trades).toHaveLength(fills.n * 2);
        const realized = trades
          .filter((t) => t.user_id === ALICE)
          .reduce((sum, t) => sum.plus(t.realized_pnl), new Big(0));
        const position = await storage.db
          .selectFrom('report_spot_positions')
          .select(['amount', 'cost'])
          .where('user_id', '=', ALICE)
          .executeTakeFirst();
        const quoteDelta = new Big((await spot(storage, ALICE, 'USDT')).balance).minus(quoteBefore);
        const cost = new Big(position?.cost ?? 0);
        // Stored at 18 decimals per row: equal to far below a display's precision.
        expect(realized.minus(quoteDelta.plus(cost)).abs().lt('1e-12')).toBe(true);
        const daily = await storage.db
          .selectFrom('report_daily')
          .select(['pnl', 'trade_count'])
          .where('user_id', '=', ALICE)
          .where('account', '=', 'spot')
          .where('symbol', '=', 'ETHUSDT')
          .execute();
        const dailyPnl = daily.reduce((sum, d) => sum.plus(d.pnl), new Big(0));
        expect(dailyPnl.minus(realized).abs().lt('1e-12')).toBe(true);
        expect(daily.reduce((sum, d) => sum + d.trade_count, 0)).toBe(fills.n);
        await closeNow(storage);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
