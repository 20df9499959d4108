// `npm run bench -w packages/chart`: our widget vs KLineChart Pro 0.1.1 (on klinecharts 9.8.12,
// its only working core) in one headless Chromium, fed the same seeded data into the same
// 1200×700 container. Each widget is built the way an app ships it (Vite, minified, ES modules,
// code-split), then measured on pages served over HTTP: mount → first painted 500 candles, 500
// older bars appended, 1,000 live ticks, JS heap after 10 symbol switches, gzip size of JS+CSS
// (loaded at mount and all chunks, with and without React). Prints each figure and ours/theirs.
// Two more pages are measured the same way: klinecharts 10 alone with the smallest DataLoader
// (core-entry.ts) and the same inside the smallest React component (core-react-entry.ts). They are
// the floors any widget, and any React widget, on this core starts from: the table shows how much
// of each figure is the core and how much is the widget.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';
import { appendBenchRows } from '../../../scripts/bench-rows.mjs';

const here = import.meta.dirname;
const out = path.join(here, 'dist');
const require = createRequire(import.meta.url);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SWITCHES = 10;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** gzip -9 size of a file of `dir`. */
const gzipOf = (dir, file) => gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;

/**
 * Builds `entry` the way an app ships it: Vite, minified, ES modules with code splitting (so our
 * dialogs, fetched on first open, are chunks of their own). Sizes: `initial` is what the page
 * loads at mount (the entry chunk, the chunks it imports statically, their CSS); `total` is every
 * JS and CSS file of the build.
 */
async function bundle(name, entry, alias, external = []) {
  const dir = path.join(out, name);
  await build({
    configFile: false,
    logLevel: 'warn',
    root: here,
    plugins: [react()],
    resolve: { alias },
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: dir,
      emptyOutDir: true,
      minify: true,
      manifest: true,
      chunkSizeWarningLimit: 2000,
      rollupOptions: {
        input: path.join(here, entry),
        external,
        output: {
          format: 'es',
          entryFileNames: 'bundle.js',
          chunkFileNames: '[name]-[hash].js',
          assetFileNames: '[name]-[hash][extname]',
        },
      },
    },
  });
  const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8'));
  const initialFiles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || initialFiles.has(chunk.file)) return;
    initialFiles.add(chunk.file);
    for (const css of chunk.css ?? []) initialFiles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(Object.keys(manifest).find((key) => manifest[key].isEntry));
  const css = [...initialFiles].filter((file) => file.endsWith('.css'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8">' +
      css.map((file) => `<link rel="stylesheet" href="${file}">`).join('') +
      '</head><body style="margin:0"><div id="root" style="width:1200px;height:700px"></div>' +
      '<script type="module" src="bundle.js"></script></body></html>',
  );
  const all = readdirSync(dir).filter((file) => file.endsWith('.js') || file.endsWith('.css'));
  const sum = (files) => files.reduce((total, file) => total + gzipOf(dir, file), 0);
  return {
    dir,
    name,
    initial: sum([...initialFiles]),
    total: sum(all),
    chunks: all.length,
  };
}

/** Serves the built pages over HTTP: ES modules do not load from file:// URLs. */
function serve() {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const file = path.join(out, decodeURIComponent(new URL(request.url, 'http://x').pathname));
    if (!file.startsWith(out) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': types[path.extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(server);
    });
  });
}

