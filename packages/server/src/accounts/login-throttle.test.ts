import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, sessionSchema } from '@exchange/api';
import { openStorage, type Storage } from '../db/connect.ts';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';
import { startTestPostgres, type TestPostgres } from '../../test/postgres.ts';

/** 2030-01-01 12:00 UTC: a fixed server clock the tests move by hand. */
const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);
const MINUTE = 60_000;

interface Reply {
  status: number;
  message: string;
  headers: Record<string, unknown>;
  data: unknown;
}

/** A call from a given client address (`request.ip`), JSON body: the way a script guesses. */
async function post(
  ex: TestExchange,
  url: string,
  body: Record<string, unknown>,
  remoteAddress: string,
): Promise<Reply> {
  const res = await ex.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'device-id': `device-${remoteAddress}`, 'device-type': '10' },
    payload: body,
  });
  const json = res.json<{ message: string; data: unknown }>();
  return { status: res.statusCode, message: json.message, headers: res.headers, data: json.data };
}

const login = (ex: TestExchange, email: string, password: string, from: string) =>
  post(ex, apiRoutes.login.path, { email, password }, from);

async function mailsTo(ex: TestExchange, email: string) {
  return ex.ctx.storage.db
    .selectFrom('mailbox')
    .selectAll()
    .where('email', '=', email)
    .orderBy('id', 'asc')
    .execute();
}

// Every rule on both engines: the counter is one upsert whose SQL must hold on each.
describe.each(['sqlite', 'postgres'] as const)('per-account login lock (%s)', (engine) => {
  let ex: TestExchange;
  let now = T0;
  let pg: TestPostgres | undefined;
  let storage: Storage | undefined;

  beforeAll(async () => {
    if (engine === 'postgres') {
      pg = await startTestPostgres();
      storage = await openStorage({ url: await pg.createDatabase() });
    }
    ex = await startTestExchange({ now: () => now, ...(storage ? { storage } : {}) });
  }, 60_000);
  afterAll(async () => {
    await ex.close();
    await storage?.close();
    await pg?.stop();
  });

  it('locks an account after 5 failures from 5 different addresses, and says until when', async () => {
    await ex.signUp('victim@example.com');
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const res = await login(ex, 'victim@example.com', `wrong guess ${i}`, `10.0.0.${i}`);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);

    // The right password, from an address that never failed, is refused during the lock.
    now = T0 + 2 * MINUTE;
    const right = await login(ex, 'victim@example.com', PASSWORD, '10.0.0.99');
    expect(right.status).toBe(429);
    expect(right.message).toContain('2030-01-01T12:15:00Z');
    expect(right.message).toMatch(/in 13 minutes/);
    expect(right.headers['retry-after']).toBe('780');
  });

  it("tells the account's owner by e-mail, once per lock", async () => {
    const mails = await mailsTo(ex, 'victim@example.com');
    const notices = mails.filter((m) => /security notice/i.test(m.subject));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body).toContain('2030-01-01T12:15:00Z');
    expect(notices[0]?.body).toMatch(/5 failed login attempts/);
    // Not a code: the demo mailbox must not read a 6-digit code out of it.
    expect(notices[0]?.body).not.toMatch(/\b\d{6}\b/);
  });

  it('does not count or extend during the lock, and lets the owner in after 15 minutes', async () => {
    now = T0 + 10 * MINUTE;
    expect((await login(ex, 'victim@example.com', 'still guessing', '10.0.1.1')).status).toBe(429);
    now = T0 + 15 * MINUTE;
    const res = await login(ex, 'victim@example.com', PASSWORD, '10.0.1.2');
    expect(res.status).toBe(200);
    expect(sessionSchema.parse(res.data).user.email).toBe('victim@example.com');
    expect(
      (await mailsTo(ex, 'victim@example.com')).filter((m) => /security/i.test(m.subject)),
    ).toHaveLength(1);
  });

  it('resets the counter on a successful login', async () => {
    await ex.signUp('typo@example.com');
    for (let i = 1; i <= 4; i += 1)
      expect((await login(ex, 'typo@example.com', `typo ${i}`, '10.0.2.1')).status).toBe(400);
    expect((await login(ex, 'typo@example.com', PASSWORD, '10.0.2.1')).status).toBe(200);
    for (let i = 1; i <= 4; i += 1)
      expect((await login(ex, 'typo@example.com', `typo ${i}`, '10.0.2.1')).status).toBe(400);
    expect((await login(ex, 'typo@example.com', PASSWORD, '10.0.2.1')).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a known one (no existence oracle), mailing nobody', async () => {
    now = T0 + 60 * MINUTE;
    await ex.signUp('known@example.com');
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 1; i <= 6; i += 1) {
      const a = await login(ex, 'known@example.com', `guess ${i}`, `10.0.3.${i}`);
      const b = await login(ex, 'ghost@example.com', `guess ${i}`, `10.0.4.${i}`);
      known.push(`${a.status} ${a.message}`);
      unknown.push(`${b.status} ${b.message}`);
    }
    expect(unknown).toEqual(known);
    expect(known.at(-1)).toMatch(/^429 .*2030-01-01T13:15:00Z/);
    expect(await mailsTo(ex, 'ghost@example.com')).toEqual([]);
  });

  it('counts failures racing from many addresses, and tells the owner once', async () => {
    now = T0 + 180 * MINUTE;
    await ex.signUp('race@example.com');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        login(ex, 'race@example.com', `race ${i}`, `10.0.7.${i}`),
      ),
    );
    expect(answers.filter((a) => a.status === 400)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(4);
    expect((await login(ex, 'race@example.com', PASSWORD, '10.0.7.99')).status).toBe(429);
    const notices = (await mailsTo(ex, 'race@example.com')).filter((m) =>
      /security notice/i.test(m.subject),
    );
    expect(notices).toHaveLength(1);
  });

  it('a password reset by e-mail code lifts the lock', async () => {
    now = T0 + 120 * MINUTE;
    await ex.signUp('reset@example.com');
    for (let i = 1; i <= 5; i += 1) await login(ex, 'reset@example.com', `bad ${i}`, `10.0.5.${i}`);
    expect((await login(ex, 'reset@example.com', PASSWORD, '10.0.5.9')).status).toBe(429);
    await ex.call(apiRoutes.getCaptcha, {
      body: { email: 'reset@example.com', type: 'forget_password' },
    });
    const reset = await ex.call(apiRoutes.forgetPassword, {
      body: {
        email: 'reset@example.com',
        email_code: await ex.lastCode('reset@example.com'),
        password: 'a fresh one 55',
      },
    });
    expect(reset.status).toBe(200);
    expect((await login(ex, 'reset@example.com', 'a fresh one 55', '10.0.5.9')).status).toBe(200);
  });
});

