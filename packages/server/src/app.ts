import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { fail, ok } from '@exchange/api';
import { registerGoogleRoutes } from './accounts/google-routes.ts';
import { GoogleResetReviewer } from './accounts/google-reset.ts';
import { registerAccountRoutes } from './accounts/routes.ts';
import { registerSecurityOverviewRoute } from './accounts/security-overview.ts';
import { registerSecurityCodeRoutes } from './accounts/security-codes.ts';
import { registerSecurityRoutes } from './accounts/security-routes.ts';
import { registerDisableAccountRoute } from './accounts/disable-account.ts';
import { registerSessionRoutes } from './accounts/session-routes.ts';
import { seedArticles } from './articles/seed.ts';
import { registerArticleRoutes } from './articles/routes.ts';
import { type ClusterReadiness, registerReadyRoute } from './cluster/ready-route.ts';
import { referencePrice } from './config/coins.ts';
import { registerConfigRoutes } from './config/routes.ts';
import { openStorage, type Storage, type StorageOptions } from './db/connect.ts';
import { installContracts, type InstalledContracts } from './contract/contract-install.ts';
import { futuresFigures } from './contract/contract-views.ts';
import { installContractMarket } from './contract/market-install.ts';
import { installContractRisk } from './contract/risk-install.ts';
import { registerDemoRoutes } from './demo/routes.ts';
import { simulatorSwitch } from './demo/simulator-switch.ts';
import { installBodyParsing } from './http/body.ts';
import type { ExchangeHooks, PriceSource, ServerContext } from './http/context.ts';
import { installErrorHandling } from './http/errors.ts';
import { registerIdentityRoutes } from './identity/routes.ts';
import type { LaunchpadProjectConfig } from './launchpad/launchpad-config.ts';
import { installLaunchpad } from './launchpad/launchpad-install.ts';
import type { OptionDuration } from './option/option-config.ts';
import { installOptions } from './option/option-install.ts';
import { installC2c } from './c2c/c2c-install.ts';
import { installOtc } from './otc/otc-install.ts';
import type { CopyConfig } from './copy/copy-config.ts';
import { installCopy } from './copy/copy-install.ts';
import { spotFiatIndex } from './c2c/fiat-index.ts';
import { installDemoMerchants, registerC2cDemoRoutes } from './c2c/demo-routes.ts';
import { installEarn } from './earn/earn-install.ts';
import { installReports } from './report/report-install.ts';
import { installMarket, type LiveOptions } from './live/install-market.ts';
import { DEFAULT_MARKET_SEED } from './market/market-service.ts';
import { registerAddressBookRoutes } from './wallet/address-book-routes.ts';
import { registerAssetHistoryRoutes } from './wallet/asset-history-routes.ts';
import { commissionRate, configureReferral } from './referral/referral-config.ts';
import { registerReferralRoutes } from './referral/referral-routes.ts';
import { registerDepositRoutes } from './wallet/deposit-routes.ts';
import { registerWalletRoutes } from './wallet/routes.ts';
import { registerWithdrawalRoutes } from './wallet/withdrawal-routes.ts';
import { DemoChain, type DemoChainOptions } from './wallet/demo-chain.ts';

/** A feature that plugs its routes into the server (the market and live feed use this). */
export type ExchangeModule = (app: FastifyInstance, ctx: ServerContext) => void | Promise<void>;

