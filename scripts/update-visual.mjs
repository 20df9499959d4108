// Rewrites every story baseline and records the Chromium version they were made with.
// The harness tests are left out: their "one-unit change is caught" test would otherwise
// overwrite the swatch baseline with the changed colour.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { runningChromiumVersion, versionFile } from './browser-version.mjs';

const run = spawnSync(
  'node_modules/.bin/vitest',
  ['run', '--project', 'visual', '--update', '--testNamePattern', '^story '],
  { stdio: 'inherit' },
);
if (run.status !== 0) process.exit(run.status ?? 1);
fs.writeFileSync(versionFile, `${runningChromiumVersion()}\n`);
console.log(
  `Baselines updated for Chromium ${runningChromiumVersion()}; review them with git diff.`,
);
