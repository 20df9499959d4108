import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyOrdersOf, follow, heldOf, market, quote, SYMBOL } from './copy-mirror-kit.ts';
import { snapshotLeaders } from './copy-signals.ts';
import { fundedTrader, makeLeader, startCopyExchange } from './copy-test-kit.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-restart-'));
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('copy mirror across a restart', () => {
  it('resumes a signal cut short at start, placing nothing twice', async () => {
    const database = { file: path.join(dir, 'exchange.db') };
    const first = await startCopyExchange({ database });
    const maker = await fundedTrader(first, 'maker@example.com', '5000000');
    const leader = await makeLeader(first, 'lead@example.com', maker, 'Ava Lead');
    const body = {
      leader_id: leader.leaderId,
      mode: 'ratio',
      ratio: '1',
      max_per_position: '5000',
      budget: '5000',
    };
    const a = await follow(first, await fundedTrader(first, 'a@example.com', '10000'), body);
    const b = await follow(first, await fundedTrader(first, 'b@example.com', '10000'), body);
    await quote(first, maker, 'short', '1');
    await market(first, leader.id, 'long', '0.2');
    // The tick died after the signal and the first copy's order, before its row.
    const deps = first.app.copyMirror.deps;
    expect(await snapshotLeaders(deps, first.ctx.now())).toBe(1);
    const signal = await first.ctx.storage.db
      .selectFrom('copy_signals')
      .selectAll()
      .executeTakeFirstOrThrow();
    const clientOrderId = `copy-${String(signal.id)}-${String(a.id)}`;
    await deps.actions.open(a.sub_user_id, {
      symbol: SYMBOL,
      side: 'long',
      type: 'market',
      amount: '0.2',
      client_order_id: clientOrderId,
    });
    await first.close();

    const second = await startCopyExchange({ database });
    try {
      await second.app.ready();
      const db = second.ctx.storage.db;
      const placed = await db
        .selectFrom('contract_orders')
        .select('id')
        .where('user_id', '=', a.sub_user_id)
        .where('client_order_id', '=', clientOrderId)
        .execute();
      expect(placed).toHaveLength(1);
      expect(heldOf(second, a.sub_user_id)).toBe('0.2');
      expect(heldOf(second, b.sub_user_id)).toBe('0.2');
      expect(await copyOrdersOf(second, a.id)).toMatchObject([
        { signal_id: signal.id, status: 'filled', amount: '0.2', contract_order_id: placed[0]?.id },
      ]);
      expect(await copyOrdersOf(second, b.id)).toHaveLength(1);
      const done = await db
        .selectFrom('copy_signals')
        .select('done_at')
        .where('id', '=', signal.id)
        .executeTakeFirstOrThrow();
      expect(done.done_at).not.toBeNull();
      // The leader's position was seen once: no new signal, nothing more placed.
      await second.app.copyMirror.tick(second.ctx.now());
      expect(await db.selectFrom('copy_signals').select('id').execute()).toHaveLength(1);
      expect(heldOf(second, a.sub_user_id)).toBe('0.2');
    } finally {
      await second.close();
    }
  });
});
