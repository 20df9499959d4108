import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  buildPath,
  encodeForm,
  encodeQuery,
  fail,
  userInfoSchema,
  type ApiRoute,
} from '@exchange/api';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';
import type { ExchangeModule } from '../app.ts';
import { ledger } from '../wallet/ledger.ts';
import { type Bus, connectNatsBus, InProcessBus } from './bus.ts';
import { buildEdgeApp, type EdgeAppOptions } from './edge-app.ts';
import { answerForwardedHttp, RESTARTING_MESSAGE, TIMEOUT_MESSAGE } from './http-forward.ts';
import { startTestNats, type TestNats } from './test-nats.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex');

/** Every byte value, so a body that went through text decoding anywhere would show it. */
const BINARY = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));

/** Requests the engine answers only here: an echo of raw bytes, a teapot, one that never ends. */
const testRoutes: ExchangeModule = async (app) => {
  await app.register((inner, _opts, done) => {
    inner.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: 16 * 1024 * 1024 },
      (_request, body, next) => {
        next(null, body);
      },
    );
    inner.post('/test/echo', (request, reply) =>
      reply
        .code(201)
        .header('set-cookie', ['a=1; Path=/', 'b=2; Path=/; HttpOnly'])
        .header('x-seen-ip', request.ip)
        .header('x-seen-url', request.url)
        .header('x-seen-connection', request.headers.connection ?? '-')
        .type('application/octet-stream')
        .send(request.body as Buffer),
    );
    inner.get('/test/teapot', (_request, reply) =>
      reply.code(418).header('x-teapot', 'short and stout').send(fail(418, "I'm a teapot")),
    );
    inner.get('/test/never', () => new Promise(() => undefined));
    inner.get('/test/big', (_request, reply) =>
      reply.type('application/octet-stream').send(Buffer.alloc(100 * 1024, 4)),
    );
    done();
  });
};

interface CallInput {
  token?: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  /** The client's address (default 10.0.0.1). */
  ip?: string;
  deviceId?: string;
}

/** A call as the web app makes it (multipart form, device headers), on the edge or the engine. */
async function call(app: FastifyInstance, route: ApiRoute, input: CallInput = {}) {
  const headers: Record<string, string> = {
    'device-id': input.deviceId ?? 'edge-test-device',
    'device-type': '10',
    'device-name': 'web',
  };
  if (input.token) headers.authorization = `Bearer ${input.token}`;
  const search = encodeQuery(input.query);
  const options: InjectOptions = {
    method: route.method,
    url: buildPath(route.path) + (search ? `?${search}` : ''),
    headers,
    remoteAddress: input.ip ?? '10.0.0.1',
  };
  if (input.body !== undefined) {
    const request = new Request('http://test.local/', {
      method: 'POST',
      body: encodeForm(input.body),
    });
    options.payload = Buffer.from(await request.arrayBuffer());
    headers['content-type'] = request.headers.get('content-type') ?? '';
  }
  return app.inject(options);
}

/** Status, content type and bytes: what must be the same through the edge as direct. */
function answerOf(res: Awaited<ReturnType<FastifyInstance['inject']>>) {
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    body: res.body,
  };
}

interface Setup {
  /** The engine's bus and the edge's (the same one in process; two connections over NATS). */
  buses(): Promise<{ engineBus: Bus; edgeBus: Bus; close(): Promise<void> }>;
}

const SETUPS: [string, Setup][] = [
  [
    'in-process bus',
    {
      buses() {
        const bus = new InProcessBus();
        return Promise.resolve({ engineBus: bus, edgeBus: bus, close: () => bus.close() });
      },
    },
  ],
  [
    'NATS (max_payload 32MB)',
    {
      async buses() {
        const nats: TestNats = await startTestNats({ maxPayload: '32MB' });
        const engineBus = await connectNatsBus({ servers: nats.url });
        const edgeBus = await connectNatsBus({ servers: nats.url });
        return {
          engineBus,
          edgeBus,
          async close() {
            await edgeBus.close();
            await engineBus.close();
            await nats.stop();
          },
        };
      },
    },
  ],
];

