import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../test/postgres.ts';

/** A throwaway nats-server for a test file (see {@link startTestNats}). */
export interface TestNats {
  /** `nats://127.0.0.1:<port>`: what a client connects to. */
  readonly url: string;
  readonly port: number;
  /** Stop the server (SIGTERM, then SIGKILL after 5 s); a later `start()` may bring it back. */
  stop(): Promise<void>;
  /** Start it again on the same port (after `stop()`), resolving once it accepts clients. */
  start(): Promise<void>;
}

const INSTALL_HINT =
  'nats-server is required for the cluster tests: install it with `apt-get install nats-server` ' +
  '(looked up on PATH, in /usr/sbin and /usr/local/bin; scripts/ensure-system.sh does it as root).';

function findBinary(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/bin'];
  return dirs
    .filter(Boolean)
    .map((dir) => path.join(dir, 'nats-server'))
    .find((file) => fs.existsSync(file));
}

/** Resolves once a TCP client on `port` receives the server's `INFO` line (it accepts clients). */
function answersInfo(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => {
      done(false);
    });
    socket.once('data', (chunk) => {
      done(chunk.toString('utf8').startsWith('INFO'));
    });
    socket.once('error', () => {
      done(false);
    });
  });
}

/**
 * Start a throwaway nats-server on a free port of 127.0.0.1 (no persistence, no cluster) and
 * wait until it accepts clients (`maxPayload`: its max_payload, e.g. '32MB'). Fails (never
 * skips) with install instructions when nats-server cannot be found. `stop()` and `start()`
 * restart it on the same port, for reconnect tests.
 *
 * @example
 * const nats = await startTestNats();
 * const bus = await connectNatsBus({ servers: nats.url });
 * …
 * await bus.close();
 * await nats.stop();
 */
export async function startTestNats(options: { maxPayload?: string } = {}): Promise<TestNats> {
  const binary = findBinary();
  if (!binary) throw new Error(INSTALL_HINT);
  const port = await freePort();
  let child: ChildProcess | undefined;

  const start = async (): Promise<void> => {
    if (child) return;
    let output = '';
    let exited: string | undefined;
    const args = ['-a', '127.0.0.1', '-p', String(port)];
    // As the cluster runs it (max_payload 32MB: forwarded uploads; the server's default is 1 MB).
    // Only a config file sets it: Debian's nats-server 2.9 has no --max_payload flag.
    const confDir = options.maxPayload
      ? fs.mkdtempSync(path.join(os.tmpdir(), 'test-nats-'))
      : undefined;
    if (confDir) {
      const conf = path.join(confDir, 'nats.conf');
      fs.writeFileSync(conf, `max_payload: ${String(options.maxPayload)}\n`);
      args.push('-c', conf);
    }
    const proc = spawn(binary, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    const collect = (chunk: Buffer) => {
      if (output.length < 10_000) output += chunk.toString('utf8');
    };
    proc.stdout.on('data', collect);
    proc.stderr.on('data', collect);
    proc.once('exit', (code, signal) => {
      exited = `exited (${String(code ?? signal)})`;
      if (child === proc) child = undefined;
    });
    const deadline = Date.now() + 10_000;
    try {
      while (Date.now() < deadline) {
        if (exited) break;
        if (await answersInfo(port)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      // The server has read its configuration by the time it accepts clients (or failed to).
      if (confDir) fs.rmSync(confDir, { recursive: true, force: true });
    }
    proc.kill('SIGKILL');
    throw new Error(
      `nats-server on port ${String(port)} did not accept clients: ${exited ?? 'timed out'}\n${output}`,
    );
  };

  const stop = async (): Promise<void> => {
    const proc = child;
    if (!proc) return;
    child = undefined;
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => proc.kill('SIGKILL'), 5000);
      proc.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      proc.kill('SIGTERM');
    });
  };

  await start();
  return { url: `nats://127.0.0.1:${String(port)}`, port, start, stop };
}
