// The order book under a fast socket: main-thread time per second while <OrderBook> receives
// 100 full-depth books a second (20 levels a side) for 10 s, beside its anchor, the floor: the same
// page, store and feed for 10 s with a component that subscribes as the book does and renders
// nothing (the harness's mount('floor')). The two alternate in halves on the same page, so load
// from other processes falls on both alike. Also the same page idle, and the React commits per
// second (the store publishes the latest book on an animation frame at most ten times a second,
// so ≤ 10).
// With BENCH_JSON set, appends the row 'order-book-main-thread-ms-per-s' (the book's
// TaskDuration per second, its target and the floor as anchor) for the root bench table.
// The harness (order-book-harness.html/.js) is built by Vite in production mode with the app's
// own compile plugins, served over loopback HTTP, and measured in headless Chromium through CDP
// Performance.getMetrics (TaskDuration, ScriptDuration, LayoutDuration, RecalcStyleDuration).
import fs from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appendBenchRows } from '../../../scripts/bench-rows.mjs';

const benchDir = import.meta.dirname;
const appDir = path.resolve(benchDir, '..');
const RATE = 100;
const SECONDS = Number(process.env.BENCH_ORDER_BOOK_SECONDS ?? 10);
const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];
/** Issue 25: the book at 100 updates/s costs at most this many ms of main thread a second. */
const TARGET_MS_PER_S = 80;
/** Book and floor alternate this many times each, SECONDS / ROUNDS at a time. */
const ROUNDS = 2;

/**
 * The app's compile plugins (vite.plugins.ts: React, the Lingui macro through Babel, the .po
 * loader), with one difference: the macro keeps each message's source text, which the harness
 * compiles once and caches. Its strings are new and not in the catalogs until the lead extracts
 * them; without this every missing message would go through Lingui's "uncompiled message"
 * console warning on each render and the figure would measure that warning, not the book.
 */
async function harnessPlugins() {
  const { default: react } = await import('@vitejs/plugin-react');
  const { default: babel } = await import('@rolldown/plugin-babel');
  const { lingui } = await import('@lingui/vite-plugin');
  const { getConfig } = await import('@lingui/conf');
  const configPath = path.join(appDir, 'lingui.config.ts');
  const linguiConfig = getConfig({ configPath });
  return [
    react(),
    babel({
      plugins: [
        ['@lingui/babel-plugin-lingui-macro', { linguiConfig, stripNonEssentialFields: false }],
      ],
    }),
    lingui({ configPath }),
  ];
}

