import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const built = (command: string) => path.resolve('dist/server', `${command}.js`);

/**
 * Starts a long-running process (a server) and keeps what it prints: `output()` reads it so far,
 * `exited` settles with its exit code and signal.
 */
export function spawnWatched(command: string, args: string[], options: { cwd?: string; env: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = once(child, 'exit').then(([code, signal]) => ({ code: code as number | null, signal: signal as string | null }));
  return { child, exited, output: () => output };
}

/** Starts the compiled server (`dist/server/main.js`, what `npm start` runs after building) as its own process. */
export function startServer(env: Record<string, string>) {
  return spawnWatched(process.execPath, [built('main')], { env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env } });
}

/** Runs one compiled command (`migrate`, `admin-create`, `backup`) to the end. */
export function runBuiltCommand(command: 'migrate' | 'admin-create' | 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [built(command), ...args], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Where a server process on this data folder listens: a free port on 127.0.0.1, the settings that
 * say so (to spread into its environment) and the address it answers at.
 */
export async function localServer(dataDir: string) {
  const port = String(await freePort());
  return { port, base: `http://127.0.0.1:${port}`, env: { DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1' } };
}

/** Waits until the server at `base` answers /healthz 200; throws with what it printed when it never does. */
export async function untilHealthy(base: string, output: () => string, seconds = 30): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server at ${base} did not answer /healthz within ${seconds} s:\n${output()}`);
}

/**
 * The compiled server on a fresh data folder of its own (named from `prefix`), started and healthy:
 * `env` gives its settings once it is known where it listens (spread `site.env` into them).
 * `restart()` stops it (SIGTERM) and starts it again on the same settings; `stop()` stops it and
 * removes its folder.
 */
export async function startLocalServer(
  prefix: string,
  env: (site: Awaited<ReturnType<typeof localServer>>) => Record<string, string> | Promise<Record<string, string>>,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const site = await localServer(dataDir);
  let server: ReturnType<typeof startServer> | undefined;
  const halt = async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
  };
  const stop = async () => {
    await halt();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const settings = await env(site);
    const start = async () => {
      server = startServer(settings);
      await untilHealthy(site.base, server.output);
    };
    await start();
    return {
      ...site,
      dataDir,
      output: () => server?.output() ?? '',
      restart: async () => {
        await halt();
        await start();
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
