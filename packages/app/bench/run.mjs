// npm run bench -w packages/app: builds the app, then
// 1. prints the gzip size of the JS and CSS the home route loads before it can render (entry
//    chunk, its static imports, its CSS, the home route's split chunks and the zh-TW catalog loaded
//    at start), from Vite's manifest;
//    The same for /spot-trade (its route chunks instead of the home route's);
// 2. measures the order book's main-thread time per second under 100 depth updates a second
//    (order-book-bench.mjs: a production build of bench/order-book-harness, CDP metrics);
// 3. starts the real server (packages/server, DEMO=1, a fresh SQLite file in a temp dir) on a free
//    loopback port; in Debian's Chromium, weighs the JS+CSS that / (signed out and in) and
//    /spot-trade (signed in) fetch until the network settles (issue 25's measure, beside its
//    targets), then runs Lighthouse (desktop preset, performance and accessibility) on /, /market
//    and /spot-trade, printing the scores, FCP, LCP, TBT and CLS and the audits that cost points.
// With BENCH_JSON set, the fetched sizes and the / and /spot-trade scores are appended to the root
// bench table (scripts/bench-rows.mjs).
// Exits non-zero when anything fails, and after BENCH_TIMEOUT_MS (default 10 min) at the latest.
// Flags: --no-build reuses dist/; --no-order-book skips 2; --no-lighthouse skips 3; --list-files
// lists each file fetched in 3 with its size; --no-scores skips Lighthouse in 3.
// Nothing here downloads a browser: Chromium is /usr/bin/chromium, or CHROMIUM_PATH.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { appendBenchRows } from '../../../scripts/bench-rows.mjs';
import { kB, routeSize, sizedRoutes } from '../scripts/route-sizes.mjs';
import { measureOrderBook } from './order-book-bench.mjs';

const appDir = path.resolve(import.meta.dirname, '..');
const root = path.join(appDir, '../..');
const dist = path.join(appDir, 'dist');
/** `signedIn`: measured with a session, as the route guard lets only token holders open it. */
const routes = [
  { path: '/', signedIn: false },
  { path: '/market', signedIn: true },
  { path: '/spot-trade', signedIn: true },
];
// Ten minutes: on a loaded 2-core machine Lighthouse on /spot-trade alone took over two.
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 600_000);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Finds a package's binary in the app's or the root's node_modules (npm may hoist either way). */
function bin(name) {
  const found = [appDir, root]
    .map((dir) => path.join(dir, 'node_modules/.bin', name))
    .find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`${name} is not installed (npm install at the repository root)`);
  return found;
}

function build() {
  execFileSync(bin('vite'), ['build', '--configLoader', 'runner', '--logLevel', 'error'], {
    cwd: appDir,
    stdio: 'inherit',
  });
}

function printBundleSize({ label, module }) {
  const { files, js, css } = routeSize(dist, module);
  console.log(`${label}, initial load from the manifest (gzip -9):`);
  console.log(
    files.map(({ file, bytes }) => `  ${file.padEnd(48)} ${kB(bytes).padStart(9)}`).join('\n'),
  );
  console.log(`JS  ${kB(js)} gzip`);
  console.log(`CSS ${kB(css)} gzip`);
  console.log(`JS+CSS ${kB(js + css)} gzip`);
}

/** A TCP port nobody listens on right now, on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the reference server as e2e and `npm start` do. tsx runs it in a child node process, so
 * both get their own process group (`detached`) and `stop` kills the group, never an orphan.
 */
