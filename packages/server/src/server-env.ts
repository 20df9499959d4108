// The server's environment, read once for both entries: main.ts (`npm start`, one process) and
// cluster-main.ts (`npm run start:cluster`, one worker of several). Environment: PORT, HOST,
// DATABASE_URL, SQLITE_FILE, DEMO, DEMO_DEFAULT, LOG_LEVEL, LOG_FORMAT and the option variables
// listed in packages/server/README.md "Running".
import path from 'node:path';
import type { ServerOptions } from './app.ts';
import { readableLogStream } from './console-log.ts';
import { DEFAULT_SQLITE_FILE } from './db/connect.ts';
import { parseOptionTimes } from './option/option-config.ts';

/** The environment as read: `process.env` in the entries, a plain record in tests. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A mistake in the environment the user can fix: its message is the one line to print. */
export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

/** One clear line on stderr and exit: no stack trace for a mistake the user can fix. */
export function fatal(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(1);
}

/** 127.x.x.x, ::1 and localhost: reachable from this machine only. */
export function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/^::ffff:/, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/**
 * PORT (default 8080); `command` is what the message suggests running, e.g. `npm start`.
 *
 * @example
 * parsePort({ PORT: 'x' }, 'npm start') // throws EnvError('PORT=x is not a port number: use e.g. PORT=8080 npm start')
 */
export function parsePort(env: Env, command: string): number {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new EnvError(
      `PORT=${env.PORT ?? ''} is not a port number: use e.g. PORT=8080 ${command}`,
    );
  return port;
}

/** Where and how the server listens and logs, and whether demo mode is on. */
export interface ServerSettings {
  port: number;
  /** HOST (default 127.0.0.1). */
  host: string;
  /** DEMO=1 or true. */
  demo: boolean;
  /** LOG_FORMAT=json: pino's JSON lines instead of the readable ones. */
  json: boolean;
  /** LOG_LEVEL (default info). */
  level: string;
  /** Whether every request is logged (JSON, or LOG_LEVEL debug/trace). */
  requestLogs: boolean;
}

/**
 * PORT, HOST, DEMO and the log settings; refuses (EnvError) demo mode that start.mjs turned on by
 * default (DEMO_DEFAULT=1) on a HOST that is not loopback: it shows every account's e-mail codes.
 */
export function serverSettings(env: Env, command: string): ServerSettings {
  const port = parsePort(env, command);
  const host = env.HOST ?? '127.0.0.1';
  const demo = env.DEMO === '1' || env.DEMO === 'true';
  // start.mjs turns demo mode on when DEMO was not given, and says so with DEMO_DEFAULT=1.
  const demoByDefault = demo && env.DEMO_DEFAULT === '1';
  const json = env.LOG_FORMAT === 'json';
  const level = env.LOG_LEVEL ?? 'info';
  // Demo mode shows every account's e-mail codes (/demo/mailbox) and the simulator control to
  // anyone, without login: by default it stays on this machine.
  if (demoByDefault && !isLoopback(host)) {
    throw new EnvError(
      `Refusing to start: demo mode (the ${command} default) lets anyone read every account's e-mail codes at /demo/mailbox, and HOST=${host} is not a loopback address. Run with DEMO=1 to expose the demo there anyway, DEMO=0 for no demo mode, or without HOST (127.0.0.1).`,
    );
  }
  return {
    port,
    host,
    demo,
    json,
    level,
    requestLogs: json || level === 'debug' || level === 'trace',
  };
}

/** The database in words, without a password. */
export function describeDatabase(env: Env): string {
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

/** A non-negative decimal from the environment, or an EnvError naming the variable. */
function decimalFrom(env: Env, name: string): string {
  const text = env[name] ?? '';
  if (!/^\d+(\.\d+)?$/.test(text))
    throw new EnvError(`${name}=${text} is not a non-negative decimal number`);
  return text;
}

/** The built web app the server serves (packages/app/dist). */
export const STATIC_DIR = path.resolve(import.meta.dirname, '../../app/dist');

/**
 * The exchange's options from the environment, as `npm start` runs it: the database (DATABASE_URL,
 * else SQLITE_FILE), the logger, demo mode and every timing and rule variable. Throws EnvError for
 * a malformed decimal (OPTION_EXPOSURE_CAP, COPY_LEADER_MIN_EQUITY); OPTION_TIMES throws its own
 * parse error.
 *
 * @example
 * const app = await buildServer(serverOptionsFromEnv(process.env, serverSettings(process.env, 'npm start')));
 */
export function serverOptionsFromEnv(env: Env, settings: ServerSettings): ServerOptions {
  const { demo, json, level, requestLogs } = settings;
  return {
    staticDir: STATIC_DIR,
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
    ...(env.OPTION_EXPOSURE_CAP
      ? { optionExposureCap: decimalFrom(env, 'OPTION_EXPOSURE_CAP') }
      : {}),
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
        ? { leaderMinEquity: decimalFrom(env, 'COPY_LEADER_MIN_EQUITY') }
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
  };
}

/**
 * The one line for a failed `listen` (a port in use, a forbidden port, a HOST that is not this
 * machine's), or undefined for another error; `command` is what the line suggests running.
 */
export function listenFailure(
  error: unknown,
  port: number,
  host: string,
  command: string,
): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    return `Port ${port} is already in use (another exchange or program listens on it): stop it, or pick another port, e.g. PORT=${port === 65535 ? 8081 : port + 1} ${command}`;
  if (code === 'EACCES')
    return `Not allowed to listen on port ${port}: pick a port above 1023, e.g. PORT=8080 ${command}`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return `HOST=${host} is not an address of this machine: leave HOST unset (127.0.0.1) or use 0.0.0.0`;
  return undefined;
}

/** The banner's demo line. */
export function demoLine(settings: ServerSettings): string {
  if (!settings.demo) return 'off';
  return isLoopback(settings.host)
    ? "on (demo funds, everyone's e-mail codes at /demo/mailbox, simulator control; no login needed), on this machine only: set HOST to listen elsewhere"
    : `on, reachable by others on ${settings.host}: anyone can read every account's e-mail codes at /demo/mailbox`;
}

/** The banner's logs line. */
export function logLine(settings: ServerSettings): string {
  return settings.requestLogs
    ? `${settings.level}, with every request`
    : 'warnings, errors and demo codes; LOG_LEVEL=debug adds every request, LOG_FORMAT=json for JSON';
}
