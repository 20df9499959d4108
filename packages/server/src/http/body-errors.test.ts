import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, buildPath, failureBodySchema } from '@exchange/api';
import { startTestExchange, type TestExchange } from '../../test/harness.ts';

/**
 * Issue 14, defect 4: a body the parser cannot read is the client's fault. Malformed multipart,
 * a content type the server does not take and a body over the limit answer 4xx in the `fail()`
 * envelope with a message, never 500, and are not logged as server errors.
 */
describe('unreadable request bodies', () => {
  let ex: TestExchange;
  let token = '';
  const errors: unknown[] = [];
  beforeAll(async () => {
    ex = await startTestExchange();
    // Count what the server logs as an error: a client's bad body must not show up there.
    ex.app.log.error = (...args: unknown[]) => {
      errors.push(args);
    };
    ({ token } = await ex.signUp('bodies@example.com'));
  });
  afterAll(() => ex.close());

  const boundary = '----fuzzboundary1234';
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const probes: {
    name: string;
    contentType: string;
    payload: string | Buffer;
    status: number;
  }[] = [
    {
      name: 'truncated multipart',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: `${part('email', 'a@b.co')}--${boundary}\r\nContent-Disposition: form-da`,
      status: 400,
    },
    {
      name: 'multipart without a closing boundary',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: part('email', 'a@b.co'),
      status: 400,
    },
    {
      name: 'multipart without a boundary parameter',
      contentType: 'multipart/form-data',
      payload: `${part('email', 'a@b.co')}--${boundary}--\r\n`,
      status: 400,
    },
    {
      name: 'multipart with the wrong boundary',
      contentType: 'multipart/form-data; boundary=other',
      payload: `${part('email', 'a@b.co')}--${boundary}--\r\n`,
      status: 400,
    },
    {
      name: 'multipart garbage',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.from([0, 255, 13, 10, 45, 45, 1, 2, 3, 13, 10, 13, 10]),
      status: 400,
    },
    {
      name: 'broken JSON',
      contentType: 'application/json',
      payload: '{"email":',
      status: 400,
    },
    {
      name: 'plain text',
      contentType: 'text/plain',
      payload: 'email=a@b.co',
      status: 415,
    },
    {
      name: 'an unsupported content type',
      contentType: 'text/csv',
      payload: 'email,password\na@b.co,x',
      status: 415,
    },
    {
      name: 'a made-up content type',
      contentType: 'application/x-garbage; charset=%%%',
      payload: 'x',
      status: 415,
    },
  ];

  /** Every POST/PUT route of the contract this server serves (contract/option come later). */
  const bodyRoutes = () =>
    Object.entries(apiRoutes).filter(
      ([, route]) =>
        (route.method === 'POST' || route.method === 'PUT') &&
        ex.app.hasRoute({ method: route.method, url: route.path }),
    );

  it.each(probes)('$name answers $status on every POST/PUT route', async (probe) => {
    const seen: string[] = [];
    for (const [name, route] of bodyRoutes()) {
      errors.length = 0;
      const res = await ex.app.inject({
        method: route.method,
        url: buildPath(route.path, { id: 1 }),
        headers: { authorization: `Bearer ${token}`, 'content-type': probe.contentType },
        payload: probe.payload,
      });
      const body = failureBodySchema.safeParse(res.json());
      // Routes without a body schema (cancel) may ignore a body they never read.
      if (res.statusCode === 200 && !('body' in route)) continue;
      seen.push(`${name} ${res.statusCode} ${body.success ? body.data.message : res.body}`);
      expect.soft(res.statusCode, `${name}: ${res.body}`).toBe(probe.status);
      expect.soft(body.success, `${name}: ${res.body}`).toBe(true);
      expect.soft(body.data?.message ?? '', name).not.toBe('');
      expect.soft(res.body, name).not.toMatch(/\bat \S+ \(|Internal server error/);
      expect.soft(errors, `${name} logged an error`).toEqual([]);
    }
    expect(seen.length).toBeGreaterThan(10);
  });

  it('a body over the size limit answers 413', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024);
    for (const contentType of ['application/json', `multipart/form-data; boundary=${boundary}`]) {
      errors.length = 0;
      const payload =
        contentType === 'application/json'
          ? JSON.stringify({ email: big })
          : `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${big}\r\n--${boundary}--\r\n`;
      const res = await ex.app.inject({
        method: 'POST',
        url: apiRoutes.updateUserInfo.path,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
      expect.soft(res.statusCode, `${contentType}: ${res.body}`).toBe(413);
      expect.soft(failureBodySchema.safeParse(res.json()).success, res.body).toBe(true);
      expect.soft(errors).toEqual([]);
    }
  });

  it('a well-formed multipart body still works', async () => {
    const res = await ex.app.inject({
      method: 'POST',
      url: apiRoutes.checkUser.path,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('email', 'bodies@example.com')}--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { exists: true } });
  });
});