async function measure(browser, origin, built) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${origin}/${built.name}/index.html`);
  const timings = await page.evaluate(() => globalThis.bench.run());
  await page.evaluate((count) => globalThis.bench.switchSymbols(count), SWITCHES);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await page.close();
  if (errors.length > 0) throw new Error(`${built.name}: ${errors.join('; ')}`);
  return { ...timings, heapMb: usedSize / 1024 / 1024 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

mkdirSync(out, { recursive: true });
const ours = await bundle('ours', 'ours-entry.ts', {});
const theirs = await bundle('pro', 'pro-entry.ts', {
  klinecharts: path.dirname(require.resolve('klinecharts9/package.json')),
});
const core = await bundle('core', 'core-entry.ts', {});
const coreReact = await bundle('core-react', 'core-react-entry.ts', {});
// Size only: our widget without React, which a React host app ships anyway (Pro brings Solid).
const oursWithoutReact = await bundle('ours-without-react', 'ours-entry.ts', {}, [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
]);

const server = await serve();
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
const builds = { ours, theirs, core, coreReact };
const pages = Object.keys(builds);
const results = Object.fromEntries(pages.map((who) => [who, []]));
for (let run = 0; run < RUNS; run++) {
  // Rotate the order so no page always runs on a warmer browser.
  const order = pages.map((_, i) => pages[(i + run) % pages.length]);
  for (const who of order) results[who].push(await measure(browser, origin, builds[who]));
}
await browser.close();
server.close();

const figure = (who, key) => median(results[who].map((r) => r[key]));
const rows = [
  ['mount → first painted 500 candles (ms)', 'mountMs'],
  ['append 500 older bars (ms)', 'appendMs'],
  ['1,000 live tick updates (ms)', 'ticksMs'],
  [`JS heap after ${SWITCHES} symbol switches (MB)`, 'heapMb'],
];
const lines = [
  `| figure (median of ${RUNS}) | ours | KLineChart Pro 0.1.1 | ours/theirs | klinecharts 10 alone (/theirs) | in a bare React component (/theirs) |`,
  '|---|---|---|---|---|---|',
];
const row = (label, values, format) => {
  const [a, b, ...floors] = values;
  const ratio = (value) => (value / b).toFixed(2);
  const cells = floors.map((value) =>
    value === null ? '–' : `${format(value)} (${ratio(value)})`,
  );
  return `| ${label} | ${format(a)} | ${format(b)} | ${ratio(a)} | ${cells.join(' | ')} |`;
};
const ms = (value) => value.toFixed(1);
for (const [label, key] of rows)
  lines.push(
    row(
      label,
      ['ours', 'theirs', 'core', 'coreReact'].map((who) => figure(who, key)),
      ms,
    ),
  );
const kb = (bytes) => (bytes / 1024).toFixed(1);
// KLineChart Pro and the bare core pages ship one bundle: what they load at mount is all of it.
for (const [what, key] of [
  ['loaded at mount', 'initial'],
  [`all chunks (ours: ${ours.chunks} files)`, 'total'],
]) {
  lines.push(
    row(`gzip JS+CSS ${what}, with React (KB)`, [ours[key], theirs[key], null, coreReact[key]], kb),
    row(
      `gzip JS+CSS ${what}, without React (KB)`,
      [oursWithoutReact[key], theirs[key], core[key], null],
      kb,
    ),
  );
}
lines.push(
  '',
  'Size rows: "loaded at mount" is the entry chunk, its static imports and their CSS; "all chunks"',
  'adds the chunks fetched later (our dialogs, on first open). "Without React" leaves out react and',
  'react-dom, which a React host app already ships; Pro brings its own Solid runtime in every row.',
  'The last two columns are floors: klinecharts 10 with the smallest DataLoader, on a bare div and',
  'inside the smallest React component, before any widget code. Every page includes the same',
  'bench harness and seeded feed (bench/feed.ts).',
);
console.log(lines.join('\n'));

// The rows of the root `npm run bench` table (issue 25): mount and heap against the floor any
// React widget on klinecharts 10 starts from, append and ticks against KLineChart Pro.
const round = (value, digits) => Number(value.toFixed(digits));
const FLOOR = 'klinecharts 10 in a bare React component';
const PRO = 'KLineChart Pro 0.1.1';
const benchRow = ({ id, label, unit, key, digits, anchor, ratioTarget }) => {
  const value = round(figure('ours', key), digits);
  const anchorValue = round(figure(anchor === FLOOR ? 'coreReact' : 'theirs', key), digits);
  return {
    id,
    label,
    unit,
    value,
    better: 'lower',
    target: null,
    anchor: { label: anchor, value: anchorValue },
    ratio: anchorValue === 0 ? null : round(value / anchorValue, 3),
    ratioTarget,
  };
};
appendBenchRows([
  benchRow({
    id: 'chart-mount-ratio-floor',
    label: `chart mount → first painted 500 candles (median of ${RUNS})`,
    unit: 'ms',
    key: 'mountMs',
    digits: 1,
    anchor: FLOOR,
    ratioTarget: 1.1,
  }),
  benchRow({
    id: 'chart-heap-ratio-floor',
    label: `chart JS heap after ${SWITCHES} symbol switches (median of ${RUNS})`,
    unit: 'MB',
    key: 'heapMb',
    digits: 3,
    anchor: FLOOR,
    ratioTarget: 1.05,
  }),
  benchRow({
    id: 'chart-append-500',
    label: `chart append 500 older bars (median of ${RUNS})`,
    unit: 'ms',
    key: 'appendMs',
    digits: 1,
    anchor: PRO,
    ratioTarget: 0.75,
  }),
  benchRow({
    id: 'chart-ticks-1000',
    label: `chart 1,000 live tick updates (median of ${RUNS})`,
    unit: 'ms',
    key: 'ticksMs',
    digits: 1,
    anchor: PRO,
    ratioTarget: 0.75,
  }),
]);