/** Builds the harness in production mode: React's production bundle, minified. */
async function buildHarness(outDir) {
  const { build } = await import('vite');
  // Vite sets NODE_ENV for its build; put it back, so the server run.mjs starts afterwards gets
  // the environment it had before this measurement existed.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await buildWith(build, outDir);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

async function buildWith(build, outDir) {
  await build({
    configFile: false,
    logLevel: 'error',
    root: benchDir,
    base: './',
    mode: 'production',
    plugins: await harnessPlugins(),
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: path.join(benchDir, 'order-book-harness.html') },
    },
  });
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves `dir` on a loopback port (ES modules do not load from file://). */
function serve(dir) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = path.join(dir, url.pathname === '/' ? 'order-book-harness.html' : url.pathname);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: server.address().port,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

/** puppeteer-core, the copy lighthouse brings (run.mjs signs in with the same one). */
async function loadPuppeteer() {
  const puppeteerPath = createRequire(import.meta.resolve('lighthouse')).resolve('puppeteer-core');
  const { default: puppeteer } = await import(pathToFileURL(puppeteerPath).href);
  return puppeteer;
}

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

/** Milliseconds of each metric per second of wall time between two readings. */
function perSecond(before, after, seconds) {
  return Object.fromEntries(
    METRICS.map((name) => [name, ((after[name] - before[name]) * 1000) / seconds]),
  );
}

const fmt = (value) => value.toFixed(1).padStart(6);

/**
 * Builds, serves and measures the harness; prints the figures and returns them.
 * `cleanups` receives what must be undone on the way out (also on timeout).
 */
export async function measureOrderBook({ chromePath, chromeFlags, cleanups }) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-order-book-'));
  cleanups.push(() => fs.rmSync(outDir, { recursive: true, force: true }));
  await buildHarness(outDir);
  const server = await serve(outDir);
  cleanups.push(server.close);

  const puppeteer = await loadPuppeteer();
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
    defaultViewport: { width: 1280, height: 800 },
  });
  cleanups.push(() => browser.close());
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${server.port}/`, { waitUntil: 'load' });
    await page
      .waitForFunction(() => globalThis.orderBookBench?.ready() === true, { timeout: 20_000 })
      .catch(() => {
        throw new Error(
          `The order book harness did not render: ${errors.join('; ') || 'no error'}`,
        );
      });
    const cdp = await page.createCDPSession();
    // Thread CPU time, not wall time: on a shared machine other processes stretch wall time.
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });

    // Idle: the same page, book shown, no updates.
    const idleSeconds = SECONDS / 2;
    const idleCommits0 = await page.evaluate(() => globalThis.orderBookBench.commits());
    const idle0 = await metrics(cdp);
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    const idle1 = await metrics(cdp);
    const idleCommits =
      (await page.evaluate(() => globalThis.orderBookBench.commits())) - idleCommits0;

    /** Feeds `what` for `seconds`; adds its metric deltas and run figures to `into`. */
    const feed = async (what, seconds, into) => {
      await page.evaluate((view) => {
        globalThis.orderBookBench.mount(view);
      }, what);
      await page.waitForFunction(() => globalThis.orderBookBench.ready() === true, {
        timeout: 20_000,
      });
      const before = await metrics(cdp);
      const run = await page.evaluate(
        (duration, rate) => globalThis.orderBookBench.feed(duration, rate),
        seconds,
        RATE,
      );
      const after = await metrics(cdp);
      for (const name of METRICS) into.metrics[name] += after[name] - before[name];
      for (const key of ['sent', 'elapsedMs', 'commits', 'notifications', 'frames']) {
        into.run[key] += run[key];
      }
    };
    const zero = () => ({
      metrics: Object.fromEntries(METRICS.map((name) => [name, 0])),
      run: { sent: 0, elapsedMs: 0, commits: 0, notifications: 0, frames: 0 },
    });
    const book = zero();
    const floor = zero();
    for (let round = 0; round < ROUNDS; round += 1) {
      await feed('book', SECONDS / ROUNDS, book);
      await feed('floor', SECONDS / ROUNDS, floor);
    }
    if (errors.length > 0) throw new Error(`The harness threw: ${errors.join('; ')}`);

    const wall = book.run.elapsedMs / 1000;
    const idle = perSecond(idle0, idle1, idleSeconds);
    const busy = perSecond(zero().metrics, book.metrics, wall);
    const floorBusy = perSecond(zero().metrics, floor.metrics, floor.run.elapsedMs / 1000);
    const result = {
      updatesPerSecond: book.run.sent / wall,
      commitsPerSecond: book.run.commits / wall,
      notificationsPerSecond: book.run.notifications / wall,
      framesPerSecond: book.run.frames / wall,
      idleCommitsPerSecond: idleCommits / idleSeconds,
      idle,
      busy,
      floor: floorBusy,
    };
    console.log(
      `\nOrder book, ${String(RATE)} full-depth updates/s (${String(20)} levels a side) for ${String(SECONDS)} s, ` +
        `beside the floor (the same feed and store, rendering nothing) for ${String(SECONDS)} s, ` +
        `alternating in ${String(ROUNDS)} rounds; production build, ${chromePath}:`,
    );
    console.log('  main thread, ms per second      book  floor book-floor  idle');
    for (const name of METRICS) {
      console.log(
        `    ${name.padEnd(26)}${fmt(busy[name])} ${fmt(floorBusy[name])} ${fmt(busy[name] - floorBusy[name])}     ${fmt(idle[name])}`,
      );
    }
    const ours = busy.TaskDuration;
    const anchor = floorBusy.TaskDuration;
    console.log(
      `  book ${ours.toFixed(1)} ms/s (target ≤ ${String(TARGET_MS_PER_S)}), floor ${anchor.toFixed(1)} ms/s, ` +
        `book − floor ${(ours - anchor).toFixed(1)} ms/s, book ÷ floor ${(ours / anchor).toFixed(2)}`,
    );
    console.log(
      `  delivered ${result.updatesPerSecond.toFixed(1)} updates/s; React commits ` +
        `${result.commitsPerSecond.toFixed(1)}/s (floor ${(floor.run.commits / (floor.run.elapsedMs / 1000)).toFixed(1)}/s, ` +
        `idle ${result.idleCommitsPerSecond.toFixed(1)}/s); ` +
        `store flushes ${result.notificationsPerSecond.toFixed(1)}/s; frames ${result.framesPerSecond.toFixed(1)}/s`,
    );
    appendBenchRows([
      {
        id: 'order-book-main-thread-ms-per-s',
        label: `Order book at ${String(RATE)} updates/s, main thread (Chromium CDP TaskDuration)`,
        unit: 'ms/s',
        value: ours,
        better: 'lower',
        target: TARGET_MS_PER_S,
        anchor: { label: 'the same book rendering nothing (the floor)', value: anchor },
        ratio: ours / anchor,
        ratioTarget: null,
      },
    ]);
    return result;
  } finally {
    await browser.close();
  }
}
