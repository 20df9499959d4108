import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  deviceSessionSchema,
  endedSessionsSchema,
  loginRecordSchema,
  paginated,
  sessionSchema,
} from '@exchange/api';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';

/** 2030-01-01 12:00 UTC: a fixed server clock the tests move by hand. */
const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);

describe('sessions and login history (issue 18)', () => {
  let ex: TestExchange;
  let now = T0;
  const ended: { userId: number; key: string; msg: string }[] = [];
  const remoteLogins: string[] = [];

  beforeAll(async () => {
    ex = await startTestExchange({
      now: () => now,
      hooks: {
        onSessionEnded: (userId, key, msg) => ended.push({ userId, key, msg }),
        onRemoteLogin: (_userId, key) => remoteLogins.push(key),
      },
    });
  });
  afterAll(() => ex.close());

  async function loginFrom(email: string, deviceId: string): Promise<string> {
    const res = await ex.call(apiRoutes.login, {
      body: { email, password: PASSWORD },
      deviceId,
    });
    expect(res.status).toBe(200);
    return sessionSchema.parse(res.body.data).token;
  }

  async function devices(token: string) {
    const res = await ex.call(apiRoutes.deviceSessions, { token });
    expect(res.status).toBe(200);
    return deviceSessionSchema.array().parse(res.body.data);
  }

  it('keeps every device signed in and lists them, marking the calling one', async () => {
    const laptop = (await ex.signUp('devices@example.com', { deviceId: 'laptop' })).token;
    now += 5_000;
    const phone = await loginFrom('devices@example.com', 'phone');
    expect(remoteLogins).toEqual([]);
    expect((await ex.call(apiRoutes.getUserInfo, { token: laptop })).status).toBe(200);
    const list = await devices(phone);
    expect(list).toHaveLength(2);
    const [first, second] = list;
    expect(first?.current).toBe(true);
    expect(first?.first_seen_at).toBe(T0 + 5_000);
    expect(second?.current).toBe(false);
    expect(second?.first_seen_at).toBe(T0);
    expect(second?.device_name).toBe('web');
    expect(second?.device_type).toBe('10');
    expect(second?.ip).toBe('127.0.0.1');
  });

  it('a new login of the same device replaces its earlier session', async () => {
    const old = (await ex.signUp('again@example.com', { deviceId: 'tablet' })).token;
    const token = await loginFrom('again@example.com', 'tablet');
    expect((await ex.call(apiRoutes.getUserInfo, { token: old })).status).toBe(401);
    expect(await devices(token)).toHaveLength(1);
    expect(ended.filter((e) => e.key === 'tablet')).toEqual([]);
  });

  it('touches last_seen at most once a minute', async () => {
    now = T0 + 3_600_000;
    const { token } = await ex.signUp('seen@example.com', { deviceId: 'seen' });
    now += 30_000;
    expect((await devices(token))[0]?.last_seen_at).toBe(T0 + 3_600_000);
    now += 30_000;
    expect((await devices(token))[0]?.last_seen_at).toBe(T0 + 3_660_000);
    now += 59_000;
    expect((await devices(token))[0]?.last_seen_at).toBe(T0 + 3_660_000);
  });

  it('ends one session at once: its token is a 401 and its device gets notify 44', async () => {
    const a = (await ex.signUp('endone@example.com', { deviceId: 'desk' })).token;
    const b = await loginFrom('endone@example.com', 'pocket');
    const other = (await devices(b)).find((d) => !d.current);
    const res = await ex.call(apiRoutes.endDeviceSession, { token: b, body: { id: other?.id } });
    expect(res.status).toBe(200);
    expect(endedSessionsSchema.parse(res.body.data)).toEqual({ ended: 1 });
    expect(ended.at(-1)?.key).toBe('desk');
    expect(ended.at(-1)?.msg).toMatch(/session has ended/);
    expect((await ex.call(apiRoutes.getUserInfo, { token: a })).status).toBe(401);
    expect((await ex.call(apiRoutes.getUserInfo, { token: b })).status).toBe(200);
  });

  it("answers 404 for another user's session id and changes nothing", async () => {
    const victim = (await ex.signUp('victim@example.com', { deviceId: 'v' })).token;
    const victimId = (await devices(victim))[0]?.id;
    const attacker = (await ex.signUp('attacker@example.com', { deviceId: 'x' })).token;
    const before = ended.length;
    const res = await ex.call(apiRoutes.endDeviceSession, {
      token: attacker,
      body: { id: victimId },
    });
    expect(res.status).toBe(404);
    expect(ended).toHaveLength(before);
    expect((await ex.call(apiRoutes.getUserInfo, { token: victim })).status).toBe(200);
    expect(await devices(attacker)).toHaveLength(1);
    const bad = await ex.call(apiRoutes.endDeviceSession, { token: attacker, body: { id: 'x' } });
    expect(bad.status).toBe(422);
  });

  it('signs out every other device and keeps the calling one', async () => {
    const one = (await ex.signUp('others@example.com', { deviceId: 'one' })).token;
    const two = await loginFrom('others@example.com', 'two');
    const three = await loginFrom('others@example.com', 'three');
    const res = await ex.call(apiRoutes.endOtherSessions, { token: three });
    expect(endedSessionsSchema.parse(res.body.data)).toEqual({ ended: 2 });
    expect(
      ended
        .slice(-2)
        .map((e) => e.key)
        .sort(),
    ).toEqual(['one', 'two']);
    expect((await ex.call(apiRoutes.getUserInfo, { token: one })).status).toBe(401);
    expect((await ex.call(apiRoutes.getUserInfo, { token: two })).status).toBe(401);
    expect((await devices(three)).map((d) => d.current)).toEqual([true]);
    const none = await ex.call(apiRoutes.endOtherSessions, { token: three });
    expect(endedSessionsSchema.parse(none.body.data)).toEqual({ ended: 0 });
  });

  it('keeps the login history newest first, paginated, for its owner only', async () => {
    await ex.signUp('history@example.com', { deviceId: 'h1' });
    const wrong = await ex.call(apiRoutes.login, {
      body: { email: 'history@example.com', password: 'not the password 1' },
      deviceId: 'h2',
    });
    expect(wrong.status).toBe(400);
    const token = await loginFrom('history@example.com', 'h3');
    const res = await ex.call(apiRoutes.loginHistory, { token, query: { page: 1, limit: 1 } });
    const page = paginated(loginRecordSchema).parse(res.body.data);
    // The registration's sign-in, the wrong password, the login.
    expect(page.total).toBe(3);
    expect(page.list.map((r) => r.result)).toEqual(['success']);
    const second = await ex.call(apiRoutes.loginHistory, { token, query: { page: 2, limit: 1 } });
    const older = paginated(loginRecordSchema).parse(second.body.data);
    expect(older.list.map((r) => [r.result, r.ip, r.device_name])).toEqual([
      ['wrong_password', '127.0.0.1', 'web'],
    ]);
    const third = await ex.call(apiRoutes.loginHistory, { token, query: { page: 3, limit: 1 } });
    expect(
      paginated(loginRecordSchema)
        .parse(third.body.data)
        .list.map((r) => r.result),
    ).toEqual(['success']);
    const stranger = (await ex.signUp('stranger@example.com')).token;
    const theirs = await ex.call(apiRoutes.loginHistory, { token: stranger });
    // Only their own registration: nothing of history@example.com's.
    expect(paginated(loginRecordSchema).parse(theirs.body.data).total).toBe(1);
  });

  it('records a refused login of a locked account as locked', async () => {
    await ex.signUp('locked@example.com', { deviceId: 'l' });
    for (let i = 0; i < 5; i += 1)
      await ex.call(apiRoutes.login, {
        body: { email: 'locked@example.com', password: 'guess guess 1' },
      });
    const refused = await ex.call(apiRoutes.login, {
      body: { email: 'locked@example.com', password: PASSWORD },
    });
    expect(refused.status).toBe(429);
    const rows = await ex.ctx.storage.db
      .selectFrom('login_records')
      .innerJoin('users', 'users.id', 'login_records.user_id')
      .select('login_records.result')
      .where('users.email', '=', 'locked@example.com')
      .orderBy('login_records.id', 'desc')
      .execute();
    expect(rows.map((r) => r.result).slice(0, 2)).toEqual(['locked', 'wrong_password']);
  });

  it('needs a token', async () => {
    expect((await ex.call(apiRoutes.deviceSessions)).status).toBe(401);
    expect((await ex.call(apiRoutes.endOtherSessions)).status).toBe(401);
    expect((await ex.call(apiRoutes.loginHistory)).status).toBe(401);
  });
});
