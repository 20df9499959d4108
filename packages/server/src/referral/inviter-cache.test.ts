import { afterEach, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../db/connect.ts';
import { InviterCache } from './commissions.ts';
import { addReferralUser } from './referral-test-users.ts';

// The commission step of every fill asks who invited the traders; users.invited_by never changes
// once the user's row is written, so the cache reads each trader once.

let storage: Storage | undefined;
afterEach(async () => {
  await storage?.close();
  storage = undefined;
});

describe('InviterCache', () => {
  it("answers each trader's inviter (null without one) and reads only traders it has not seen", async () => {
    storage = await openStorage({ file: ':memory:' });
    const { db } = storage;
    await addReferralUser(db, 9, null);
    await addReferralUser(db, 1, 9);
    await addReferralUser(db, 2, null);
    const cache = new InviterCache();
    const reads: string[] = [];
    const counted = db.withPlugin({
      transformQuery(args) {
        if (args.node.kind === 'SelectQueryNode') reads.push(args.queryId.queryId);
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });

    expect([...(await cache.of(counted, [1, 2]))]).toEqual([
      [1, 9],
      [2, null],
    ]);
    expect(reads).toHaveLength(1);
    // Both known: no read. A new trader: one read, for that trader only.
    expect([...(await cache.of(counted, [2, 1]))]).toEqual([
      [2, null],
      [1, 9],
    ]);
    expect(reads).toHaveLength(1);
    await addReferralUser(db, 3, 1);
    expect([...(await cache.of(counted, [1, 3]))]).toEqual([
      [1, 9],
      [3, 1],
    ]);
    expect(reads).toHaveLength(2);
    // A user id with no row is not remembered: asked again next time.
    expect(await cache.of(counted, [404])).toEqual(new Map());
    expect(await cache.of(counted, [404])).toEqual(new Map());
    expect(reads).toHaveLength(4);
  });
});
