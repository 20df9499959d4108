// Builds what the server serves (the web app; turbo caches it) and starts the reference server.
// Used by `npm start` and by the e2e webServer.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// e2e runs start from an empty store: remove the SQLite file (and its WAL files) first.
const sqliteFile = process.env.SQLITE_FILE;
if (process.env.FRESH_DATA === '1' && sqliteFile) {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${sqliteFile}${suffix}`, { force: true });
}

// SIGINT/SIGTERM/SIGHUP go to whichever child runs (the build, then the server); this process
// exits when that child has.
let current = null;
let stopped = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopped = true;
    current?.kill(signal);
  });
}

function run(command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  current = child;
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const built = await run(bin('turbo'), [
  'run',
  'build',
  '--filter=@exchange/app',
  '--output-logs=errors-only',
]);
if (built !== 0 || stopped) process.exit(built || 1);

// The server runs in a node of its own (tsx as a loader, not a wrapper process), so a signal
// sent here reaches it directly.
const status = await run(process.execPath, [
  '--import',
  'tsx',
  path.join(root, 'packages/server/src/main.ts'),
]);
process.exit(status);
