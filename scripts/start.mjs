// `npm start`: the exchange with demo data on one port (http://localhost:8080 by default).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
// Demo mode is the default; DEMO_DEFAULT=1 tells main.ts it was not asked for, so it refuses to
// expose it beyond this machine (HOST) unless DEMO=1 is given explicitly.
const env = { ...process.env };
if (env.DEMO === undefined) {
  env.DEMO = '1';
  env.DEMO_DEFAULT = '1';
} else {
  delete env.DEMO_DEFAULT;
}
const child = spawn(process.execPath, [path.join(import.meta.dirname, 'serve.mjs')], {
  stdio: 'inherit',
  env,
});
// Stopping `npm start` (Ctrl+C, or SIGTERM to this process) stops the server: serve.mjs forwards
// the signal to it and exits when it has closed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm start` runs this under `sh -c`, and npm forwards SIGTERM to that shell only: the shell dies
// and this process is left over with the server. When our parent goes away (our ppid changes),
// stop the server as if the signal had reached us. Only under npm: `nohup node scripts/start.mjs`
// is meant to outlive its shell.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) child.kill('SIGTERM');
  }, 500).unref();
}
