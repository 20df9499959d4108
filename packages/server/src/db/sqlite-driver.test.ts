import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from './connect.ts';
import { walDurability } from './sqlite-speed.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-group-'));
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** What another connection (another process, or this one after a restart) reads back. */
function mailboxSeenFromOutside(file: string): string[] {
  const other = new Database(file, { readonly: true });
  try {
    return (
      other.prepare('SELECT subject FROM mailbox ORDER BY id').all() as { subject: string }[]
    ).map((r) => r.subject);
  } finally {
    other.close();
  }
}

const mail = (subject: string) => ({ email: 'a@b.co', subject, body: 'b', created_at: 1 });

describe('SQLite group commit', () => {
  it('commits a burst of transactions together; each one still rolls back alone', async () => {
    const file = path.join(dir, 'burst.sqlite');
    const storage = await openStorage({ file });
    const { db } = storage;
    const results = await Promise.allSettled(
      ['one', 'two', 'three'].map((subject) =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto('mailbox').values(mail(subject)).execute();
          await trx
            .insertInto('mailbox')
            .values(mail(`${subject} again`))
            .execute();
          if (subject === 'two') throw new Error('refused');
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    // This connection sees its own transactions at once, the refused one not at all.
    const seen = await db.selectFrom('mailbox').select('subject').orderBy('id').execute();
    expect(seen.map((r) => r.subject)).toEqual(['one', 'one again', 'three', 'three again']);
    // Once durable, they are committed: another connection reads them.
    await storage.durable();
    expect(mailboxSeenFromOutside(file)).toEqual(['one', 'one again', 'three', 'three again']);
    await storage.close();
  });

  it('counts a statement run outside a transaction meanwhile as written by the group', async () => {
    const file = path.join(dir, 'outside.sqlite');
    const storage = await openStorage({ file });
    const { db } = storage;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('mailbox').values(mail('inside')).execute();
    });
    await db.insertInto('mailbox').values(mail('outside')).execute();
    await storage.durable();
    expect(mailboxSeenFromOutside(file)).toEqual(['inside', 'outside']);
    await storage.close();
  });

  it('commits what is pending when the storage closes', async () => {
    const file = path.join(dir, 'close.sqlite');
    const storage = await openStorage({ file });
    await storage.db.transaction().execute(async (trx) => {
      await trx.insertInto('mailbox').values(mail('last')).execute();
    });
    await storage.close();
    expect(mailboxSeenFromOutside(file)).toEqual(['last']);
  });

  it('answers durable() at once in memory, after the group commits', async () => {
    const storage = await openStorage({ file: ':memory:' });
    await storage.db.transaction().execute(async (trx) => {
      await trx.insertInto('mailbox').values(mail('memory')).execute();
    });
    await storage.durable();
    const rows = await storage.db.selectFrom('mailbox').select('subject').execute();
    expect(rows).toEqual([{ subject: 'memory' }]);
    await storage.close();
  });

  it('shares a running WAL sync only with callers who committed nothing since it started', async () => {
    const file = path.join(dir, 'shared-sync-wal');
    fs.writeFileSync(file, '');
    let commits = 0;
    const wal = walDurability(file, () => commits);
    const first = wal.durable();
    // Nothing committed since the sync started: it covers this caller too.
    expect(wal.durable()).toBe(first);
    commits += 1;
    // A commit after it started: this caller waits for the next sync, as does the next one.
    const later = wal.durable();
    expect(later).not.toBe(first);
    expect(wal.durable()).toBe(later);
    await Promise.all([first, later]);
    wal.close();
  });
});
