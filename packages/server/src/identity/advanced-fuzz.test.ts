import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiRoutes, failureBodySchema, MAX_AUTH_IMAGE_BYTES } from '@exchange/api';
import {
  BASIC,
  EXE,
  grantLevel,
  type IdentityTest,
  JPEG,
  PNG,
  review,
  startIdentityTest,
  WEBP,
} from './identity-test-kit.ts';

// POST /identity/advanced is the one route that takes several files of up to 5 MB: whatever
// multipart arrives there (odd keys, text for files, any bytes, too many or too large parts, a
// body cut short) answers 2xx or 4xx with a message, never 5xx.

let t: IdentityTest;
let token: string;
const EMAIL = 'fuzz-id@example.com';

beforeAll(async () => {
  t = await startIdentityTest();
  const user = await t.ex.signUp(EMAIL);
  token = user.token;
  await grantLevel(t.ex, user.id, 'basic');
});
afterAll(() => t.close());

const KEYS = ['front_img', 'back_img', 'hand_img', 'selfie_img', 'Front', '__proto__', 'a'];
const MAGIC = [PNG, JPEG, WEBP, EXE, Buffer.alloc(0)];

const part = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc
    .tuple(
      fc.constantFrom(...MAGIC),
      fc.uint8Array({ maxLength: 64 }),
      fc.string({ maxLength: 12 }),
    )
    .map(([magic, tail, name]) => new File([magic, tail], `${name}.png`, { type: 'image/png' })),
);

it('answers any multipart body with 2xx or 4xx and a message', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.dictionary(fc.constantFrom(...KEYS), part, { maxKeys: 6 }),
      async (body) => {
        const res = await t.ex.call(apiRoutes.submitAdvancedIdentity, { token, body });
        expect(res.status, JSON.stringify(Object.keys(body))).toBeLessThan(500);
        if (res.status === 200) {
          // Accepted: reject it so the next body is judged as a fresh submission.
          expect((await review(t.ex, EMAIL, 'advanced', 'reject', 'Fuzz')).status).toBe(200);
        } else expect(failureBodySchema.parse(res.body).message).not.toBe('');
      },
    ),
    { numRuns: 60 },
  );
});

it('a cut, oversized or crowded body is a 4xx too', async () => {
  const boundary = 'fuzzboundary';
  const filePart = (name: string, bytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="x.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      bytes,
      Buffer.from('\r\n'),
    ]);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const huge = Buffer.concat([PNG, Buffer.alloc(MAX_AUTH_IMAGE_BYTES * 2)]);
  const bodies: [string, Buffer][] = [
    ['cut short', filePart('front_img', PNG).subarray(0, 60)],
    [
      'oversized first',
      Buffer.concat([filePart('front_img', huge), filePart('back_img', PNG), end]),
    ],
    [
      'too many files',
      Buffer.concat([...KEYS, ...KEYS].map((k, i) => filePart(`${k}${i}`, PNG)).concat(end)),
    ],
    ['no parts', end],
  ];
  for (const [what, payload] of bodies) {
    const res = await t.ex.app.inject({
      method: 'POST',
      url: apiRoutes.submitAdvancedIdentity.path,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect.soft(res.statusCode, `${what}: ${res.body}`).toBeGreaterThanOrEqual(400);
    expect.soft(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
    expect.soft(failureBodySchema.safeParse(res.json()).success, what).toBe(true);
  }
  const oversized = await t.ex.app.inject({
    method: 'POST',
    url: apiRoutes.submitAdvancedIdentity.path,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([
      filePart('front_img', huge),
      filePart('back_img', PNG),
      filePart('hand_img', PNG),
      end,
    ]),
  });
  // The key over 5 MB is the one named.
  expect(oversized.statusCode).toBe(422);
  expect(failureBodySchema.parse(oversized.json()).data?.errors.map((e) => e.field)).toEqual([
    'front_img',
  ]);
  // The basic level is approved, so the form itself is refused as already approved.
  expect((await t.ex.call(apiRoutes.submitBasicIdentity, { token, body: BASIC })).status).toBe(409);
});
