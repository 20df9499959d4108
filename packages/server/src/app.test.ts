import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  apiRoutes,
  copyTradeRoutes,
  demoProductRoutes,
  languageListSchema,
  type HttpMethod,
} from '@exchange/api';
import { buildServer } from './app.ts';

describe('reference server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>t</title>');
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lists the 12 languages in the shared envelope', async () => {
    const app = await buildServer();
    const res = await app.inject({ method: 'GET', url: '/config/language' });
    expect(res.statusCode).toBe(200);
    const body = languageListSchema.parse(res.json());
    expect(body.data.map((l) => l.code)).toHaveLength(12);
  });

  it('serves the app for client routes and 404s unknown API paths', async () => {
    const app = await buildServer({ staticDir: dir });
    const page = await app.inject({
      method: 'GET',
      url: '/spot-trade',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>t</title>');
    const api = await app.inject({
      method: 'GET',
      url: '/nope',
      headers: { accept: 'application/json' },
    });
    expect(api.statusCode).toBe(404);
  });

  it("sends the build's gzip copy of a file to a browser that accepts gzip (issue 25)", async () => {
    const source = 'export const x = 1;\n'.repeat(100);
    fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'assets/a.js'), source);
    fs.writeFileSync(path.join(dir, 'assets/a.js.gz'), gzipSync(source));
    const app = await buildServer({ staticDir: dir });
    const gzipped = await app.inject({
      method: 'GET',
      url: '/assets/a.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(source);
    const plain = await app.inject({ method: 'GET', url: '/assets/a.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });

  it('compresses a JSON answer over 1 KB for a client that accepts it, never a small one (issue 25)', async () => {
    const app = await buildServer();
    const large = await app.inject({
      method: 'GET',
      url: '/config/getConfig',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
    const config = gunzipSync(large.rawPayload);
    expect(config.length).toBeGreaterThan(1024);
    expect(JSON.parse(config.toString())).toMatchObject({ code: 200 });
    const plain = await app.inject({ method: 'GET', url: '/config/getConfig' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(config.toString());
    const small = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: 200, data: { up: true } });
  });

  it('registers every call of the contract except those of the products still to come (issues 18 … 24)', async () => {
    // Served since issue 18: every security, session and identity route (securityRoutes,
    // securitySessionRoutes, identityRoutes), and of the demo routes written ahead the
    // authenticator and identity reviewers and the SMS inbox.
    // Since issue 21 the launchpad's routes and its demo advance; since issue 20 the options'.
    // Since issue 22 C2C's ad and order routes and the demo arbiter; since issue 23 referral's and the trading reports';
    // since issue 24 OTC's.
    const served = new Set([
      'demoGoogleResetReview',
      'demoSmsInbox',
      'demoIdentityReview',
      'demoLaunchpadAdvance',
      'demoAppealDecision',
    ]);
    // Copy trading's (issue 24) as its modules serve them.
    const copyServed = new Set([
      'copyApplication',
      'copyApply',
      'copyFollow',
      'copyUnfollow',
      'copyFollowing',
      'copyFollowers',
      'copyLeaders',
      'copyLeader',
      'copyLeaderPositions',
      'copyLeaderHistory',
      'copyOrders',
      'copyProfitShares',
      'copyPositions',
      'copyPositionClose',
    ]);
    const later = new Set([
      // Written ahead in the api (issue 16); each product's issue serves its group.
      ...Object.keys(copyTradeRoutes).filter((name) => !copyServed.has(name)),
      ...Object.keys(demoProductRoutes).filter((name) => !served.has(name)),
    ]);
    const app = await buildServer({ demo: true });
    const missing = Object.entries(apiRoutes)
      .filter(([name]) => !later.has(name))
      .filter(
        ([, route]) =>
          !app.hasRoute({ method: route.method satisfies HttpMethod, url: route.path }),
      )
      .map(([name]) => name);
    expect(missing).toEqual([]);
    await app.close();
  });
});
