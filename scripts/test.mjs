// `npm test`: every check, in order, stopping at the first red step (STYLE.md "Habits"):
// lint (+ format + unused code), typecheck (+ size budgets), unit tests, story tests, visual
// tests, e2e.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';

const root = path.join(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const turbo = (...tasks) => [
  bin('turbo'),
  'run',
  ...tasks,
  '--output-logs=new-only',
  '--concurrency=2',
];

const steps = [
  ['system packages (Chromium, PostgreSQL)', ['bash', 'scripts/ensure-system.sh']],
  ['lint', turbo('lint', '//#lint:root')],
  ['format', [bin('prettier'), '--check', '--log-level=warn', '.']],
  ['unused files, exports and dependencies', [bin('knip')]],
  ['typecheck', turbo('typecheck', '//#typecheck:root')],
  // The app's route budgets build the app through turbo, as the e2e web server does: the e2e step
  // then finds it in turbo's cache instead of building it again.
  [
    'bundle size budgets',
    ['npm', 'run', '--silent', 'size', '-w', 'packages/design-system', '-w', 'packages/app'],
  ],
  ['unit tests', turbo('test:unit')],
  // Both browser projects run through browser-tests.mjs: every file must finish and pass, and a
  // run Chromium cut off mid-way (no test failed) runs its unfinished files again.
  ['story tests', ['node', 'scripts/browser-tests.mjs', 'storybook']],
  ['visual tests', ['npm', 'run', '--silent', 'test:visual']],
  ['end-to-end tests', [bin('playwright'), 'test']],
];

ensureDependencies();
const timings = [];
const started = Date.now();
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (${seconds} s). Steps run:\n  ${timings.join('\n  ')}`);
    process.exit(result.status ?? 1);
  }
}
console.log(
  `\n✔ all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s\n  ${timings.join('\n  ')}`,
);
