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
// packages/server/README.md), all read by server-env.ts.
import type { FastifyInstance } from 'fastify';
import { buildServer, type ServerOptions } from './app.ts';
import {
  demoLine,
  describeDatabase,
  EnvError,
  fatal,
  isLoopback,
  listenFailure,
  logLine,
  type ServerSettings,
  serverOptionsFromEnv,
  serverSettings,
} from './server-env.ts';

const COMMAND = 'npm start';
const env = process.env;
let settings: ServerSettings;
try {
  settings = serverSettings(env, COMMAND);
} catch (error) {
  if (error instanceof EnvError) fatal(error.message);
  throw error;
}
const { port, host, demo, json } = settings;

let app: FastifyInstance;
try {
  let options: ServerOptions;
  try {
    options = serverOptionsFromEnv(env, settings);
  } catch (error) {
    if (error instanceof EnvError) fatal(error.message);
    throw error;
  }
  app = await buildServer(options);
} catch (error) {
  fatal(
    `Could not start the exchange with ${describeDatabase(env)}: ${error instanceof Error ? error.message : String(error)}`,
  );
}

let address: string;
try {
  address = await app.listen({ port, host });
} catch (error) {
  await app.close().catch(() => undefined);
  const line = listenFailure(error, port, host, COMMAND);
  if (line) fatal(line);
  throw error;
}

const url = address.replace('127.0.0.1', 'localhost');
if (json) {
  app.log.info({ url, database: describeDatabase(env), demo }, 'exchange started');
} else {
  process.stdout.write(
    [
      `Exchange running at ${url}${isLoopback(host) ? '' : ` (listening on ${host})`}`,
      `  data:  ${describeDatabase(env)}`,
      `  demo:  ${demoLine(settings)}`,
      `  logs:  ${logLine(settings)}`,
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
