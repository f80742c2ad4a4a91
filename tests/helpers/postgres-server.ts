import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL server for the tests: Debian's `postgresql` package (initdb + pg_ctl)
 * on a random loopback port with its data in a temporary folder, stopped and removed afterwards.
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user the
 * package creates (through runuser).
 */
export type PostgresServer = { url: string; port: number; version: string; stop: () => Promise<void> };

/** The newest installed server's bin folder (/usr/lib/postgresql/<major>/bin), or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (process.env.POSTGRES_BIN) return fs.existsSync(path.join(process.env.POSTGRES_BIN, 'postgres')) ? process.env.POSTGRES_BIN : null;
  let majors: string[] = [];
  try {
    majors = fs
      .readdirSync(root)
      .filter((m) => fs.existsSync(path.join(root, m, 'bin', 'initdb')) && fs.existsSync(path.join(root, m, 'bin', 'postgres')));
  } catch {
    return null;
  }
  majors.sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(root, majors[0], 'bin') : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Why this machine cannot start a server, or null when it can. */
export function postgresUnavailableReason(): string | null {
  const bin = findPostgresBin();
  if (!bin) return 'no PostgreSQL server is installed (apt-get install -y postgresql; looked in /usr/lib/postgresql/*/bin)';
  if (isRoot()) {
    const user = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (user.status !== 0) return 'running as root and there is no "postgres" user to run the server as';
    if (spawnSync('runuser', ['--help'], { encoding: 'utf8' }).error) return 'running as root and runuser is missing';
  }
  return null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a server program as the current user, or as `postgres` when we are root. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[]): void {
  const [cmd, full] = asServerUser(command, args);
  const result = spawnSync(cmd, full, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  const reason = postgresUnavailableReason();
  if (!bin || reason) throw new Error(`Cannot start PostgreSQL: ${reason}`);
  // As root, under /tmp itself: the postgres user must be able to reach the folder (a TMPDIR
  // inside root's home would not be).
  const dir = fs.mkdtempSync(path.join(isRoot() ? '/tmp' : os.tmpdir(), 'bac-pg-'));
  fs.chmodSync(dir, 0o700);
  if (isRoot()) execFileSync('chown', ['postgres:', dir]);
  const dataDir = path.join(dir, 'data');
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    // A test server: speed over durability.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    '-c shared_buffers=64MB',
  ].join(' ');
  run(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  const version = path.basename(path.dirname(bin));
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    version,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      const [cmd, args] = asServerUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      await new Promise<void>((resolve) => {
        const child = spawn(cmd, args, { stdio: 'ignore' });
        child.on('exit', () => resolve());
        child.on('error', () => resolve());
      });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