export interface ServerOptions {
  /** The built web app (packages/app/dist); served with a single-page fallback when present. */
  staticDir?: string;
  /** Fastify's logger: true, false or pino options (main.ts: level, a readable stream). */
  logger?: FastifyServerOptions['logger'];
  /** No "incoming request"/"request completed" lines (main.ts, unless LOG_LEVEL=debug). */
  disableRequestLogging?: boolean;
  /** An open storage to use (the caller closes it). */
  storage?: Storage;
  /** Otherwise the storage to open (and close with the server); default in-memory SQLite. */
  database?: StorageOptions;
  /** Demo mode: demo funds, the demo mailbox and deposit calls (DEMO=1; on for `npm start`). */
  demo?: boolean;
  hooks?: ExchangeHooks;
  /** USDT prices for valuations; default the coin catalogue's reference prices. */
  prices?: PriceSource;
  /** scrypt cost N for passwords (default 2^15). */
  scryptN?: number;
  /** Avatar uploads; default `data/uploads` at the repo root. */
  uploadDir?: string;
  /**
   * Identity documents (issue 18): readable only by their owner through GET /identity/image/:key,
   * so never under a served folder; default `data/identity` at the repo root.
   */
  identityDir?: string;
  /** Requests per minute per client on login, getCaptcha and register (default 20). */
  rateLimitPerMinute?: number;
  /** Time before another e-mail code for the same address and purpose (default 60 s). */
  codeResendMs?: number;
  /**
   * One device per account (the rule before issue 18): a login ends every other device's session
   * and tells it (notify 40). Default false: devices coexist and are ended from the device list.
   */
  singleDeviceSessions?: boolean;
  /**
   * Demo mode: the simulated chain (wallet/demo-chain.ts) that confirms deposits and processes
   * withdrawals. Its timer runs only when `blockMs` is given; tests call `chain.mineBlock()`.
   */
  chain?: DemoChainOptions;
  /**
   * Demo mode: how long the demo reviewer takes to approve a request (an authenticator reset),
   * counted on the server clock (DEMO_REVIEW_MS; default 30 s).
   */
  demoReviewMs?: number;
  /**
   * Demo mode: how often the demo reviewer looks for requests due; without it no timer runs and
   * tests call the sweep (accounts/google-reset.ts reviewDueGoogleResets).
   */
  demoReviewSweepMs?: number;
  /** Milliseconds between market simulator rounds in demo mode (default 1000), for tests. */
  simulateEveryMs?: number;
  /**
   * Contracts' open-interest and long/short samples: one per slot of this many ms, epoch-aligned
   * (CONTRACT_STATS_INTERVAL_MS; default 5 minutes).
   */
  contractStatsIntervalMs?: number;
  /** The live feed: hub timings and per-socket limits (sockets per address, queued bytes …). */
  live?: LiveOptions;
  /** USDT moved once from 'external' into the contracts' clearing account (default 1e9). */
  contractHouseFloat?: string;
  /** USDT moved once from 'external' into the insurance fund (default 1,000,000). */
  insuranceFundSeed?: string;
  /**
   * The contracts' mark / trigger / liquidation tick on the server clock (CONTRACT_TICK_MS,
   * default 1000); 0 runs no timer (tests call the risk side's `tick(now)`).
   */
  contractTickMs?: number;
  /** Funding interval (CONTRACT_FUNDING_INTERVAL_MS, default 8 h: 00/08/16 UTC). */
  contractFundingIntervalMs?: number;
  /**
   * Launchpad projects (issue 21); default: the demo's three in demo mode, none otherwise. Their
   * times are fixed relative to the store's first start.
   */
  launchpadProjects?: readonly LaunchpadProjectConfig[];
  /** One phase of the demo's launchpad projects (LAUNCHPAD_PHASE_MS; default one day). */
  launchpadPhaseMs?: number;
  /** The launchpad clock's timer (LAUNCHPAD_TICK_MS, default 1000); 0: none, tests call tick. */
  launchpadTickMs?: number;
  /**
   * Earn's day (issue 21: value dates, interest days, maturities) on the server clock
   * (EARN_DAY_MS, default 86,400,000: UTC days; demo runs and tests use seconds).
   */
  earnDayMs?: number;
  /** Earn's accrual timer; default a tenth of its day (100 ms … 1 min); 0: none, tests tick. */
  earnTickMs?: number;
  /** How long an OTC quote stands (env OTC_QUOTE_TTL_MS; default 10,000 ms, issue 24). */
  otcQuoteTtlMs?: number;
  /**
   * Fixed-time options (issue 20): the index tick on the server clock (OPTION_TICK_MS, default
   * 1000); 0 runs no timer (tests call the desk's `tick(now)`).
   */
  optionTickMs?: number;
  /** Option durations and payout rates (OPTION_TIMES; default 30, 60, 180 and 300 s). */
  optionTimes?: readonly OptionDuration[];
  /** The house's exposure cap per pair, duration and direction (OPTION_EXPOSURE_CAP; 50000). */
  optionExposureCap?: string;
  /** Option pairs suspended: listed as halted, opens refused (OPTION_SUSPENDED, comma list). */
  optionSuspended?: readonly string[];
  /** USDT moved once from 'external' into the options house account (default 100,000,000). */
  optionHouseFloat?: string;
  /** C2C (issue 22): the pay-deadline clock's timer (C2C_TICK_MS, default 1000); 0: none. */
  c2cTickMs?: number;
  /** C2C: a multiplier on every ad's pay window (C2C_PAY_WINDOW_SCALE, default 1). */
  c2cPayWindowScale?: number;
  /** C2C: from "paid" to when an appeal is possible (C2C_APPEAL_WAIT_MS, default 600,000). */
  c2cAppealWaitMs?: number;
  /** C2C demo merchants (demo mode only; main.ts turns them on with DEMO; tests opt in). */
  c2cMerchants?: boolean;
  /** C2C: how long a demo merchant waits before paying or releasing (C2C_MERCHANT_DELAY_MS). */
  c2cMerchantDelayMs?: number;
  /**
   * Copy trading (issue 24): overrides of its config (COPY_TICK_MS, COPY_LEADER_MIN_EQUITY,
   * COPY_LEADER_MIN_TRADES, COPY_LEADER_MIN_DAYS); applications are approved at once in demo
   * mode unless `autoApprove` says otherwise; tickMs 0 runs no timer (tests tick).
   */
  copy?: Partial<CopyConfig>;
  /** Referral (issue 23): the inviter's share of an invitee's fee (REFERRAL_COMMISSION_RATE, "0.2"). */
  referralCommissionRate?: string;
  /** Scale-out (issue 26): the NATS bus and lease keeper GET /ready reports; none on `npm start`. */
  cluster?: ClusterReadiness;
  /** Extra route modules, registered after the built-in ones (market, live feed). */
  modules?: readonly ExchangeModule[];
  now?: () => number;
}

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** The server plus its context (storage, hooks …), for tests and modules that need both. */
export interface Exchange {
  app: FastifyInstance;
  ctx: ServerContext;
  /** The demo chain (null outside demo mode). */
  chain: DemoChain | null;
}

