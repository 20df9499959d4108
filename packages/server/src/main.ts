// The reference exchange as a process (`npm start` through scripts/start.mjs and serve.mjs).
// Environment: PORT, HOST, DATABASE_URL, SQLITE_FILE, DEMO, DEMO_DEFAULT (set by start.mjs when
// DEMO was not given), DEMO_BLOCK_MS, DEMO_WITHDRAWAL_PICKUP_MS, DEMO_WITHDRAWAL_FAIL_SHARE,
// DEMO_DEPOSIT_FAIL_SHARE,
// OPTION_TICK_MS, OPTION_TIMES, OPTION_EXPOSURE_CAP, OPTION_SUSPENDED,
// EMAIL_CODE_RESEND_MS, DEMO_REVIEW_MS, CONTRACT_TICK_MS, CONTRACT_FUNDING_INTERVAL_MS,
// CONTRACT_STATS_INTERVAL_MS, LAUNCHPAD_PHASE_MS, LAUNCHPAD_TICK_MS, EARN_DAY_MS, RATE_LIMIT_PER_MINUTE, LOG_LEVEL, LOG_FORMAT,
// C2C_TICK_MS, C2C_PAY_WINDOW_SCALE, C2C_APPEAL_WAIT_MS, C2C_MERCHANT_DELAY_MS,
// REFERRAL_COMMISSION_RATE, OTC_QUOTE_TTL_MS, COPY_TICK_MS, COPY_LEADER_MIN_EQUITY,
// COPY_LEADER_MIN_TRADES, COPY_LEADER_MIN_DAYS, COPY_DEMO_TRADE_MS (see
// packages/server/README.md).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './app.ts';
import { readableLogStream } from './console-log.ts';
import { DEFAULT_SQLITE_FILE } from './db/connect.ts';
import { parseOptionTimes } from './option/option-config.ts';

