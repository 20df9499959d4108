import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, failureBodySchema } from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';
import { HttpError } from './errors.ts';

describe('error answers', () => {
  let ex: TestExchange;
  beforeAll(async () => {
    ex = await startTestExchange({
      modules: [
        (app) => {
          app.get('/test/boom', () => {
            throw new Error('secret database password in /srv/app/db.ts:12');
          });
          app.get('/test/teapot', () => {
            throw new HttpError(418, 'I am a teapot');
          });
        },
      ],
    });
  });
  afterAll(() => ex.close());

  it('unknown routes answer 404 in the envelope', async () => {
    const res = await ex.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(failureBodySchema.parse(res.json())).toMatchObject({ code: 404 });
  });

  it('never leaks a stack trace or internal message', async () => {
    const res = await ex.app.inject({ method: 'GET', url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret|\/srv|\.ts:|at /);
    expect(failureBodySchema.parse(res.json()).message).toBe('Internal server error');
    expect((await ex.app.inject({ method: 'GET', url: '/test/teapot' })).json()).toMatchObject({
      code: 418,
      message: 'I am a teapot',
    });
  });

  it('malformed bodies are client errors, not crashes', async () => {
    const res = await ex.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at /);
  });

  it('demo-only routes do not exist outside demo mode', async () => {
    const prod = await startTestExchange({ demo: false });
    try {
      expect((await prod.call(apiRoutes.demoMailbox, { query: { email: 'a@b.co' } })).status).toBe(
        404,
      );
      expect(
        (
          await prod.call(apiRoutes.demoDeposit, {
            body: { coin_id: 1, network: 'TRC20', amount: '1' },
          })
        ).status,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
