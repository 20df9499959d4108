// Builds what the server serves (the web app; turbo caches it) and starts the reference server.
// Used by `npm start` and by the e2e webServer.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// e2e runs start from an empty store: remove the SQLite file (and its WAL files) first.
const sqliteFile = process.env.SQLITE_FILE;
if (process.env.FRESH_DATA === '1' && sqliteFile) {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${sqliteFile}${suffix}`, { force: true });
}

const build = spawnSync(
  bin('turbo'),
  ['run', 'build', '--filter=@exchange/app', '--output-logs=errors-only'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(bin('tsx'), [path.join(root, 'packages/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
