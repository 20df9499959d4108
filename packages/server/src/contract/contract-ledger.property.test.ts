import { Big } from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  btc,
  closeAfterEach,
  contractSetup,
  fundFutures,
  usdtTotals,
} from './contract-test-kit.ts';

closeAfterEach();

const USERS = [1, 2, 3] as const;

const step = fc.oneof(
  fc.record({
    kind: fc.constant('limit' as const),
    user: fc.constantFrom(...USERS),
    side: fc.constantFrom('long' as const, 'short' as const),
    offset: fc.integer({ min: -20, max: 20 }),
    size: fc.integer({ min: 1, max: 30 }),
    tif: fc.constantFrom('gtc' as const, 'ioc' as const, 'fok' as const, 'post_only' as const),
  }),
  fc.record({
    kind: fc.constant('market' as const),
    user: fc.constantFrom(...USERS),
    side: fc.constantFrom('long' as const, 'short' as const),
    size: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({
    kind: fc.constant('cancel' as const),
    user: fc.constantFrom(...USERS),
    pick: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('close' as const),
    user: fc.constantFrom(...USERS),
    part: fc.integer({ min: 1, max: 10 }),
  }),
  fc.record({ kind: fc.constant('mark' as const), offset: fc.integer({ min: -30, max: 30 }) }),
);

describe('contract ledger properties', () => {
  it('random opens, closes, cancels and mark moves by several users: the USDT sum never changes, nothing goes negative, the book never crosses', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const { storage, engine, actions, marks } = await contractSetup();
        for (const user of USERS) await fundFutures(storage, user, '20000');
        const start = await usdtTotals(storage);
        for (const s of steps) {
          try {
            if (s.kind === 'mark') marks.set('BTCUSDT', new Big(60000 + s.offset * 50));
            else if (s.kind === 'limit')
              await actions.open(
                s.user,
                btc(s.side, 'limit', (s.size / 10).toFixed(1), String(60000 + s.offset * 50), {
                  time_in_force: s.tif,
                }),
              );
            else if (s.kind === 'market')
              await actions.open(s.user, btc(s.side, 'market', (s.size / 10).toFixed(1)));
            else if (s.kind === 'cancel') {
              const own = engine.openEntrustsOf('BTCUSDT').filter((o) => o.userId === s.user);
              const order = own[s.pick % Math.max(own.length, 1)];
              if (order) await engine.cancel(s.user, order.id);
            } else {
              const held = engine.positionOf(s.user, 'BTCUSDT');
              if (held) {
                const amount = held.size.times(s.part).div(10).round(3, Big.roundDown);
                if (amount.gt(0))
                  await actions.close(s.user, {
                    position_id: held.id,
                    type: 'market',
                    amount: amount.toFixed(),
                  });
              }
            }
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            if (status === undefined || status >= 500) throw error;
          }
          const totals = await usdtTotals(storage);
          expect(totals.sum).toBe(start.sum);
          expect(totals.lowest.gte(0)).toBe(true);
          const { asks, bids } = engine.depth('BTCUSDT', 1);
          const ask = asks[0]?.[0];
          const bid = bids[0]?.[0];
          if (ask !== undefined && bid !== undefined) expect(new Big(bid).lt(ask)).toBe(true);
          // Open interest balances: as much long as short.
          const positions = engine.positionsOf('BTCUSDT');
          const net = positions.reduce(
            (sum, p) => (p.side === 'long' ? sum.plus(p.size) : sum.minus(p.size)),
            new Big(0),
          );
          expect(net.toFixed()).toBe('0');
        }
        // What orders freeze equals what the ledger freezes.
        const frozen = engine
          .openEntrustsOf('BTCUSDT')
          .reduce((sum, o) => sum.plus(o.margin), new Big(0));
        const ledgerFrozen = (
          await storage.db
            .selectFrom('ledger_accounts')
            .select('frozen')
            .where('kind', '=', 'futures')
            .execute()
        ).reduce((sum, row) => sum.plus(row.frozen), new Big(0));
        expect(ledgerFrozen.toFixed()).toBe(frozen.toFixed());
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
