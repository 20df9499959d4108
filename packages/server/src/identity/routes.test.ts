import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, MAX_AUTH_IMAGE_BYTES } from '@exchange/api';
import { fieldsOf } from '../wallet/wallet-test-kit.ts';
import {
  advancedBody,
  BASIC,
  EXE,
  image,
  type IdentityTest,
  JPEG,
  NOON,
  PNG,
  review,
  startIdentityTest,
  status,
} from './identity-test-kit.ts';

describe('identity routes', () => {
  let t: IdentityTest;
  beforeAll(async () => (t = await startIdentityTest()));
  afterAll(() => t.close());

  const basic = (token: string, body: Record<string, unknown>) =>
    t.ex.call(apiRoutes.submitBasicIdentity, { token, body });
  const advanced = (token: string, body: Record<string, unknown>) =>
    t.ex.call(apiRoutes.submitAdvancedIdentity, { token, body });

  it('starts unverified with every level limit and nothing withdrawn', async () => {
    const { token } = await t.ex.signUp('new@example.com');
    const s = await status(t.ex, token);
    expect(s.level).toBe('unverified');
    expect(s.basic).toEqual({
      status: 'not_submitted',
      reason: null,
      submitted_at: null,
      reviewed_at: null,
      details: null,
    });
    expect(s.advanced.images).toEqual([]);
    expect(s.limits).toEqual([
      { level: 'unverified', coin_name: 'USDC', withdraw_limit_24h: '2000' },
      { level: 'basic', coin_name: 'USDC', withdraw_limit_24h: '50000' },
      { level: 'advanced', coin_name: 'USDC', withdraw_limit_24h: '1000000' },
    ]);
    expect(s.withdrawn_24h).toBe('0');
  });

  it('refuses the basic form naming the field: under age, future, bad date, bad number', async () => {
    const { token } = await t.ex.signUp('minor@example.com');
    const cases: [Record<string, unknown>, string][] = [
      // 18 tomorrow on the server's date (24 Nov 2026): still 17.
      [{ ...BASIC, birth_date: '2008-11-25' }, 'birth_date'],
      [{ ...BASIC, birth_date: '2027-01-01' }, 'birth_date'],
      [{ ...BASIC, birth_date: '1990-02-30' }, 'birth_date'],
      [{ ...BASIC, birth_date: '10/12/1990' }, 'birth_date'],
      [{ ...BASIC, birth_date: '1890-01-01' }, 'birth_date'],
      [{ ...BASIC, document_number: 'AB-12345' }, 'document_number'],
      [{ ...BASIC, document_number: 'ABCDEFGH' }, 'document_number'],
      [{ ...BASIC, document_type: 'id_card', document_number: '-1234' }, 'document_number'],
      [{ ...BASIC, country: 'QQ' }, 'country'],
      [{ ...BASIC, document_type: 'visa' }, 'document_type'],
    ];
    for (const [body, field] of cases) {
      const res = await basic(token, body);
      expect.soft(res.status, JSON.stringify(body)).toBe(422);
      expect.soft(fieldsOf(res.body), JSON.stringify(body)).toEqual([field]);
    }
    expect((await status(t.ex, token)).basic.status).toBe('not_submitted');
    // 18 today is of age.
    const ok = await basic(token, { ...BASIC, birth_date: '2008-11-24' });
    expect(ok.status).toBe(200);
  });

  it('takes the basic form once: pending, masked, refused again until rejected', async () => {
    const { token } = await t.ex.signUp('ada@example.com');
    const res = await basic(token, BASIC);
    expect(res.status).toBe(200);
    const s = await status(t.ex, token);
    expect(s.basic).toMatchObject({ status: 'pending', submitted_at: NOON, reviewed_at: null });
    expect(s.basic.details).toEqual({
      full_name: 'A*** L***',
      country: 'GB',
      document_type: 'passport',
      document_number: '****4821',
      birth_date: '1990-12-10',
    });
    const again = await basic(token, BASIC);
    expect(again.status).toBe(409);
    expect(fieldsOf(again.body)).toEqual(['level']);

    const rejected = await review(t.ex, 'ada@example.com', 'basic', 'reject', 'Blurred photo');
    expect(rejected.status).toBe(200);
    expect((await status(t.ex, token)).basic).toMatchObject({
      status: 'rejected',
      reason: 'Blurred photo',
    });
    expect((await basic(token, BASIC)).status).toBe(200);
    expect((await review(t.ex, 'ada@example.com', 'basic')).status).toBe(200);
    const approved = await status(t.ex, token);
    expect(approved.level).toBe('basic');
    expect((await basic(token, BASIC)).status).toBe(409);
    // Nothing pending: the reviewer has nothing to decide.
    expect((await review(t.ex, 'ada@example.com', 'basic')).status).toBe(409);
  });

  it('of two basic forms sent at once, one is taken and the other refused', async () => {
    const { token, id } = await t.ex.signUp('twice@example.com');
    const answers = await Promise.all([basic(token, BASIC), basic(token, BASIC)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const rows = await t.ex.ctx.storage.db
      .selectFrom('identity_submissions')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses the advanced level until basic is approved', async () => {
    const { token } = await t.ex.signUp('early@example.com');
    const res = await advanced(token, advancedBody());
    expect(res.status).toBe(409);
    expect(fieldsOf(res.body)).toEqual(['level']);
    await basic(token, BASIC);
    expect((await advanced(token, advancedBody())).status).toBe(409);
  });

  describe('advanced images', () => {
    let token: string;
    let other: string;
    beforeAll(async () => {
      ({ token } = await t.ex.signUp('grace@example.com'));
      ({ token: other } = await t.ex.signUp('mallory@example.com'));
      for (const [email, tk] of [
        ['grace@example.com', token],
        ['mallory@example.com', other],
      ] as const) {
        expect((await basic(tk, BASIC)).status).toBe(200);
        expect((await review(t.ex, email, 'basic')).status).toBe(200);
      }
    });

    it('refuses a missing key, an extra key, a renamed executable and a file over 5 MB', async () => {
      const { hand_img: _omitted, ...missing } = advancedBody();
      const cases: [Record<string, unknown>, string, number][] = [
        [missing, 'hand_img', 422],
        [{ ...advancedBody(), selfie_img: image(PNG) }, 'selfie_img', 422],
        [{ ...advancedBody(), back_img: image(EXE, 'back.png', 'image/png') }, 'back_img', 422],
        [{ ...advancedBody(), front_img: 'not a file' }, 'front_img', 422],
        [
          {
            ...advancedBody(),
            hand_img: image(Buffer.concat([JPEG, Buffer.alloc(MAX_AUTH_IMAGE_BYTES)])),
          },
          'hand_img',
          422,
        ],
      ];
      for (const [body, field, code] of cases) {
        const res = await advanced(token, body);
        expect.soft(res.status, field).toBe(code);
        expect.soft(fieldsOf(res.body), field).toEqual([field]);
      }
      const s = await status(t.ex, token);
      expect(s.advanced.status).toBe('not_submitted');
      expect(fs.readdirSync(t.dir)).toEqual([]);
    });

    it('takes exactly 5 MB, stores outside the uploads, and shows each image to its owner only', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(MAX_AUTH_IMAGE_BYTES - PNG.length)]);
      const res = await advanced(token, { ...advancedBody(), front_img: image(big) });
      expect(res.status).toBe(200);
      const s = await status(t.ex, token);
      expect(s.advanced).toMatchObject({ status: 'pending', submitted_at: NOON });
      expect(s.advanced.images.sort()).toEqual(['back_img', 'front_img', 'hand_img']);
      const stored = fs.readdirSync(t.dir, { recursive: true }).map(String);
      expect(stored.filter((f) => f.includes(path.sep))).toHaveLength(3);

      const front = await t.ex.app.inject({
        method: 'GET',
        url: '/identity/image/front_img',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(front.statusCode).toBe(200);
      expect(front.headers['content-type']).toBe('image/png');
      expect(front.rawPayload.equals(big)).toBe(true);
      const back = await t.ex.app.inject({
        method: 'GET',
        url: '/identity/image/back_img',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(back.headers['content-type']).toBe('image/jpeg');

      // Another user has no such image of theirs; without a token it is a 401.
      const theirs = await t.ex.app.inject({
        method: 'GET',
        url: '/identity/image/front_img',
        headers: { authorization: `Bearer ${other}` },
      });
      expect(theirs.statusCode).toBe(404);
      const anonymous = await t.ex.app.inject({ method: 'GET', url: '/identity/image/front_img' });
      expect(anonymous.statusCode).toBe(401);
      const traversal = await t.ex.app.inject({
        method: 'GET',
        url: '/identity/image/..%2F..%2Fetc',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(traversal.statusCode).toBe(404);
      // Not served as an upload either.
      const name = path.basename(stored.find((f) => f.endsWith('.png')) ?? '');
      const served = await t.ex.app.inject({ method: 'GET', url: `/uploads/avatars/${name}` });
      expect(served.statusCode).toBe(404);

      expect((await advanced(token, advancedBody())).status).toBe(409);
      expect((await review(t.ex, 'grace@example.com', 'advanced')).status).toBe(200);
      expect((await status(t.ex, token)).level).toBe('advanced');
    });
  });
});
