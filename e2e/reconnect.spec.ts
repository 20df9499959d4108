import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page, type WebSocket } from '@playwright/test';
import { freePortSync } from '../scripts/free-port.ts';

// This test owns its server: it must kill and restart it under an open page, which the shared
// webServer of playwright.config.ts cannot allow. The app is already built by that webServer.
const root = path.join(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const serverMain = path.join(root, 'packages', 'server', 'src', 'main.ts');

/** A decimal price as the home page prints it, "64,123.45" (a string, never parsed into a float). */
const price = /^\d{1,3}(,\d{3})*(\.\d+)?$/;

/** The running server (tsx and the node process it starts, one process group). */
interface Server {
  child: ChildProcess;
}

/** Start the reference server on `port` with `sqliteFile` and wait until /health answers. */
async function startServer(port: number, sqliteFile: string): Promise<Server> {
  const child = spawn(tsx, [serverMain], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: sqliteFile,
      DEMO: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // tsx runs the server in a child node process: give both their own group to kill together.
    detached: true,
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // Only the tail matters for a diagnosis; the request log grows without bound.
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const server = { child };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited with ${String(child.exitCode)}:\n${output}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${String(port)}/health`);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopServer(server);
  throw new Error(`The server did not answer /health within 60 s:\n${output}`);
}

/** SIGKILL: the server vanishes without closing its sockets, as in a crash. */
async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  const running = child.exitCode === null && child.signalCode === null;
  const exited = new Promise<void>((resolve) => {
    if (!running) resolve();
    child.once('exit', () => {
      resolve();
    });
  });
  if (child.pid === undefined) return;
  try {
    // The negative pid is the process group: tsx and the node process that holds the port.
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The whole group is gone already.
  }
  await exited;
}

/** The last price of a pair's row in the home page's "New listings" card (its order is fixed). */
function lastPrice(page: Page, pair: string): Locator {
  return page
    .getByRole('region', { name: 'New listings' })
    .getByRole('link', { name: new RegExp(`^${pair.replace('/', '\\/')}`) })
    .locator('bdi')
    .filter({ hasText: price });
}

/** Wait until the price cell shows a value other than `before` (the simulator trades every second). */
async function expectPriceToMove(cell: Locator, before: string) {
  await expect(cell).toHaveText(price);
  await expect
    .poll(async () => (await cell.textContent())?.trim(), { timeout: 30_000 })
    .not.toBe(before);
}

test('restarting the server under an open page brings the network bar and live tickers back without a reload', async ({
  page,
}) => {
  // Kill (~up to 13 s to notice), restart, reconnect (~up to 10 s to probe again): well over 60 s.
  test.setTimeout(150_000);
  const port = freePortSync();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-reconnect-'));
  const sqliteFile = path.join(dataDir, 'exchange.sqlite');
  const url = `http://127.0.0.1:${String(port)}/`;
  let server = await startServer(port, sqliteFile);
  try {
    // Ticker frames received per socket the page opens, in order of opening.
    const tickerFrames: number[] = [];
    page.on('websocket', (socket: WebSocket) => {
      const index = tickerFrames.push(0) - 1;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"cmd":"ticker"')) {
          tickerFrames[index] = (tickerFrames[index] ?? 0) + 1;
        }
      });
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });

    await page.goto(url);
    const bar = page.getByRole('status').filter({ hasText: 'Network:' });
    // '29 ms' has a no-break space between number and unit (design-system's withUnit): \s.
    await expect(bar).toHaveText(/Network: (Stable|Unstable)\s*\d+\sms/, { timeout: 20_000 });
    const btc = lastPrice(page, 'SOL/USDT');
    await expect(btc).toHaveText(price);
    await expectPriceToMove(btc, (await btc.textContent())?.trim() ?? '');

    await stopServer(server);
    // The probe runs every 10 s and gives up after 3 s.
    await expect(bar).toContainText('Network: Timeout', { timeout: 20_000 });
    const socketsBefore = tickerFrames.length;
    const frozen = (await btc.textContent())?.trim() ?? '';

    server = await startServer(port, sqliteFile);
    await expect(bar).toHaveText(/Network: (Stable|Unstable)\s*\d+\sms/, { timeout: 20_000 });
    // The socket machine opened a new connection by itself and tickers flow on it again.
    await expect
      .poll(() => tickerFrames.slice(socketsBefore).reduce((sum, count) => sum + count, 0), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    await expectPriceToMove(btc, frozen);
    expect(loads).toBe(1);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
