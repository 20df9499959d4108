import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SQLITE_FILE } from './db/connect.ts';
import {
  describeDatabase,
  EnvError,
  isLoopback,
  listenFailure,
  parsePort,
  serverOptionsFromEnv,
  serverSettings,
  STATIC_DIR,
} from './server-env.ts';

describe('server-env: the environment both entries read', () => {
  it('PORT defaults to 8080 and refuses what is not a port, naming the command', () => {
    expect(parsePort({}, 'npm start')).toBe(8080);
    expect(parsePort({ PORT: '0' }, 'npm start')).toBe(0);
    expect(() => parsePort({ PORT: 'abc' }, 'npm run start:cluster')).toThrow(
      new EnvError('PORT=abc is not a port number: use e.g. PORT=8080 npm run start:cluster'),
    );
    expect(() => parsePort({ PORT: '65536' }, 'npm start')).toThrow(EnvError);
  });

  it('settings: HOST 127.0.0.1, demo off, readable info logs without requests by default', () => {
    expect(serverSettings({}, 'npm start')).toEqual({
      port: 8080,
      host: '127.0.0.1',
      demo: false,
      json: false,
      level: 'info',
      requestLogs: false,
    });
    const json = serverSettings(
      { LOG_FORMAT: 'json', DEMO: 'true', PORT: '9000', HOST: '::1' },
      'npm start',
    );
    expect(json).toMatchObject({ port: 9000, host: '::1', demo: true, requestLogs: true });
    expect(serverSettings({ LOG_LEVEL: 'debug' }, 'npm start').requestLogs).toBe(true);
  });

  it('refuses default demo mode beyond loopback, but not an explicit DEMO=1', () => {
    expect(() =>
      serverSettings({ DEMO: '1', DEMO_DEFAULT: '1', HOST: '0.0.0.0' }, 'npm run start:cluster'),
    ).toThrow(
      /^Refusing to start: demo mode \(the npm run start:cluster default\).*HOST=0\.0\.0\.0/,
    );
    expect(serverSettings({ DEMO: '1', HOST: '0.0.0.0' }, 'npm start').demo).toBe(true);
    expect(serverSettings({ DEMO: '1', DEMO_DEFAULT: '1' }, 'npm start').demo).toBe(true);
  });

  it('isLoopback: 127.x, ::1, localhost and their bracketed or mapped forms', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '[::1]',
      'localhost',
      '::ffff:127.0.0.1',
    ])
      expect(isLoopback(address)).toBe(true);
    for (const address of ['0.0.0.0', '10.0.0.1', '::', 'example.com'])
      expect(isLoopback(address)).toBe(false);
  });

  it('describes the database without its password', () => {
    expect(describeDatabase({ DATABASE_URL: 'postgres://me:secret@db:5432/exchange' })).toBe(
      'PostgreSQL postgres://me:***@db:5432/exchange',
    );
    expect(describeDatabase({ DATABASE_URL: 'not a url' })).toBe('PostgreSQL (DATABASE_URL)');
    expect(describeDatabase({ SQLITE_FILE: '/tmp/x.sqlite' })).toBe('SQLite /tmp/x.sqlite');
  });

  it('options: npm start defaults when nothing is set', () => {
    const options = serverOptionsFromEnv({}, serverSettings({}, 'npm start'));
    expect(options).toMatchObject({
      staticDir: STATIC_DIR,
      disableRequestLogging: true,
      database: { url: undefined, file: DEFAULT_SQLITE_FILE },
      demo: false,
      chain: { blockMs: 2000, pickupAfterMs: 20_000, failShare: 0, depositFailShare: 0 },
      codeResendMs: 60_000,
      demoReviewMs: 30_000,
      demoReviewSweepMs: 1000,
      contractTickMs: 1000,
      contractFundingIntervalMs: 8 * 3_600_000,
      contractStatsIntervalMs: 300_000,
      launchpadPhaseMs: 86_400_000,
      launchpadTickMs: 1000,
      optionTickMs: 1000,
      earnDayMs: 86_400_000,
      c2cTickMs: 1000,
      c2cPayWindowScale: 1,
      c2cAppealWaitMs: 600_000,
      c2cMerchants: false,
      c2cMerchantDelayMs: 4000,
      otcQuoteTtlMs: 10_000,
      copy: { tickMs: 250, demoLeaders: false, demoTradeMs: 45_000 },
      referralCommissionRate: undefined,
    });
    expect(path.basename(STATIC_DIR)).toBe('dist');
    expect(options).not.toHaveProperty('rateLimitPerMinute');
    expect(options).not.toHaveProperty('optionTimes');
    expect(options).not.toHaveProperty('optionExposureCap');
  });

  it('options: each variable reaches its option; a bad number falls back, a bad decimal throws', () => {
    const env = {
      DATABASE_URL: 'postgres://db/exchange',
      DEMO: '1',
      DEMO_BLOCK_MS: '500',
      DEMO_WITHDRAWAL_PICKUP_MS: 'soon',
      RATE_LIMIT_PER_MINUTE: '1000',
      CONTRACT_FUNDING_INTERVAL_MS: '0',
      OPTION_TIMES: '3:0.8,5:0.85',
      OPTION_EXPOSURE_CAP: '123.45',
      OPTION_SUSPENDED: ' btcusdt, ,ethusdt',
      C2C_PAY_WINDOW_SCALE: '0.01',
      COPY_LEADER_MIN_EQUITY: '50',
      COPY_LEADER_MIN_TRADES: '3',
      REFERRAL_COMMISSION_RATE: '0.3',
    };
    const options = serverOptionsFromEnv(env, serverSettings(env, 'npm start'));
    expect(options).toMatchObject({
      database: { url: 'postgres://db/exchange' },
      demo: true,
      chain: { blockMs: 500, pickupAfterMs: 20_000 },
      rateLimitPerMinute: 1000,
      contractFundingIntervalMs: 8 * 3_600_000,
      optionTimes: [
        { seconds: 3, payoutRate: '0.8' },
        { seconds: 5, payoutRate: '0.85' },
      ],
      optionExposureCap: '123.45',
      optionSuspended: ['BTCUSDT', 'ETHUSDT'],
      c2cPayWindowScale: 0.01,
      c2cMerchants: true,
      copy: { demoLeaders: true, leaderMinEquity: '50', leaderMinTrades: 3 },
      referralCommissionRate: '0.3',
    });
    expect(() =>
      serverOptionsFromEnv({ OPTION_EXPOSURE_CAP: '1e5' }, serverSettings({}, 'npm start')),
    ).toThrow(new EnvError('OPTION_EXPOSURE_CAP=1e5 is not a non-negative decimal number'));
  });

  it('listenFailure: one line for the errors a user can fix, none for others', () => {
    const err = (code: string) => Object.assign(new Error(code), { code });
    expect(listenFailure(err('EADDRINUSE'), 8080, '127.0.0.1', 'npm run start:cluster')).toBe(
      'Port 8080 is already in use (another exchange or program listens on it): stop it, or pick another port, e.g. PORT=8081 npm run start:cluster',
    );
    expect(listenFailure(err('EACCES'), 80, '127.0.0.1', 'npm start')).toMatch(
      /^Not allowed to listen on port 80/,
    );
    expect(listenFailure(err('EADDRNOTAVAIL'), 8080, '10.9.9.9', 'npm start')).toMatch(
      /^HOST=10\.9\.9\.9 is not an address of this machine/,
    );
    expect(listenFailure(err('EOTHER'), 8080, '127.0.0.1', 'npm start')).toBeUndefined();
  });
});
