import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const MAIN = path.join(import.meta.dirname, 'main.ts');

/** Run main.ts as `npm start` would (through tsx), until it exits; its code and output. */
function runMain(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`main.ts did not exit: ${stdout}${stderr}`));
    }, 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('main.ts start-up errors: one line, no stack', () => {
  let blocker: net.Server;
  let port = 0;
  let dir = '';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-main-'));
    blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    port = (blocker.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => blocker.close(resolve));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names the port in use and how to pick another', async () => {
    const { code, stderr } = await runMain({
      PORT: String(port),
      DEMO: '0',
      SQLITE_FILE: path.join(dir, 'exchange.sqlite'),
    });
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Port ${port} is already in use (another exchange or program listens on it): stop it, or pick another port, e.g. PORT=${port + 1} npm start`,
    );
  }, 30_000);

  it('refuses default demo mode on a non-loopback HOST, and says how to proceed', async () => {
    const { code, stderr, stdout } = await runMain({
      HOST: '0.0.0.0',
      DEMO: '1',
      DEMO_DEFAULT: '1',
      PORT: '0',
      SQLITE_FILE: path.join(dir, 'exchange.sqlite'),
    });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/^Refusing to start: demo mode .*HOST=0\.0\.0\.0.*DEMO=1.*DEMO=0/);
  }, 30_000);
});