describe.each(SETUPS)('the edge over the %s', (_name, setup) => {
  let engine: TestExchange;
  let engineBus: Bus;
  let edgeBus: Bus;
  let closeBuses: () => Promise<void>;
  let answering: { unsubscribe(): void };
  let edge: FastifyInstance;
  let staticDir: string;
  const edges: FastifyInstance[] = [];

  /** Another edge on the same bus, with its own options. */
  async function edgeWith(options: Partial<EdgeAppOptions>): Promise<FastifyInstance> {
    const app = await buildEdgeApp({
      bus: edgeBus,
      storage: engine.ctx.storage,
      readiness: { bus: edgeBus },
      live: () => undefined,
      ...options,
    });
    edges.push(app);
    return app;
  }

  beforeAll(async () => {
    const buses = await setup.buses();
    ({ engineBus, edgeBus } = buses);
    closeBuses = () => buses.close();
    engine = await startTestExchange({ rateLimitPerMinute: 3, modules: [testRoutes] });
    answering = answerForwardedHttp(engine.app, engineBus);
    await engineBus.flush();
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-edge-static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(staticDir, 'app.js'), 'console.log("app");');
    edge = await edgeWith({
      staticDir,
      live: (app) => {
        app.get('/ws', () => ({ live: 'edge' }));
      },
    });
  });
  afterAll(async () => {
    for (const app of edges) await app.close();
    answering.unsubscribe();
    await engine.close();
    await closeBuses();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers /health, /ready, the web app and /ws itself', async () => {
    expect((await edge.inject({ url: '/health' })).json()).toMatchObject({ data: { up: true } });
    const ready = await edge.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ data: { ready: true, storage: 'ok', nats: 'ok' } });
    const page = await edge.inject({ url: '/spot-trade', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<!doctype html><title>app</title>');
    const script = await edge.inject({ url: '/app.js' });
    expect(script.body).toBe('console.log("app");');
    expect((await edge.inject({ url: '/ws' })).json()).toEqual({ live: 'edge' });
    // An API path asked for as JSON is the engine's, like everything the edge does not serve.
    const config = await edge.inject({ url: '/config/language', headers: { accept: '*/*' } });
    expect(answerOf(config)).toEqual(
      answerOf(await engine.app.inject({ url: '/config/language', headers: { accept: '*/*' } })),
    );
  });

  it('register, login, user info and a spot order answer as the engine does direct', async () => {
    const email = `edge-${String(Date.now())}@example.com`;
    const ip = '10.1.0.1';
    const captcha = await call(edge, apiRoutes.getCaptcha, {
      body: { email, type: 'register' },
      ip,
    });
    expect(captcha.statusCode).toBe(200);
    const registered = await call(edge, apiRoutes.register, {
      body: { email, password: PASSWORD, email_code: await engine.lastCode(email) },
      ip,
    });
    expect(registered.statusCode).toBe(200);
    const { token, user } = registered.json<{ data: { token: string; user: { id: number } } }>()
      .data;

    // Two logins, one through the edge and one direct: the same answer but for the new token.
    const login = (app: FastifyInstance, deviceId: string) =>
      call(app, apiRoutes.login, { body: { email, password: PASSWORD }, ip: '10.1.0.2', deviceId });
    const viaEdge = await login(edge, 'edge-login');
    const direct = await login(engine.app, 'direct-login');
    expect(viaEdge.statusCode).toBe(200);
    const withoutToken = (res: typeof viaEdge) => {
      const body = res.json<{ data: { token: string } }>();
      return { ...body, data: { ...body.data, token: typeof body.data.token } };
    };
    expect(withoutToken(viaEdge)).toEqual(withoutToken(direct));

    const info = await call(edge, apiRoutes.getUserInfo, { token });
    expect(userInfoSchema.parse(info.json<{ data: unknown }>().data).email).toBe(email);
    expect(answerOf(info)).toEqual(
      answerOf(await call(engine.app, apiRoutes.getUserInfo, { token })),
    );

    await engine.ctx.storage.db.transaction().execute(async (trx) => {
      await ledger.deposit(trx, {
        userId: user.id,
        coin: 'USDT',
        amount: '10000',
        reason: 'deposit',
        refId: `edge-${String(user.id)}`,
      });
    });
    const order = await call(edge, apiRoutes.spotPlaceOrder, {
      token,
      body: {
        symbol: 'BTCUSDT',
        side: 'buy',
        type: 'limit',
        price: '1000',
        amount: '0.5',
        client_order_id: 'through-the-edge',
      },
    });
    expect(order.statusCode).toBe(200);
    const orders = { token, query: { symbol: 'BTCUSDT', state: 'open' } };
    const listed = await call(edge, apiRoutes.spotOrders, orders);
    expect(listed.body).toContain('through-the-edge');
    expect(answerOf(listed)).toEqual(
      answerOf(await call(engine.app, apiRoutes.spotOrders, orders)),
    );
    // A refusal (422 naming the field) is the engine's, unchanged.
    const refused = {
      token,
      body: { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '-1', amount: '1' },
    };
    const bad = await call(edge, apiRoutes.spotPlaceOrder, refused);
    expect(bad.statusCode).toBe(422);
    expect(answerOf(bad)).toEqual(
      answerOf(await call(engine.app, apiRoutes.spotPlaceOrder, refused)),
    );
  });

  it('passes multipart uploads (avatar, identity documents) and serves them back', async () => {
    const email = `upload-${String(Date.now())}@example.com`;
    const ip = '10.2.0.1';
    await call(edge, apiRoutes.getCaptcha, { body: { email, type: 'register' }, ip });
    const registered = await call(edge, apiRoutes.register, {
      body: { email, password: PASSWORD, email_code: await engine.lastCode(email) },
      ip,
    });
    const { token } = registered.json<{ data: { token: string } }>().data;

    const updated = await call(edge, apiRoutes.updateUserInfo, {
      token,
      body: { nickname: 'Edgy', avatar: new File([PNG], 'me.png', { type: 'image/png' }) },
    });
    expect(updated.statusCode).toBe(200);
    const user = userInfoSchema.parse(updated.json<{ data: unknown }>().data);
    expect(user.avatar_url).toMatch(/^\/uploads\/avatars\/.+\.png$/);
    const avatar = await edge.inject({ url: user.avatar_url });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(avatar.rawPayload.equals(PNG)).toBe(true);

    const basic = await call(edge, apiRoutes.submitBasicIdentity, {
      token,
      body: {
        full_name: 'Ada Lovelace',
        country: 'GB',
        document_type: 'passport',
        document_number: 'AB1234821',
        birth_date: '1990-12-10',
      },
    });
    expect(basic.statusCode).toBe(200);
    const approved = await call(edge, apiRoutes.demoIdentityReview, {
      body: { email, level: 'basic', decision: 'approve' },
    });
    expect(approved.statusCode).toBe(200);
    // A megabyte-sized photo among the three.
    const front = Buffer.concat([JPEG, Buffer.alloc(1024 * 1024, 7)]);
    const advanced = await call(edge, apiRoutes.submitAdvancedIdentity, {
      token,
      body: {
        front_img: new File([front], 'front.jpg', { type: 'image/jpeg' }),
        back_img: new File([JPEG], 'back.jpg', { type: 'image/jpeg' }),
        hand_img: new File([PNG], 'hand.png', { type: 'image/png' }),
      },
    });
    expect(advanced.statusCode).toBe(200);
    const image = await edge.inject({
      url: '/identity/image/front_img',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(front)).toBe(true);
  });

  it('passes raw bytes, the status, repeated headers and the client address unchanged', async () => {
    const echo = await edge.inject({
      method: 'POST',
      url: '/test/echo?x=1&y=%C3%A9',
      headers: { 'content-type': 'application/octet-stream', connection: 'keep-alive, x-hop' },
      payload: BINARY,
      remoteAddress: '10.3.0.1',
    });
    expect(echo.statusCode).toBe(201);
    expect(echo.rawPayload.equals(BINARY)).toBe(true);
    expect(echo.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expect(echo.headers['x-seen-ip']).toBe('10.3.0.1');
    expect(echo.headers['x-seen-url']).toBe('/test/echo?x=1&y=%C3%A9');
    // Hop-by-hop headers stay on the client's side of the edge.
    expect(echo.headers['x-seen-connection']).toBe('-');

    const teapot = await edge.inject({ url: '/test/teapot' });
    expect(teapot.statusCode).toBe(418);
    expect(teapot.headers['x-teapot']).toBe('short and stout');
    expect(answerOf(teapot)).toEqual(answerOf(await engine.app.inject({ url: '/test/teapot' })));
    // A path nobody serves is the engine's 404, a body type it does not take the engine's 415.
    const missing = await edge.inject({ url: '/no/such/path' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(fail(404, 'Not found'));
    const long = `/no/such/${'a'.repeat(500)}/${encodeURIComponent('é ?#')}`;
    expect(answerOf(await edge.inject({ url: long }))).toEqual(
      answerOf(await engine.app.inject({ url: long })),
    );
    const propfind = await edge.inject({ method: 'PROPFIND', url: '/test/echo' });
    expect(answerOf(propfind)).toEqual(
      answerOf(await engine.app.inject({ method: 'PROPFIND', url: '/test/echo' })),
    );
    const text = {
      method: 'POST' as const,
      url: apiRoutes.login.path,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    };
    const unsupported = await edge.inject(text);
    expect(unsupported.statusCode).toBe(415);
    expect(answerOf(unsupported)).toEqual(answerOf(await engine.app.inject(text)));
    // (login is rate-limited per address: this one has its own)
    const untyped = {
      method: 'POST' as const,
      url: apiRoutes.login.path,
      payload: BINARY,
      remoteAddress: '10.3.0.2',
    };
    expect(answerOf(await edge.inject(untyped))).toEqual(
      answerOf(await engine.app.inject(untyped)),
    );
    // HEAD keeps the engine's length and sends no body.
    const head = await edge.inject({ method: 'HEAD', url: '/config/language' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });

  it('over a real socket: cookies, bytes and the chunked body arrive', async () => {
    const listening = await edgeWith({});
    await listening.listen({ port: 0, host: '127.0.0.1' });
    const { port } = listening.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${String(port)}/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(BINARY.subarray(0, 100));
          controller.enqueue(BINARY.subarray(100));
          controller.close();
        },
      }),
      duplex: 'half',
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expect(res.headers.get('x-seen-ip')).toBe('127.0.0.1');
    expect(Buffer.from(await res.arrayBuffer()).equals(BINARY)).toBe(true);
  });

  it('takes the client address from X-Forwarded-For only behind a trusted balancer', async () => {
    const request = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/test/echo',
        headers: { 'content-type': 'application/octet-stream', 'x-forwarded-for': '203.0.113.7' },
        payload: BINARY,
        remoteAddress: '10.9.0.1',
      });
    // Not trusted (the default): anyone could claim any address, so the peer's is used.
    expect((await request(edge)).headers['x-seen-ip']).toBe('10.9.0.1');
    const behindBalancer = await edgeWith({ trustProxy: ['10.9.0.1'] });
    expect((await request(behindBalancer)).headers['x-seen-ip']).toBe('203.0.113.7');
  });

  it('holds the per-address rate limit through the edge, per client address', async () => {
    const attempt = (ip: string) =>
      call(edge, apiRoutes.login, { body: { email: 'x@example.com', password: 'whatever1' }, ip });
    const first: number[] = [];
    for (let i = 0; i < 4; i += 1) first.push((await attempt('10.4.0.1')).statusCode);
    expect(first).toEqual([400, 400, 400, 429]);
    // Another address has its own allowance.
    expect((await attempt('10.4.0.2')).statusCode).toBe(400);
    expect((await attempt('10.4.0.1')).statusCode).toBe(429);
  });

  it('answers 503 with Retry-After when no engine answers, and when it answers too late', async () => {
    answering.unsubscribe();
    await engineBus.flush();
    try {
      const res = await edge.inject({ url: '/config/language' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual(fail(503, RESTARTING_MESSAGE));
    } finally {
      answering = answerForwardedHttp(engine.app, engineBus);
      await engineBus.flush();
    }
    expect((await edge.inject({ url: '/config/language' })).statusCode).toBe(200);

    const impatient = await edgeWith({ timeoutMs: 200 });
    const late = await impatient.inject({ url: '/test/never' });
    expect(late.statusCode).toBe(503);
    expect(late.headers['retry-after']).toBe('1');
    expect(late.json()).toEqual(fail(503, TIMEOUT_MESSAGE));
  });

  it('answers 413 for a body the bus cannot carry, before sending it', async () => {
    // Under the raw limit but over it once encoded (base64 in JSON).
    const small = await edgeWith({ maxPayloadBytes: 64 * 1024 });
    const encodedTooLarge = await small.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(60 * 1024, 1),
    });
    expect(encodedTooLarge.statusCode).toBe(413);
    expect(encodedTooLarge.json()).toEqual(fail(413, 'Request body too large'));
    const rawTooLarge = await small.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(65 * 1024, 1),
    });
    expect(rawTooLarge.statusCode).toBe(413);
    expect(rawTooLarge.json()).toEqual(fail(413, 'Request body too large'));
    // The default edge: 32 MB, as the cluster's nats-server; 25 MB raw is over it once encoded.
    const big = await edge.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(25 * 1024 * 1024, 2),
    });
    expect(big.statusCode).toBe(413);
    // 5 MB raw fits (6.7 MB encoded) and comes back whole.
    const fits = Buffer.alloc(5 * 1024 * 1024, 3);
    const echoed = await edge.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/octet-stream' },
      payload: fits,
    });
    expect(echoed.statusCode).toBe(201);
    expect(echoed.rawPayload.equals(fits)).toBe(true);
  });

  it('answers 502 when the engine answer is too large for the bus', async () => {
    answering.unsubscribe();
    answering = answerForwardedHttp(engine.app, engineBus, { maxPayloadBytes: 64 * 1024 });
    await engineBus.flush();
    try {
      const big = await edge.inject({ url: '/test/big' });
      expect(big.statusCode).toBe(502);
      expect(big.json()).toEqual(fail(502, 'The answer is too large to pass through the cluster'));
    } finally {
      answering.unsubscribe();
      answering = answerForwardedHttp(engine.app, engineBus);
      await engineBus.flush();
    }
    const fits = await edge.inject({ url: '/test/big' });
    expect(fits.statusCode).toBe(200);
    expect(fits.rawPayload.length).toBe(100 * 1024);
  });
});
