import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import { InsufficientFundsError, ledger } from '../wallet/ledger.ts';
import { settle } from './settle.ts';

const opened: Storage[] = [];

afterEach(async () => {
  for (const storage of opened.splice(0)) await storage.close();
});

async function funded(userId: number, coin: string, amount: string): Promise<Storage> {
  const storage = await openStorage({ file: ':memory:' });
  opened.push(storage);
  await storage.db
    .transaction()
    .execute((trx) =>
      ledger.deposit(trx, { userId, coin, amount, reason: 'deposit', refId: 'd1' }),
    );
  return storage;
}

/** `db` whose transactions write 'commit' into `steps` once they have committed. */
function committing(db: Kysely<Database>, steps: string[]): Kysely<Database> {
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver) as unknown;
      return () => {
        const builder = target.transaction();
        const execute = builder.execute.bind(builder);
        builder.execute = async (callback) => {
          const result = await execute(callback);
          steps.push('commit');
          return result;
        };
        return builder;
      };
    },
  });
}

const freeze = (amount: string) => ({
  refId: 'order:1',
  movements: [{ kind: 'freeze' as const, userId: 1, coin: 'USDT', amount }],
});

describe('settle', () => {
  it('plans, posts the journal and records in the transaction, then applies after the commit and publishes last', async () => {
    const storage = await funded(1, 'USDT', '100');
    const steps: string[] = [];
    const settled = await settle(storage.db, {
      plan: () => {
        steps.push('plan');
        return { plan: { amount: '40' }, journal: freeze('40') };
      },
      record: async (trx, plan, accounts) => {
        // The journal is already posted inside this transaction.
        const account = await ledger.account(trx, 1, 'spot', 'USDT');
        steps.push(`record ${account.frozen} ${accounts.length}`);
        return { ...plan, recorded: true };
      },
      apply: (plan) => {
        steps.push(`apply ${JSON.stringify(plan)}`);
      },
      publish: (plan, accounts) => {
        steps.push(`publish ${accounts.map((a) => `${a.coin} ${a.balance}/${a.frozen}`).join()}`);
      },
    });
    expect(steps).toEqual([
      'plan',
      'record 40 1',
      'apply {"amount":"40","recorded":true}',
      'publish USDT 60/40',
    ]);
    expect(settled?.plan).toEqual({ amount: '40', recorded: true });
    expect(await ledger.account(storage.db, 1, 'spot', 'USDT')).toMatchObject({
      balance: '60',
      frozen: '40',
    });
  });

  it('applies and publishes only after the transaction has committed', async () => {
    const storage = await funded(1, 'USDT', '100');
    const steps: string[] = [];
    await settle(committing(storage.db, steps), {
      plan: () => {
        steps.push('plan');
        return { plan: null, journal: freeze('25') };
      },
      apply: () => steps.push('apply'),
      publish: () => steps.push('publish'),
    });
    expect(steps).toEqual(['plan', 'commit', 'apply', 'publish']);
  });

  it('surfaces InsufficientFundsError with nothing recorded, applied or published', async () => {
    const storage = await funded(1, 'USDT', '100');
    const steps: string[] = [];
    const attempt = settle(storage.db, {
      plan: () => ({ plan: 1, journal: freeze('150') }),
      record: (_trx, plan) => {
        steps.push('record');
        return plan;
      },
      apply: () => steps.push('apply'),
      publish: () => steps.push('publish'),
    });
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(attempt).rejects.toMatchObject({ coin: 'USDT' });
    expect(steps).toEqual([]);
    expect(await ledger.account(storage.db, 1, 'spot', 'USDT')).toMatchObject({
      balance: '100',
      frozen: '0',
    });
  });

  it('rolls back, applies and publishes nothing when a later step of the transaction throws', async () => {
    const storage = await funded(1, 'USDT', '100');
    const steps: string[] = [];
    const attempt = settle(storage.db, {
      plan: () => ({ plan: 1, journal: freeze('30') }),
      record: () => Promise.reject(new Error('disk full')),
      apply: () => steps.push('apply'),
      publish: () => steps.push('publish'),
    });
    await expect(attempt).rejects.toThrow('disk full');
    expect(steps).toEqual([]);
    expect(await ledger.account(storage.db, 1, 'spot', 'USDT')).toMatchObject({
      balance: '100',
      frozen: '0',
    });
  });

  it("hands a failed transaction to recover, which may throw the product's own error", async () => {
    const storage = await funded(1, 'USDT', '100');
    const seen: unknown[] = [];
    const refused = settle(storage.db, {
      plan: () => ({ plan: 1, journal: freeze('500') }),
      recover: (error) => {
        seen.push(error);
        throw new Error(`refused: ${error instanceof InsufficientFundsError ? error.coin : '?'}`);
      },
    });
    await expect(refused).rejects.toThrow('refused: USDT');
    expect(seen[0]).toBeInstanceOf(InsufficientFundsError);

    const applied: number[] = [];
    const recovered = await settle(storage.db, {
      plan: () => ({ plan: 1, journal: freeze('500') }),
      recover: () => undefined,
      apply: (plan) => applied.push(plan),
    });
    expect(recovered).toBeUndefined();
    expect(applied).toEqual([]);
  });

  it('settles nothing when the plan step says so, and posts no journal for an empty one', async () => {
    const storage = await funded(1, 'USDT', '100');
    const steps: string[] = [];
    expect(
      await settle(storage.db, {
        plan: () => undefined,
        apply: () => steps.push('apply'),
        publish: () => steps.push('publish'),
      }),
    ).toBeUndefined();
    expect(steps).toEqual([]);

    const empty = await settle(storage.db, {
      plan: () => ({ plan: 'noop', journal: { refId: 'order:2', movements: [] } }),
      publish: (_plan, accounts) => steps.push(`publish ${accounts.length}`),
    });
    expect(empty).toEqual({ plan: 'noop', accounts: [] });
    expect(steps).toEqual(['publish 0']);
  });

  it('posts raw legs as one balanced journal', async () => {
    const storage = await funded(1, 'USDT', '100');
    const settled = await settle(storage.db, {
      plan: () => ({
        plan: 'move',
        journal: {
          refId: 'transfer:1',
          reason: 'transfer_out' as const,
          legs: [
            { userId: 1, kind: 'spot' as const, coin: 'USDT', balance: '-10' },
            { userId: 1, kind: 'futures' as const, coin: 'USDT', balance: '10' },
          ],
        },
      }),
    });
    expect(settled?.accounts.map((a) => `${a.kind} ${a.balance}`)).toEqual([
      'spot 90',
      'futures 10',
    ]);
  });
});
