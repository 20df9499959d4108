// `npm start`: the exchange with demo data on one port (http://localhost:8080 by default).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';

ensureDependencies();
const child = spawn(process.execPath, [path.join(import.meta.dirname, 'serve.mjs')], {
  stdio: 'inherit',
  env: { DEMO: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
