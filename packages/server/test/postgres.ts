import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** A PostgreSQL server the tests may create databases in. */
export interface TestPostgres {
  /** Create an empty database and return its URL. */
  createDatabase(): Promise<string>;
  /** Stop the throwaway cluster (no-op when DATABASE_URL was given). */
  stop(): Promise<void>;
}

const INSTALL_HINT =
  'PostgreSQL is required for the storage tests: install it with `apt-get install postgresql` ' +
  '(initdb, pg_ctl and postgres are looked up on PATH and in /usr/lib/postgresql/*/bin), ' +
  'or point DATABASE_URL at a server where the test user may CREATE DATABASE.';

function findBinDir(): string | undefined {
  const candidates = (process.env.PATH ?? '').split(path.delimiter);
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    for (const version of fs.readdirSync(debian).sort().reverse())
      candidates.push(path.join(debian, version, 'bin'));
  }
  return candidates.find(
    (dir) =>
      dir && fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'pg_ctl')),
  );
}

/** A loopback port nobody listens on now (for the throwaway servers the tests start). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/** Run a PostgreSQL binary; as root it runs as the `postgres` user, which initdb requires. */
function run(bin: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(bin)} failed (${String(result.status)}): ${result.stderr || result.stdout}`,
    );
  }
}

let counter = 0;

/**
 * Start PostgreSQL for a test file: `DATABASE_URL` when set, otherwise a throwaway cluster in a
 * temp dir on a free port (initdb + pg_ctl, fsync off). Fails (never skips) with install
 * instructions when PostgreSQL cannot be found.
 *
 * @example
 * const server = await startTestPostgres();
 * const storage = await openStorage({ url: await server.createDatabase() });
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const external = process.env.DATABASE_URL;
  let adminUrl: string;
  let stop: () => Promise<void>;
  if (external) {
    adminUrl = external;
    stop = () => Promise.resolve();
  } else {
    const binDir = findBinDir();
    if (!binDir) throw new Error(INSTALL_HINT);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-pg-'));
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      fs.chownSync(dir, uid, gid);
    }
    const data = path.join(dir, 'data');
    const port = await freePort();
    run(path.join(binDir, 'initdb'), [
      '-D',
      data,
      '-A',
      'trust',
      '-U',
      'postgres',
      '--no-sync',
      '-E',
      'UTF8',
    ]);
    run(path.join(binDir, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-t',
      '30',
      'start',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    ]);
    adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    stop = () => {
      try {
        run(path.join(binDir, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
      return Promise.resolve();
    };
  }
  return {
    async createDatabase() {
      counter += 1;
      const name = `exchange_test_${process.pid}_${counter}_${Date.now()}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    stop,
  };
}