/** One clear line on stderr and exit: no stack trace for a mistake the user can fix. */
function fatal(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

const env = process.env;
const port = Number(env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fatal(`PORT=${env.PORT ?? ''} is not a port number: use e.g. PORT=8080 npm start`);
const host = env.HOST ?? '127.0.0.1';
const staticDir = path.resolve(import.meta.dirname, '../../app/dist');
const demo = env.DEMO === '1' || env.DEMO === 'true';
// start.mjs turns demo mode on when DEMO was not given, and says so with DEMO_DEFAULT=1.
const demoByDefault = demo && env.DEMO_DEFAULT === '1';
const json = env.LOG_FORMAT === 'json';
const level = env.LOG_LEVEL ?? 'info';
const requestLogs = json || level === 'debug' || level === 'trace';

/** 127.x.x.x, ::1 and localhost: reachable from this machine only. */
function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/^::ffff:/, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

// Demo mode shows every account's e-mail codes (/demo/mailbox) and the simulator control to
// anyone, without login: by default it stays on this machine.
if (demoByDefault && !isLoopback(host)) {
  fatal(
    `Refusing to start: demo mode (the npm start default) lets anyone read every account's e-mail codes at /demo/mailbox, and HOST=${host} is not a loopback address. Run with DEMO=1 to expose the demo there anyway, DEMO=0 for no demo mode, or without HOST (127.0.0.1).`,
  );
}

/** The database in words, without a password. */
function describeDatabase(): string {
  if (env.DATABASE_URL) {
    try {
      const url = new URL(env.DATABASE_URL);
      if (url.password) url.password = '***';
      return `PostgreSQL ${url.toString()}`;
    } catch {
      return 'PostgreSQL (DATABASE_URL)';
    }
  }
  const file = path.resolve(env.SQLITE_FILE ?? DEFAULT_SQLITE_FILE);
  const relative = path.relative(process.cwd(), file);
  return `SQLite ${relative && !relative.startsWith('..') ? relative : file}`;
}

/** A non-negative number from the environment, or the default when unset or not one. */
function numberFrom(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && text !== '' && Number.isFinite(value) && value >= 0
    ? value
    : fallback;
}

/** A non-negative decimal from the environment, or a clear exit naming the variable. */
function decimalFrom(name: string): string {
  const text = env[name] ?? '';
  if (!/^\d+(\.\d+)?$/.test(text)) fatal(`${name}=${text} is not a non-negative decimal number`);
  return text;
}

let app: FastifyInstance;
try {
  app = await buildServer({
    staticDir,
    logger: json ? { level } : { level, stream: readableLogStream() },
    disableRequestLogging: !requestLogs,
    database: { url: env.DATABASE_URL, file: env.SQLITE_FILE ?? DEFAULT_SQLITE_FILE },
    demo,
    // The demo chain: a block every 2 s (deposits confirm one step per block); withdrawals stay
    // cancellable for 20 s, then the hot wallet takes them; none fails unless asked to.
    chain: {
      blockMs: numberFrom(env.DEMO_BLOCK_MS, 2000),
      pickupAfterMs: numberFrom(env.DEMO_WITHDRAWAL_PICKUP_MS, 20_000),
      failShare: numberFrom(env.DEMO_WITHDRAWAL_FAIL_SHARE, 0),
      depositFailShare: numberFrom(env.DEMO_DEPOSIT_FAIL_SHARE, 0),
    },
    ...(env.RATE_LIMIT_PER_MINUTE ? { rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE) } : {}),
    codeResendMs: numberFrom(env.EMAIL_CODE_RESEND_MS, 60_000),
    // The demo reviewer (authenticator resets) decides 30 s after a request; it looks every second.
    demoReviewMs: numberFrom(env.DEMO_REVIEW_MS, 30_000),
    demoReviewSweepMs: 1000,
    // The contracts' mark / trigger / liquidation tick and their funding interval (the e2e run
    // uses seconds to see a funding).
    contractTickMs: numberFrom(env.CONTRACT_TICK_MS, 1000),
    contractFundingIntervalMs:
      numberFrom(env.CONTRACT_FUNDING_INTERVAL_MS, 8 * 3_600_000) || 8 * 3_600_000,
    // Contracts' open interest and long/short ratio, sampled every 5 minutes.
    contractStatsIntervalMs: numberFrom(env.CONTRACT_STATS_INTERVAL_MS, 300_000) || 300_000,
    // The demo launchpad's phase length (a day; the e2e run uses seconds) and its clock's tick.
    launchpadPhaseMs: numberFrom(env.LAUNCHPAD_PHASE_MS, 86_400_000) || 86_400_000,
    launchpadTickMs: numberFrom(env.LAUNCHPAD_TICK_MS, 1000),
    // Fixed-time options: the index tick, the durations (the e2e run uses seconds), the house's
    // exposure cap per pair, duration and direction, and the suspended pairs.
    optionTickMs: numberFrom(env.OPTION_TICK_MS, 1000),
    ...(env.OPTION_TIMES ? { optionTimes: parseOptionTimes(env.OPTION_TIMES) } : {}),
    ...(env.OPTION_EXPOSURE_CAP ? { optionExposureCap: decimalFrom('OPTION_EXPOSURE_CAP') } : {}),
    ...(env.OPTION_SUSPENDED
      ? {
          optionSuspended: env.OPTION_SUSPENDED.split(',')
            .map((symbol) => symbol.trim().toUpperCase())
            .filter((symbol) => symbol !== ''),
        }
      : {}),
    // Earn's day: value dates, daily interest and maturities (the e2e run uses seconds).
    earnDayMs: numberFrom(env.EARN_DAY_MS, 86_400_000) || 86_400_000,
    // C2C: the pay-deadline clock, a scale on every ad's pay window (e2e: 0.01) and the appeal wait.
    c2cTickMs: numberFrom(env.C2C_TICK_MS, 1000),
    c2cPayWindowScale: numberFrom(env.C2C_PAY_WINDOW_SCALE, 1) || 1,
    c2cAppealWaitMs: numberFrom(env.C2C_APPEAL_WAIT_MS, 600_000),
    // Demo merchants post ads and, as counterparties, pay and release after this delay.
    c2cMerchants: demo,
    c2cMerchantDelayMs: numberFrom(env.C2C_MERCHANT_DELAY_MS, 4000),
    // OTC: how long a quote stands on the server clock (issue 24).
    otcQuoteTtlMs: numberFrom(env.OTC_QUOTE_TTL_MS, 10_000) || 10_000,
    // Copy trading: the mirror tick (250 ms) and the requirements to lead (equity in USDT, contract
    // fills, distinct UTC days with a fill); demo mode approves applications at once.
    copy: {
      tickMs: numberFrom(env.COPY_TICK_MS, 250),
      // Demo mode's three lead traders, each trade COPY_DEMO_TRADE_MS apart (45 s).
      demoLeaders: demo,
      demoTradeMs: numberFrom(env.COPY_DEMO_TRADE_MS, 45_000),
      ...(env.COPY_LEADER_MIN_EQUITY
        ? { leaderMinEquity: decimalFrom('COPY_LEADER_MIN_EQUITY') }
        : {}),
      ...(env.COPY_LEADER_MIN_TRADES
        ? { leaderMinTrades: numberFrom(env.COPY_LEADER_MIN_TRADES, 2) }
        : {}),
      ...(env.COPY_LEADER_MIN_DAYS
        ? { leaderMinDays: numberFrom(env.COPY_LEADER_MIN_DAYS, 1) }
        : {}),
    },
    // Referral: the share of an invitee's trading fee paid to the inviter (default 0.2).
    referralCommissionRate: env.REFERRAL_COMMISSION_RATE,
  });
} catch (error) {
  fatal(
    `Could not start the exchange with ${describeDatabase()}: ${error instanceof Error ? error.message : String(error)}`,
  );
}

let address: string;
try {
  address = await app.listen({ port, host });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  await app.close().catch(() => undefined);
  if (code === 'EADDRINUSE')
    fatal(
      `Port ${port} is already in use (another exchange or program listens on it): stop it, or pick another port, e.g. PORT=${port === 65535 ? 8081 : port + 1} npm start`,
    );
  if (code === 'EACCES')
    fatal(
      `Not allowed to listen on port ${port}: pick a port above 1023, e.g. PORT=8080 npm start`,
    );
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    fatal(
      `HOST=${host} is not an address of this machine: leave HOST unset (127.0.0.1) or use 0.0.0.0`,
    );
  throw error;
}

const url = address.replace('127.0.0.1', 'localhost');
if (json) {
  app.log.info({ url, database: describeDatabase(), demo }, 'exchange started');
} else {
  const demoLine = !demo
    ? 'off'
    : isLoopback(host)
      ? "on (demo funds, everyone's e-mail codes at /demo/mailbox, simulator control; no login needed), on this machine only: set HOST to listen elsewhere"
      : `on, reachable by others on ${host}: anyone can read every account's e-mail codes at /demo/mailbox`;
  const logLine = requestLogs
    ? `${level}, with every request`
    : 'warnings, errors and demo codes; LOG_LEVEL=debug adds every request, LOG_FORMAT=json for JSON';
  process.stdout.write(
    [
      `Exchange running at ${url}${isLoopback(host) ? '' : ` (listening on ${host})`}`,
      `  data:  ${describeDatabase()}`,
      `  demo:  ${demoLine}`,
      `  logs:  ${logLine}`,
      '  stop:  Ctrl+C',
      '',
    ].join('\n'),
  );
}

// Ctrl+C reaches every process of the group (npm, start.mjs, serve.mjs, this one) and the
// parents forward it as well: the first signal closes the server, repeats are ignored.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      process.stderr.write('The exchange did not stop within 5 s: exiting anyway\n');
      process.exit(1);
    }, 5000);
    force.unref();
    void app.close().then(
      () => {
        if (!json) process.stdout.write('Exchange stopped\n');
        process.exit(0);
      },
      (error: unknown) => {
        process.stderr.write(`Error while stopping: ${String(error)}\n`);
        process.exit(1);
      },
    );
  });
}
