import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { type VclOptions, varnishVcl } from '~/server/cache/edge/vcl';
import { freePort, spawnWatched } from './server-process';

/** Whether Debian's varnishd and vmod xkey are installed (.ci/run installs varnish and varnish-modules). */
export const varnishInstalled = (): boolean =>
  spawnSync('varnishd', ['-V'], { encoding: 'utf8' }).status === 0 &&
  ['/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so', '/usr/lib/aarch64-linux-gnu/varnish/vmods/libvmod_xkey.so'].some((f) =>
    fs.existsSync(f),
  );

/**
 * A real Varnish in the foreground on a free port with docs/deploy/varnish.vcl's text (made for these
 * backends), in a folder of its own; `stop()` ends it and removes the folder.
 */
export async function startVarnish(options: Partial<VclOptions> & Pick<VclOptions, 'backends'>, listenPort?: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-varnish-'));
  fs.chmodSync(dir, 0o755);
  const vcl = path.join(dir, 'club.vcl');
  fs.writeFileSync(vcl, varnishVcl({ purgers: ['127.0.0.1', '::1'], staleIfErrorSeconds: 86_400, ...options }));
  fs.chmodSync(vcl, 0o644);
  const port = listenPort ?? (await freePort());
  // Root (CI) drops to Varnish's own user; anyone else runs it unjailed.
  const jail = process.getuid?.() === 0 ? [] : ['-j', 'none'];
  const varnish = spawnWatched(
    'varnishd',
    ['-F', ...jail, '-n', path.join(dir, 'work'), '-a', `127.0.0.1:${port}`, '-f', vcl, '-s', 'malloc,64m', '-p', 'default_ttl=0'],
    { env: process.env },
  );
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${base}/healthz`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > until || varnish.child.exitCode !== null) throw new Error(`varnishd did not start:\n${varnish.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    port,
    /** varnishstat's counters (MAIN.backend_req, MAIN.cache_hit, ...) at this moment. */
    counters: (): Record<string, number> => {
      const out = spawnSync('varnishstat', ['-n', path.join(dir, 'work'), '-1', '-j'], { encoding: 'utf8' }).stdout;
      const json = JSON.parse(out) as { counters?: Record<string, { value: number }> } & Record<string, { value?: number }>;
      const entries = Object.entries(json.counters ?? json).filter(([, v]) => typeof v === 'object' && v !== null && 'value' in v);
      return Object.fromEntries(entries.map(([k, v]) => [k, Number(v.value)]));
    },
    output: varnish.output,
    stop: async () => {
      varnish.child.kill('SIGTERM');
      await varnish.exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether Varnish answered from its cache: a hit's X-Varnish names this request and the one that stored the object. */
export const isHit = (res: Response): boolean => (res.headers.get('x-varnish') ?? '').trim().split(/\s+/).length === 2;
/** The request that stored the object a hit came from. */
export const storedBy = (res: Response): string | undefined => (res.headers.get('x-varnish') ?? '').trim().split(/\s+/)[1];
