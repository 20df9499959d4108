// `node scripts/browser-tests.mjs <project> [vitest args…]`: runs one of Vitest's browser projects
// (storybook, visual) the way `npm test` needs it, every file run and every test passed.
//
// Why a wrapper: Vitest 4 drives all of a project's files through one long-lived orchestrator
// page over one websocket. Now and then Chromium severs that page's connections mid-run
// ("Browser connection was closed while running tests"); Vitest then ends the session, the file in
// flight and every file after it never run, and no test has failed (vitest-dev/vitest#10791 and
// melonjs/melonJS#1615 describe the same). Here that happened in 2 of 3 full story runs on a busy
// 2-core machine, on a different file each time.
//
// So: when, and only when, a run ends with that connection error and not one test failed, the
// files that did not pass are run again in a new browser (at most twice). A test that fails is
// never run again: its failure ends the step, as before. Every file of the project must finish and
// pass for the step to pass.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const CONNECTION_LOST = 'Browser connection was closed while running tests';
const MAX_RERUNS = 2;

const [project, ...extra] = process.argv.slice(2);
if (!project) {
  console.error('usage: node scripts/browser-tests.mjs <project> [vitest args…]');
  process.exit(2);
}
// Options go to every run; file filters only to the first run and to the list of files.
const options = extra.filter((arg) => arg.startsWith('-'));
const filters = extra.filter((arg) => !arg.startsWith('-'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), `vitest-${project}-`));

/** Every test file of the project, as Vitest collects them (absolute paths). */
function projectFiles() {
  const out = path.join(work, 'list.json');
  const listed = spawnSync(
    vitest,
    ['list', '--project', project, '--filesOnly', `--json=${out}`, ...options, ...filters],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (listed.status !== 0) throw new Error(`vitest list exited with ${String(listed.status)}`);
  return JSON.parse(fs.readFileSync(out, 'utf8')).map((entry) => entry.file);
}

/** One run over `files` (all of the project's when empty): its exit code, output and JSON report. */
function run(files, attempt) {
  const report = path.join(work, `report-${String(attempt)}.json`);
  const args = [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...options,
    ...(files.length > 0 ? files.map((file) => path.relative(root, file)) : filters),
  ];
  return new Promise((resolve) => {
    const child = spawn(vitest, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.on('close', (code) => {
      const json = fs.existsSync(report) ? JSON.parse(fs.readFileSync(report, 'utf8')) : null;
      resolve({ code: code ?? 1, output, json });
    });
  });
}

function main() {
  return (async () => {
    let files = [];
    for (let attempt = 0; ; attempt += 1) {
      const { code, output, json } = await run(files, attempt);
      if (code === 0) return 0;
      if (!json || !output.includes(CONNECTION_LOST)) {
        return code;
      }
      const failedTests = json.testResults.flatMap((file) =>
        file.assertionResults.filter((test) => test.status === 'failed'),
      );
      if (failedTests.length > 0) {
        console.error(`\n${String(failedTests.length)} tests failed: not run again.`);
        return code;
      }
      if (attempt === MAX_RERUNS) {
        console.error(`\nThe browser connection was lost ${String(attempt + 1)} times; giving up.`);
        return code;
      }
      // A file the connection loss cut off is reported 'passed' with its tests 'pending' (or with
      // none at all when it never started): finished means it has tests and none is pending.
      const passed = new Set(
        json.testResults
          .filter(
            (file) =>
              file.assertionResults.length > 0 &&
              file.assertionResults.every((test) => test.status !== 'pending'),
          )
          .map((file) => file.name),
      );
      const scope = files.length > 0 ? files : projectFiles();
      files = scope.filter((file) => !passed.has(file));
      if (files.length === 0) return code;
      console.error(
        `\n${CONNECTION_LOST} (no test failed): running the ${String(files.length)} files ` +
          `that did not finish again in a new browser (rerun ${String(attempt + 1)} of ${String(MAX_RERUNS)}).\n`,
      );
    }
  })();
}

try {
  process.exitCode = await main();
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
