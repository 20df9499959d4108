// The order book under a fast socket: main-thread time per second while <OrderBook> receives
// 100 full-depth books a second (20 levels a side) for 10 s, against the same page idle, plus the
// React commits per second (the store coalesces to one per animation frame, so ≤ ~60).
// The harness (order-book-harness.html/.js) is built by Vite in production mode with the app's
// own compile plugins, served over loopback HTTP, and measured in headless Chromium through CDP
// Performance.getMetrics (TaskDuration, ScriptDuration, LayoutDuration, RecalcStyleDuration).
import fs from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const benchDir = import.meta.dirname;
const appDir = path.resolve(benchDir, '..');
const RATE = 100;
const SECONDS = Number(process.env.BENCH_ORDER_BOOK_SECONDS ?? 10);
const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'];

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

    // Idle anchor: the same page, book shown, no updates.
    const idleCommits0 = await page.evaluate(() => globalThis.orderBookBench.commits());
    const idle0 = await metrics(cdp);
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    const idle1 = await metrics(cdp);
    const idleCommits =
      (await page.evaluate(() => globalThis.orderBookBench.commits())) - idleCommits0;

    const feed0 = await metrics(cdp);
    const run = await page.evaluate(
      (seconds, rate) => globalThis.orderBookBench.feed(seconds, rate),
      SECONDS,
      RATE,
    );
    const feed1 = await metrics(cdp);
    if (errors.length > 0) throw new Error(`The harness threw: ${errors.join('; ')}`);

    const wall = run.elapsedMs / 1000;
    const idle = perSecond(idle0, idle1, SECONDS);
    const busy = perSecond(feed0, feed1, wall);
    const result = {
      updatesPerSecond: run.sent / wall,
      commitsPerSecond: run.commits / wall,
      notificationsPerSecond: run.notifications / wall,
      framesPerSecond: run.frames / wall,
      idleCommitsPerSecond: idleCommits / SECONDS,
      idle,
      busy,
    };
    console.log(
      `\nOrder book, ${String(RATE)} full-depth updates/s (${String(20)} levels a side) for ${String(SECONDS)} s, ` +
        `production build, ${chromePath}:`,
    );
    console.log('  main thread, ms per second    feed   idle');
    for (const name of METRICS) {
      console.log(`    ${name.padEnd(26)}${fmt(busy[name])} ${fmt(idle[name])}`);
    }
    console.log(
      `  delivered ${result.updatesPerSecond.toFixed(1)} updates/s; React commits ` +
        `${result.commitsPerSecond.toFixed(1)}/s (idle ${result.idleCommitsPerSecond.toFixed(1)}/s); ` +
        `store flushes ${result.notificationsPerSecond.toFixed(1)}/s; frames ${result.framesPerSecond.toFixed(1)}/s`,
    );
    return result;
  } finally {
    await browser.close();
  }
}
