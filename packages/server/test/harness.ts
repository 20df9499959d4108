import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiRoutes, buildPath, encodeForm, encodeQuery, type ApiRoute } from '@exchange/api';
import { buildExchange, type Exchange, type ServerOptions } from '../src/app.ts';

/** An answer: HTTP status and parsed JSON body. */
export interface Answer {
  status: number;
  body: { status: string; code: number; data: unknown; message: string };
}

export interface CallInput {
  token?: string | undefined;
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  deviceId?: string;
}

/** A test exchange on in-memory SQLite (or the given storage), with helpers to call routes. */
export interface TestExchange extends Exchange {
  call(route: ApiRoute, input?: CallInput): Promise<Answer>;
  /** Register through getCaptcha + demo mailbox + register; returns the token and user id. */
  signUp(
    email: string,
    extra?: { invite_code?: string; deviceId?: string },
  ): Promise<{ token: string; id: number; inviteCode: string }>;
  /** The latest code the demo mailbox holds for an address. */
  lastCode(email: string): Promise<string>;
  close(): Promise<void>;
}

export const PASSWORD = 'correct horse 42';

/**
 * Start an exchange for one test file: demo mode, cheap scrypt, generous rate limits, uploads in
 * a temp dir. Requests go through `app.inject` as multipart forms, the way the app's client sends.
 */
export async function startTestExchange(options: ServerOptions = {}): Promise<TestExchange> {
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-uploads-'));
  const exchange = await buildExchange({
    demo: true,
    scryptN: 1024,
    rateLimitPerMinute: 1000,
    uploadDir,
    ...options,
  });
  const { app, ctx } = exchange;

  async function call(route: ApiRoute, input: CallInput = {}): Promise<Answer> {
    const headers: Record<string, string> = {
      'device-id': input.deviceId ?? 'test-device',
      'device-type': '10',
      'device-name': 'web',
    };
    if (input.token) headers.authorization = `Bearer ${input.token}`;
    const search = encodeQuery(input.query);
    const url = buildPath(route.path, input.params) + (search ? `?${search}` : '');
    let payload: Buffer | undefined;
    if (input.body !== undefined) {
      const request = new Request('http://test.local/', {
        method: 'POST',
        body: encodeForm(input.body),
      });
      payload = Buffer.from(await request.arrayBuffer());
      headers['content-type'] = request.headers.get('content-type') ?? '';
    }
    const res = await app.inject({
      method: route.method,
      url,
      headers,
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.json() };
  }

  async function lastCode(email: string): Promise<string> {
    const row = await ctx.storage.db
      .selectFrom('email_codes')
      .select('code')
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return row.code;
  }

  return {
    ...exchange,
    call,
    lastCode,
    async signUp(email, extra = {}) {
      const captcha = await call(apiRoutes.getCaptcha, { body: { email, type: 'register' } });
      if (captcha.status !== 200) throw new Error(`getCaptcha failed: ${captcha.body.message}`);
      const res = await call(apiRoutes.register, {
        body: {
          email,
          password: PASSWORD,
          email_code: await lastCode(email),
          ...(extra.invite_code ? { invite_code: extra.invite_code } : {}),
        },
        ...(extra.deviceId ? { deviceId: extra.deviceId } : {}),
      });
      if (res.status !== 200) throw new Error(`register failed: ${res.body.message}`);
      const data = res.body.data as { token: string; user: { id: number; invite_code: string } };
      return { token: data.token, id: data.user.id, inviteCode: data.user.invite_code };
    },
    async close() {
      await app.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