async function startServer(port, sqliteFile) {
  const child = spawn(bin('tsx'), [path.join(root, 'packages/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: sqliteFile,
      DEMO: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // The group is gone already.
    }
    const killer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Exited meanwhile.
      }
    }, 5000);
    await exited;
    clearTimeout(killer);
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}):\n${errors}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.ok) return { stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer /health within 60 s:\n${errors}`);
}

/** lighthouse and its own chrome-launcher (a dependency of lighthouse, resolved from there). */
async function loadLighthouse() {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const launcherPath = createRequire(import.meta.resolve('lighthouse')).resolve('chrome-launcher');
  const chromeLauncher = await import(pathToFileURL(launcherPath).href);
  return { lighthouse, desktopConfig, chromeLauncher };
}

const metrics = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
];

function score(category) {
  if (category?.score === null || category?.score === undefined) return null;
  return Math.round(category.score * 100);
}

/** A multipart POST to the real API, as the app sends it (SPEC.md section 7). */
async function post(baseUrl, path, fields) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', body });
  const json = await res.json();
  if (!res.ok || json.code !== 200) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json.data;
}

/** Registers a demo user through the real API (code from the demo mailbox); returns the session. */
async function demoSession(baseUrl) {
  const email = `bench-${Date.now()}@example.com`;
  await post(baseUrl, '/getCaptcha', { email, type: 'register' });
  const mail = await (
    await fetch(`${baseUrl}/demo/mailbox?email=${encodeURIComponent(email)}`)
  ).json();
  const code = mail.data[0]?.code;
  if (!code) throw new Error('No e-mail code in the demo mailbox');
  return post(baseUrl, '/register', { email, password: 'Bench#2026pass', email_code: code });
}

/** puppeteer-core, as lighthouse depends on it (resolved from there: no dependency of our own). */
async function loadPuppeteer() {
  const puppeteerPath = createRequire(import.meta.resolve('lighthouse')).resolve('puppeteer-core');
  const { default: puppeteer } = await import(pathToFileURL(puppeteerPath).href);
  return puppeteer;
}

/** The pages whose JS and CSS are weighed as a visitor's Chromium fetches them (issue 25). */
const fetchedRoutes = [
  { path: '/', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/spot-trade', signedIn: true },
];

/**
 * Opens each of fetchedRoutes in a fresh browser context (empty cache and storage; a session put
 * in localStorage before the app's first script when signed in) and sums the gzip -9 bytes of
 * every JS and CSS file the page fetches until the network settles (no request for 500 ms):
 * lazy routes, panels and catalogs that load at start count, what loads on a click does not.
 * The server sends the files uncompressed, so each body is gzipped here, as printBundleSize does.
 */
async function measureFetched(chromePort, baseUrl) {
  const puppeteer = await loadPuppeteer();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  // The chart package's own chunk and CSS (lazy: only pages that show a chart fetch them).
  const chart = Object.entries(manifest).find(([key]) => /chart\/src\/index\.tsx?$/.test(key))?.[1];
  const chartFiles = new Set(chart ? [chart.file, ...(chart.css ?? [])] : []);
  const results = [];
  try {
    for (const { path: route, signedIn } of fetchedRoutes) {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        await page.setViewport({ width: 1350, height: 940 });
        if (signedIn) {
          const { token, user } = await demoSession(baseUrl);
          await page.evaluateOnNewDocument(
            (token, user) => {
              localStorage.setItem('token', token);
              localStorage.setItem('user', user);
            },
            token,
            JSON.stringify(user),
          );
        }
        const sizes = new Map();
        const reading = [];
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (url.origin !== baseUrl || !/\.(js|css)$/.test(url.pathname)) return;
          reading.push(
            response.buffer().then((body) => {
              sizes.set(url.pathname.slice(1), gzipSync(body, { level: 9 }).length);
            }),
          );
        });
        await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle0', timeout: 60_000 });
        await Promise.all(reading);
        const landed = new URL(page.url()).pathname;
        if (landed !== route) throw new Error(`${route}: the page ended on ${landed}`);
        const bytes = [...sizes.values()].reduce((sum, size) => sum + size, 0);
        const chartBytes = [...sizes]
          .filter(([file]) => chartFiles.has(file))
          .reduce((sum, [, size]) => sum + size, 0);
        results.push({ route, signedIn, bytes, files: sizes.size, chartBytes, sizes });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.disconnect();
  }
  return results;
}

/** Stores the session under the app's keys (SPEC.md section 3: token, user) in Chromium. */
async function signIn(chromePort, baseUrl, session) {
  const puppeteer = await loadPuppeteer();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/user/login`);
    await page.evaluate(({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    }, session);
    // Keeping storage also keeps the HTTP cache: clear it, so /market loads cold like /.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/**
 * Runs Lighthouse on each route; returns the problems found (empty when every run succeeded) and
 * the performance score of each route.
 */
async function runLighthouse(chrome, baseUrl) {
  const { lighthouse, desktopConfig } = await loadLighthouse();
  const problems = [];
  /** @type {Record<string, number | null>} */
  const scores = {};
  {
    console.log(`\nLighthouse ${lighthouseVersion()} (desktop preset), ${chromePath}:`);
    for (const { path: route, signedIn } of routes) {
      if (signedIn) await signIn(chrome.port, baseUrl, await demoSession(baseUrl));
      const result = await lighthouse(
        `${baseUrl}${route}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          maxWaitForLoad: 45_000,
          // Keep the session stored above; Lighthouse would clear it before loading.
          disableStorageReset: signedIn,
        },
        desktopConfig,
      );
      const lhr = result?.lhr;
      if (!lhr) {
        problems.push(`${route}: Lighthouse returned no result`);
        continue;
      }
      if (lhr.runtimeError)
        problems.push(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      // A redirect (the route guard, a 404) would measure another page under this route's name.
      const landed = new URL(lhr.finalDisplayedUrl).pathname;
      if (landed !== route) problems.push(`${route}: Lighthouse ended on ${landed}, not ${route}`);
      const performance = score(lhr.categories.performance);
      const accessibility = score(lhr.categories.accessibility);
      scores[route] = performance;
      if (performance === null) problems.push(`${route}: no performance score`);
      if (accessibility === null) problems.push(`${route}: no accessibility score`);
      const figures = metrics
        .map(([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? 'n/a'}`)
        .join(', ');
      console.log(
        `  ${route.padEnd(8)} performance ${performance ?? 'n/a'}, accessibility ${accessibility ?? 'n/a'}; ${figures}`,
      );
      // Name what costs accessibility points, so the figure is actionable.
      const failed = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => audit.id);
      if (failed.length > 0)
        console.log(`           accessibility audits failed: ${failed.join(', ')}`);
      // Lighthouse 12.2 predates this Chromium: a few diagnostics (e.g. layout-shifts, whose
      // trace parser fails on newer traces) error out. Scores and metrics do not depend on them.
      const errored = Object.values(lhr.audits)
        .filter((audit) => audit.scoreDisplayMode === 'error')
        .map((audit) => audit.id);
      if (errored.length > 0)
        console.log(`           diagnostics that errored: ${errored.join(', ')}`);
      // And what costs performance points: the opportunities and diagnostics Lighthouse names.
      const slow = (lhr.categories.performance?.auditRefs ?? [])
        .filter((ref) => ref.group !== 'metrics')
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      if (slow.length > 0)
        console.log(`           performance audits below 0.9: ${slow.join(', ')}`);
      for (const warning of lhr.runWarnings ?? []) console.log(`           warning: ${warning}`);
    }
  }
  return { problems, scores };
}

