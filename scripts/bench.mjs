// `npm run bench`: every package's benchmark, one after another (they share two cores: running them
// side by side would measure each other), then one table of every figure with the anchor measured
// in the same run, the ratio and the issue's target. The rows are written to
// bench-results/latest.json (the previous run's file is kept as previous.json and its figures are
// printed beside this run's), so two runs can be compared.
// Timing figures never gate `npm test`: only the byte budgets do (scripts/test.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const resultsDir = path.join(root, 'bench-results');
const latest = path.join(resultsDir, 'latest.json');
const previousFile = path.join(resultsDir, 'previous.json');
// BENCH_PACKAGES=server,chart runs some of them only.
const packages = (process.env.BENCH_PACKAGES ?? 'server,chart,app').split(',').filter(Boolean);

const rowsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-rows-')), 'rows.json');
const failed = [];
for (const name of packages) {
  console.log(`\n▶ packages/${name}: npm run bench`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', '--silent', 'bench', '-w', `packages/${name}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_JSON: rowsFile },
  });
  console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (result.status !== 0) failed.push(name);
}

const rows = fs.existsSync(rowsFile) ? JSON.parse(fs.readFileSync(rowsFile, 'utf8')) : [];
const previousRows = fs.existsSync(latest) ? JSON.parse(fs.readFileSync(latest, 'utf8')).rows : [];
const previous = new Map(previousRows.map((row) => [row.id, row]));

/** Three significant figures at most, thousands grouped: 137,600 · 3.42 · 0.83. */
function figure(value) {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const abs = Math.abs(value);
  const digits = abs >= 100 ? 0 : abs >= 10 ? 1 : 2;
  return value.toLocaleString('en', { maximumFractionDigits: digits });
}
const arrow = (better) => (better === 'higher' ? '≥' : '≤');

const header = [
  'figure',
  'unit',
  'this run',
  'target',
  'anchor (same run)',
  'ratio',
  'ratio target',
  'met',
  'previous run',
];
const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
for (const row of rows) {
  const before = previous.get(row.id);
  lines.push(
    `| ${[
      row.label,
      row.unit,
      figure(row.value),
      row.target === null ? '–' : `${arrow(row.better)} ${figure(row.target)}`,
      row.anchor ? `${row.anchor.label}: ${figure(row.anchor.value)}` : '–',
      row.ratio === null ? '–' : figure(row.ratio),
      row.ratioTarget === null ? '–' : `${arrow(row.better)} ${figure(row.ratioTarget)}`,
      row.met === null ? '–' : row.met ? 'yes' : 'NO',
      before ? figure(before.value) : '–',
    ].join(' | ')} |`,
  );
}
console.log(
  `\n${String(rows.length)} figures, ${os.cpus().length} CPU(s), Node ${process.version}\n`,
);
console.log(lines.join('\n'));

fs.mkdirSync(resultsDir, { recursive: true });
if (fs.existsSync(latest)) fs.copyFileSync(latest, previousFile);
fs.writeFileSync(
  latest,
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      rows,
    },
    null,
    2,
  )}\n`,
);
fs.rmSync(path.dirname(rowsFile), { recursive: true, force: true });
console.log(`\nWritten to ${path.relative(root, latest)}.`);
if (failed.length > 0) {
  console.error(`Benchmarks that failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
