import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiRoutes, identityStatusSchema, type IdentityStatus } from '@exchange/api';
import { expect } from 'vitest';
import type { ServerOptions } from '../app.ts';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';

// What the identity tests share: an exchange on a clock the test moves, documents in a temp
// dir, image bytes of each kind, and the calls a test repeats.

export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(8),
]);
/** The start of a Windows executable ("MZ" header), to be sent renamed as a .png. */
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')]);

/** 24 November 2026, noon UTC: the server's date in these tests. */
export const NOON = Date.UTC(2026, 10, 24, 12);

export const REVIEW_MS = 60_000;

export const BASIC = {
  full_name: 'Ada Lovelace',
  country: 'GB',
  document_type: 'passport',
  document_number: 'AB1234821',
  birth_date: '1990-12-10',
};

export interface IdentityTest {
  ex: TestExchange;
  dir: string;
  clock: { now: number };
  close: () => Promise<void>;
}

/** A demo exchange whose clock is `clock.now`, documents under a temp dir. */
export async function startIdentityTest(options: ServerOptions = {}): Promise<IdentityTest> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-identity-'));
  const clock = { now: NOON };
  const ex = await startTestExchange({
    identityDir: dir,
    demoReviewMs: REVIEW_MS,
    now: () => clock.now,
    ...options,
  });
  return {
    ex,
    dir,
    clock,
    close: async () => {
      await ex.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function image(bytes: Buffer, name = 'doc.png', type = 'image/png'): File {
  return new File([bytes], name, { type });
}

/** The three default keys, each a small valid image. */
export function advancedBody(): Record<string, File> {
  return {
    front_img: image(PNG),
    back_img: image(JPEG, 'back.jpg', 'image/jpeg'),
    hand_img: image(WEBP, 'hand.webp', 'image/webp'),
  };
}

export async function status(ex: TestExchange, token: string): Promise<IdentityStatus> {
  const res = await ex.call(apiRoutes.identityStatus, { token });
  expect(res.status).toBe(200);
  return identityStatusSchema.parse(res.body.data);
}

/** Decide the user's pending submission of `level` through the demo reviewer's route. */
export async function review(
  ex: TestExchange,
  email: string,
  level: 'basic' | 'advanced',
  decision: 'approve' | 'reject' = 'approve',
  reason?: string,
) {
  return ex.call(apiRoutes.demoIdentityReview, {
    body: { email, level, decision, ...(reason === undefined ? {} : { reason }) },
  });
}

/**
 * Give a user an approved identity level without the forms, for tests whose withdrawals are over
 * the unverified level's limit (2,000 USDC a day). Advanced approves basic too.
 */
export async function grantLevel(
  ex: TestExchange,
  userId: number,
  level: 'basic' | 'advanced',
): Promise<void> {
  const now = ex.ctx.now();
  const row = { user_id: userId, status: 'approved', reason: null, submitted_at: now };
  const decided = { reviewed_at: now, due_at: now };
  await ex.ctx.storage.db
    .insertInto('identity_submissions')
    .values({ ...row, ...decided, level: 'basic', details: JSON.stringify(BASIC) })
    .execute();
  if (level === 'advanced')
    await ex.ctx.storage.db
      .insertInto('identity_submissions')
      .values({ ...row, ...decided, level: 'advanced', details: '{}' })
      .execute();
}