/** Chromium for the fetched-bytes pass and Lighthouse, through lighthouse's chrome-launcher. */
async function launchChromium() {
  if (!fs.existsSync(chromePath)) {
    throw new Error(
      `No Chromium at ${chromePath} (apt-get install chromium, or set CHROMIUM_PATH)`,
    );
  }
  const { chromeLauncher } = await loadLighthouse();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'error' });
  cleanups.push(() => chrome.kill());
  return chrome;
}

/** The issue's anchor for /spot-trade: KLineChart Pro's widget + core, gzip (issue 25's table). */
const KLINECHART_PRO_KB = 121.5;

/** Prints the fetched bytes with their targets and returns the root bench table's rows. */
function bundleRows(fetched) {
  console.log('\nJS+CSS fetched until the network settles, Chromium (gzip -9 of each body):');
  for (const { route, signedIn, bytes, files, chartBytes, sizes } of fetched) {
    const target = route === '/' ? 150 : 250;
    const chart =
      chartBytes > 0
        ? `; the chart package ${kB(chartBytes)} of it (KLineChart Pro widget + core: ${KLINECHART_PRO_KB} kB)`
        : '';
    console.log(
      `  ${route.padEnd(11)} ${signedIn ? 'signed in ' : 'signed out'} ${kB(bytes).padStart(9)} in ${files} files, target ≤ ${target} kB${chart}`,
    );
    // --list-files: each file fetched, largest first (what to split next).
    if (process.argv.includes('--list-files')) {
      for (const [file, size] of [...sizes].sort((x, y) => y[1] - x[1]))
        console.log(`      ${file.padEnd(48)} ${kB(size).padStart(9)}`);
    }
  }
  const signedInKb = (route) =>
    Number((fetched.find((row) => row.route === route && row.signedIn).bytes / 1024).toFixed(1));
  return [
    {
      id: 'bundle-home-kb',
      label: '/ JS+CSS gzip fetched until the network settles (signed in)',
      unit: 'kB',
      value: signedInKb('/'),
      better: 'lower',
      target: 150,
      anchor: null,
      ratioTarget: null,
    },
    {
      id: 'bundle-spot-trade-kb',
      label: '/spot-trade JS+CSS gzip fetched until the network settles (signed in)',
      unit: 'kB',
      value: signedInKb('/spot-trade'),
      better: 'lower',
      target: 250,
      anchor: null,
      ratioTarget: null,
    },
    {
      // The chart's share of /spot-trade beside what KLineChart Pro ships for the same job (the
      // issue's figure for its widget + core, not measured in this run).
      id: 'bundle-spot-trade-chart-kb',
      label: "/spot-trade: the chart package's share",
      unit: 'kB',
      value: Number(
        (
          fetched.find((row) => row.route === '/spot-trade' && row.signedIn).chartBytes / 1024
        ).toFixed(1),
      ),
      better: 'lower',
      target: null,
      anchor: { label: 'KLineChart Pro widget + core (issue 25)', value: KLINECHART_PRO_KB },
      ratioTarget: null,
    },
  ];
}