describe('the lock is stored in the database', () => {
  it('survives a restart of the server', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-lock-'));
    const file = path.join(dir, 'exchange.sqlite');
    const now = () => T0;
    try {
      const first = await startTestExchange({ database: { file }, now });
      await first.signUp('persist@example.com');
      for (let i = 1; i <= 5; i += 1)
        await login(first, 'persist@example.com', `nope ${i}`, `10.0.6.${i}`);
      await first.close();

      const second = await startTestExchange({ database: { file }, now });
      try {
        const res = await login(second, 'persist@example.com', PASSWORD, '10.0.6.9');
        expect(res.status).toBe(429);
        expect(res.message).toContain('2030-01-01T12:15:00Z');
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('lookup rate limits per client address', () => {
  let ex: TestExchange;
  beforeAll(async () => {
    ex = await startTestExchange({ rateLimitPerMinute: 3 });
  });
  afterAll(() => ex.close());

  it('limits POST /checkUser like login (rateLimitPerMinute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await post(ex, apiRoutes.checkUser.path, { email: `who${i}@example.com` }, '10.1.0.1'))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another address has its own budget.
    expect(
      (await post(ex, apiRoutes.checkUser.path, { email: 'who@example.com' }, '10.1.0.2')).status,
    ).toBe(200);
  });

  it('limits POST /security/forgetPassword too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (
          await post(
            ex,
            apiRoutes.forgetPassword.path,
            { email: 'nobody@example.com', email_code: '123456', password: 'whatever 123' },
            '10.1.0.3',
          )
        ).status,
      );
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 3)).not.toContain(429);
  });
});
