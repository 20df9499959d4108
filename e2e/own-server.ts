import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePortSync } from '../scripts/free-port.ts';

// A second reference server for a journey whose clock starts at the server's first start (the
// demo launchpad's phases run from it): the shared e2e server has been up for minutes by then.
// It serves the app the e2e web server built, from its own fresh store on a free port.

export interface OwnServer {
  baseURL: string;
  stop: () => Promise<void>;
}

const root = path.join(import.meta.dirname, '..');

/** Starts a demo server with `env` on top of the defaults and waits for its health check. */
export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = freePortSync();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-own-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SQLITE_FILE: path.join(dir, 'exchange.sqlite'),
        DEMO: '1',
        ...env,
      },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const baseURL = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${stderr}`);
    try {
      if ((await fetch(`${baseURL}/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The server did not answer /health within 60 s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