function lighthouseRows(scores) {
  return [
    ['/', 'lighthouse-home', 98],
    ['/spot-trade', 'lighthouse-spot-trade', 95],
  ]
    .filter(([route]) => typeof scores[route] === 'number')
    .map(([route, id, target]) => ({
      id,
      label: `Lighthouse desktop performance, ${route}`,
      unit: 'score',
      value: scores[route],
      better: 'higher',
      target,
      anchor: null,
      ratioTarget: null,
    }));
}

function lighthouseVersion() {
  const require = createRequire(import.meta.url);
  return require('lighthouse/package.json').version;
}

/** What to undo on the way out (server, Chromium, temp dir), also on timeout or Ctrl-C. */
const cleanups = [];
async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error('Clean-up failed:', error);
    }
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) build();
  for (const route of sizedRoutes) printBundleSize(route);
  if (!process.argv.includes('--no-order-book')) {
    await measureOrderBook({ chromePath, chromeFlags, cleanups });
  }
  if (process.argv.includes('--no-lighthouse')) return;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-bench-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const server = await startServer(port, path.join(dataDir, 'exchange.sqlite'));
  cleanups.push(server.stop);
  const baseUrl = `http://127.0.0.1:${port}`;
  const chrome = await launchChromium();
  // Each set of rows is written as soon as measured: a timeout later keeps them.
  appendBenchRows(bundleRows(await measureFetched(chrome.port, baseUrl)));
  if (process.argv.includes('--no-scores')) return;
  const { problems, scores } = await runLighthouse(chrome, baseUrl);
  appendBenchRows(lighthouseRows(scores));
  if (problems.length > 0) throw new Error(`Lighthouse failed:\n  ${problems.join('\n  ')}`);
}

const timer = setTimeout(() => {
  console.error(`Bench timed out after ${timeoutMs} ms`);
  void cleanUp().finally(() => process.exit(1));
}, timeoutMs);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(1));
  });
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  clearTimeout(timer);
  await cleanUp();
}
// Lighthouse's connections can keep the event loop alive after Chromium is gone.
process.exit(process.exitCode ?? 0);
