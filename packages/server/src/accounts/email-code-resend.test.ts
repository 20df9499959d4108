import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, captchaSchema } from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';

// The resend guard of e-mail codes is 60 s (routes.test.ts); a demo or test server may shorten
// it (EMAIL_CODE_RESEND_MS), and then the guard and the resend_at it answers follow that length.
describe('e-mail code resend guard, configured', () => {
  let ex: TestExchange;
  let now = Date.UTC(2026, 10, 24, 12);

  beforeAll(async () => {
    ex = await startTestExchange({ codeResendMs: 5_000, now: () => now });
  });
  afterAll(() => ex.close());

  it('refuses another code until the configured time has passed, then issues one', async () => {
    const ask = () =>
      ex.call(apiRoutes.getCaptcha, { body: { email: 'quick@example.com', type: 'register' } });
    const first = await ask();
    expect(first.status).toBe(200);
    expect(captchaSchema.parse(first.body.data).resend_at).toBe(now + 5_000);
    now += 4_999;
    expect((await ask()).status).toBe(429);
    now += 1;
    const again = await ask();
    expect(again.status).toBe(200);
    expect(captchaSchema.parse(again.body.data).resend_at).toBe(now + 5_000);
  });
});
