import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiRoutes, deviceSessionSchema, parseServerMessage, sessionSchema } from '@exchange/api';
import { PASSWORD, startTestExchange, type TestExchange } from '../../test/harness.ts';

/** Open a socket for a token and bind it to the user; resolves with the notify it receives. */
async function boundSocket(base: string, token: string, userId: number) {
  const socket = new WebSocket(`${base}?token=${token}`);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const notified = new Promise<unknown>((resolve) => {
    socket.on('message', (data: Buffer) => {
      const parsed = parseServerMessage(data.toString('utf8'));
      if (parsed.ok && parsed.value.cmd === 'notify') resolve(parsed.value.data);
    });
  });
  socket.send(JSON.stringify({ cmd: 'home.bindUid', data: { uid: String(userId) } }));
  return { socket, notified };
}

describe('an ended session over the live socket (issue 18)', () => {
  let ex: TestExchange;
  let base = '';

  beforeAll(async () => {
    ex = await startTestExchange({ demo: false });
    await ex.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(ex.app.server.address() as AddressInfo).port}/ws`;
  });
  afterAll(() => ex.close());

  it('signing a device out from another sends it notify 44 with its key, and a 401 next', async () => {
    const laptop = await ex.signUp('sockets@example.com', { deviceId: 'laptop' });
    const login = await ex.call(apiRoutes.login, {
      body: { email: 'sockets@example.com', password: PASSWORD },
      deviceId: 'phone',
    });
    const phone = sessionSchema.parse(login.body.data).token;
    const { socket, notified } = await boundSocket(base, laptop.token, laptop.id);
    // bindUid resolves the token asynchronously: wait until the binding took.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const list = await ex.call(apiRoutes.deviceSessions, { token: phone });
    const other = deviceSessionSchema
      .array()
      .parse(list.body.data)
      .find((d) => !d.current);
    const res = await ex.call(apiRoutes.endDeviceSession, {
      token: phone,
      body: { id: other?.id },
    });
    expect(res.status).toBe(200);
    expect(await notified).toMatchObject({ type: 44, key: 'laptop' });
    expect((await ex.call(apiRoutes.getUserInfo, { token: laptop.token })).status).toBe(401);
    socket.close();
  });
});