/**
 * Build the reference exchange: every route of part 1 (config, user, wallet, articles, demo),
 * the extra modules, and the web app for everything else.
 *
 * @example
 * const { app, ctx } = await buildExchange({ database: { url: process.env.DATABASE_URL }, demo: true });
 * await app.listen({ port: 8080 });
 */
export async function buildExchange(options: ServerOptions = {}): Promise<Exchange> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({
      disableRequestLogging: options.disableRequestLogging ?? false,
    }),
  });
  const storage = options.storage ?? (await openStorage(options.database ?? { file: ':memory:' }));
  if (!options.storage) app.addHook('onClose', () => storage.close());
  const ctx: ServerContext = {
    storage,
    demo: options.demo ?? false,
    hooks: options.hooks ?? {},
    prices: options.prices ?? referencePrice,
    now: options.now ?? Date.now,
  };
  await seedArticles(storage.db, ctx.now());

  installErrorHandling(app);
  await app.register(fastifyRateLimit, { global: false });
  // JSON answers over 1 KB go out br/gzip-compressed to clients that accept it (issue 25); the
  // small ones, an order's acknowledgement among them, skip the CPU. Static files keep their .gz
  // (preCompressed), event streams and websockets are never touched, request bodies are not inflated.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
  // Multipart forms and JSON only; a body the parser cannot read is a 4xx (http/body.ts).
  await installBodyParsing(app, { fileSize: 2 * 1024 * 1024 });

  app.get('/health', () => ok({ up: true }));
  registerReadyRoute(app, storage, options.cluster);
  registerConfigRoutes(app, ctx);
  registerAccountRoutes(app, ctx, {
    scryptN: options.scryptN ?? 1 << 15,
    uploadDir: options.uploadDir ?? path.join(REPO_ROOT, 'data', 'uploads'),
    rateLimitPerMinute: options.rateLimitPerMinute ?? 20,
    codeResendMs: options.codeResendMs,
    singleDeviceSessions: options.singleDeviceSessions,
  });
  registerSessionRoutes(app, ctx);
  registerSecurityCodeRoutes(app, ctx, {
    codeResendMs: options.codeResendMs,
    rateLimitPerMinute: options.rateLimitPerMinute ?? 20,
  });
  registerSecurityRoutes(app, ctx, { scryptN: options.scryptN ?? 1 << 15 });
  registerSecurityOverviewRoute(app, ctx);
  registerGoogleRoutes(app, ctx, { reviewMs: options.demoReviewMs });
  // The contract engine is installed below with the market; the route reads it when called.
  const installed: { contracts?: InstalledContracts } = {};
  registerWalletRoutes(app, ctx, {
    futures: (userId) =>
      installed.contracts
        ? futuresFigures(ctx.storage.db, installed.contracts.engine, userId)
        : Promise.resolve(undefined),
  });
  registerDepositRoutes(app, ctx);
  registerWithdrawalRoutes(app, ctx);
  registerAddressBookRoutes(app, ctx);
  registerArticleRoutes(app, ctx);
  configureReferral(storage, commissionRate(options.referralCommissionRate));
  registerReferralRoutes(app, ctx);
  registerIdentityRoutes(app, ctx, {
    dir: options.identityDir ?? path.join(REPO_ROOT, 'data', 'identity'),
    reviewMs: options.demoReviewMs,
    sweepMs: options.demoReviewSweepMs,
  });
  const market = await installMarket(app, ctx, {
    simulate: ctx.demo,
    simulateEveryMs: options.simulateEveryMs,
    live: options.live,
  });
  const contracts = await installContracts(app, ctx, {
    hub: market.hub,
    spot: market.market,
    houseFloat: options.contractHouseFloat,
    insuranceSeed: options.insuranceFundSeed,
  });
  installed.contracts = contracts;
  const contractRisk = await installContractRisk(app, ctx, {
    hub: market.hub,
    spot: market.market,
    engine: contracts.engine,
    tickMs: options.contractTickMs,
    fundingIntervalMs: options.contractFundingIntervalMs,
  });
  const contractMarket = await installContractMarket(app, ctx, {
    hub: market.hub,
    spot: market.market,
    engine: contracts.market,
    prices: contractRisk,
    fundingIntervalMs: options.contractFundingIntervalMs,
    tickMs: options.contractTickMs,
    seed: DEFAULT_MARKET_SEED,
    simulate: ctx.demo,
    simulateEveryMs: options.simulateEveryMs,
    statsIntervalMs: options.contractStatsIntervalMs,
  });
  installCopy(app, ctx, {
    engine: contracts.engine,
    actions: contracts.actions,
    hub: market.hub,
    config: { autoApprove: ctx.demo, ...options.copy },
  });
  await installLaunchpad(app, ctx, {
    market: market.market,
    projects: options.launchpadProjects,
    phaseMs: options.launchpadPhaseMs,
    tickMs: options.launchpadTickMs,
  });
  await installOptions(app, ctx, {
    hub: market.hub,
    market: market.market,
    tickMs: options.optionTickMs,
    config: {
      ...(options.optionTimes ? { durations: options.optionTimes } : {}),
      ...(options.optionExposureCap ? { exposureCap: options.optionExposureCap } : {}),
      ...(options.optionSuspended ? { suspended: new Set(options.optionSuspended) } : {}),
      ...(options.optionHouseFloat ? { houseFloat: options.optionHouseFloat } : {}),
    },
  });
  await installEarn(app, ctx, {
    hub: market.hub,
    dayMs: options.earnDayMs,
    tickMs: options.earnTickMs,
  });
  await installOtc(
    app,
    ctx,
    market.market,
    options.otcQuoteTtlMs === undefined ? {} : { quoteTtlMs: options.otcQuoteTtlMs },
  );
  const c2c = await installC2c(app, ctx, {
    hub: market.hub,
    index: spotFiatIndex(market.market, undefined, ctx.prices),
    tickMs: options.c2cTickMs,
    config: {
      ...(options.c2cPayWindowScale === undefined
        ? {}
        : { payWindowScale: options.c2cPayWindowScale }),
      ...(options.c2cAppealWaitMs === undefined ? {} : { appealWaitMs: options.c2cAppealWaitMs }),
    },
  });
  registerC2cDemoRoutes(app, ctx, c2c);
  if (ctx.demo && options.c2cMerchants === true)
    await installDemoMerchants(app, ctx, c2c, {
      delayMs: options.c2cMerchantDelayMs,
      tickMs: options.c2cTickMs,
    });
  registerDemoRoutes(app, ctx, () => simulatorSwitch([market.simulator, contractMarket.simulator]));
  registerAssetHistoryRoutes(app, ctx, market.market);
  installReports(app, ctx, { candles: market.market });
  registerDisableAccountRoute(app, ctx, market.market);
  for (const module of options.modules ?? []) await module(app, ctx);

  const chain = ctx.demo ? new DemoChain(ctx, options.chain) : null;
  if (chain) {
    chain.start((error) => {
      app.log.error({ err: error }, 'demo chain block failed');
    });
    app.addHook('onClose', () => chain.stop());
  }

  const sweepMs = options.demoReviewSweepMs;
  if (ctx.demo && sweepMs !== undefined) {
    const reviewer = new GoogleResetReviewer(ctx);
    reviewer.start(sweepMs, (error) => {
      app.log.error({ err: error }, 'demo reviewer round failed');
    });
    app.addHook('onClose', () => reviewer.stop());
  }

  const notFound = fail(404, 'Not found');
  const staticDir = options.staticDir;
  if (staticDir && fs.existsSync(path.join(staticDir, 'index.html'))) {
    // preCompressed: the app's build writes a .gz beside each text file (packages/app
    // vite.config.ts), sent to browsers that accept gzip instead of the uncompressed file.
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, preCompressed: true });
    // Client-side routes (/spot-trade, /user/login …) all answer with the app's index.html.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && request.headers.accept?.includes('text/html')) {
        return reply.type('text/html').sendFile('index.html');
      }
      return reply.code(404).send(notFound);
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(notFound));
  }
  return { app, ctx, chain };
}

/** The reference exchange's HTTP server: the API under its paths, the web app for the rest. */
export async function buildServer(options: ServerOptions = {}): Promise<FastifyInstance> {
  return (await buildExchange(options)).app;
}
