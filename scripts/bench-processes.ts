/**
 * What bench-mix and bench-edge both do: fork bench-mix's load processes, start the built server,
 * and read the same pages.
 */
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Runs bench-mix.ts (or `script`) as a load process for `load`; `done` is the answer it sends back. */
export function forkLoad<R>(load: unknown, args: string[] = [], script = path.join(import.meta.dirname, 'bench-mix.ts')) {
  const child = fork(script, ['--load', JSON.stringify(load), ...args], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const done = new Promise<R>((resolve, reject) => {
    child.once('message', (m) => resolve(m as R));
    child.once('exit', (code) => reject(new Error(`load process exited with ${code}`)));
  });
  return { done, child };
}

/** The built server's entry and the Node flags `npm start` gives it. */
export function builtServer(root: string): { entry: string; flags: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return { entry: path.join(root, 'dist/server/main.js'), flags: pkg.scripts.start.split(/\s+/).filter((w) => w.startsWith('--')) };
}

/** Waits (60 s at most) until `base`/healthz answers 200; throws when the server exits or the time is up. */
export async function untilHealthy(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.status === 200,
      () => false, // not listening yet
    );
    if (ok) return;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The pages and rows the readers of bench-mix and bench-edge read (`exhibition`: a seeded one's id). */
export const readPaths = (exhibition: number): string[] => [
  '/',
  '/job-title-translator',
  '/exhibitions',
  `/exhibitions/${exhibition}`,
  '/api/content',
  '/api/experiments/job-title-translator/latest',
];
