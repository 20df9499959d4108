// `npm run bench -w packages/chart`: our widget vs KLineChart Pro 0.1.1 (on klinecharts 9.8.12,
// its only working core) in one headless Chromium, fed the same seeded data. Each widget is
// built the way an app ships it (Vite, minified, one JS + one CSS), then measured on
// file:// pages: mount → first painted 500 candles, 500 older bars appended, 1,000 live ticks,
// JS heap after 10 symbol switches, gzip size of JS+CSS. Prints each figure and ours/theirs.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build } from 'vite';

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
      cssCodeSplit: false,
      rollupOptions: {
        input: path.join(here, entry),
        external,
        output: {
          format: 'iife',
          entryFileNames: 'bundle.js',
          assetFileNames: 'bundle[extname]',
          globals: Object.fromEntries(external.map((id) => [id, 'React'])),
        },
      },
    },
  });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="bundle.css"></head>' +
      '<body style="margin:0"><div id="root" style="width:1200px;height:700px"></div><script src="bundle.js"></script></body></html>',
  );
  let gzip = 0;
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.js') || file.endsWith('.css'))
      gzip += gzipSync(readFileSync(path.join(dir, file)), { level: 9 }).length;
  }
  return { dir, gzip };
}

async function measure(browser, dir) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(pathToFileURL(path.join(dir, 'index.html')).href);
  const timings = await page.evaluate(() => window.bench.run());
  await page.evaluate((count) => window.bench.switchSymbols(count), SWITCHES);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await page.close();
  if (errors.length > 0) throw new Error(`${dir}: ${errors.join('; ')}`);
  return { ...timings, heapMb: usedSize / 1024 / 1024 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

mkdirSync(out, { recursive: true });
const ours = await bundle('ours', 'ours-entry.ts', {});
const theirs = await bundle('pro', 'pro-entry.ts', {
  klinecharts: path.dirname(require.resolve('klinecharts9/package.json')),
});
// Size only: our widget without React, which a React host app ships anyway (Pro brings Solid).
const oursWithoutReact = await bundle('ours-without-react', 'ours-entry.ts', {}, [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
]);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
const results = { ours: [], theirs: [] };
for (let run = 0; run < RUNS; run++) {
  // Alternate the order so neither widget always runs on a warmer browser.
  const order = run % 2 === 0 ? ['ours', 'theirs'] : ['theirs', 'ours'];
  for (const who of order)
    results[who].push(await measure(browser, who === 'ours' ? ours.dir : theirs.dir));
}
await browser.close();

const figure = (who, key) => median(results[who].map((r) => r[key]));
const rows = [
  ['mount → first painted 500 candles (ms)', 'mountMs'],
  ['append 500 older bars (ms)', 'appendMs'],
  ['1,000 live tick updates (ms)', 'ticksMs'],
  [`JS heap after ${SWITCHES} symbol switches (MB)`, 'heapMb'],
];
const lines = [
  `| figure (median of ${RUNS}) | ours | KLineChart Pro 0.1.1 | ours/theirs |`,
  '|---|---|---|---|',
];
for (const [label, key] of rows) {
  const a = figure('ours', key);
  const b = figure('theirs', key);
  lines.push(`| ${label} | ${a.toFixed(1)} | ${b.toFixed(1)} | ${(a / b).toFixed(2)} |`);
}
lines.push(
  `| gzip JS+CSS (KB) | ${(ours.gzip / 1024).toFixed(1)} | ${(theirs.gzip / 1024).toFixed(1)} | ${(ours.gzip / theirs.gzip).toFixed(2)} |`,
);
lines.push(
  `| gzip JS+CSS without React (KB, size only) | ${(oursWithoutReact.gzip / 1024).toFixed(1)} | ${(theirs.gzip / 1024).toFixed(1)} | ${(oursWithoutReact.gzip / theirs.gzip).toFixed(2)} |`,
);
console.log(lines.join('\n'));
