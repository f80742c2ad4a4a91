import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/server-process';

// Deployment (docs/decisions/022-operations.md): the container image and the systemd unit,
// proven as far as this machine allows. Containers cannot be started here (podman/crun:
// `setrlimit RLIMIT_NOFILE: Operation not permitted`) and base images cannot be pulled, so the
// image is built offline (scripts/build-image.mjs: buildah bud of docs/deploy/Containerfile, only
// COPY and configuration), its configuration read back, and the binary started from the image's
// extracted file system as the image's user with `chroot --userspec`. Needs the binary
// (`npm run build:binary`; `npm test` builds it), buildah and root (.ci/run installs buildah).

const root = path.resolve(import.meta.dirname, '../..');
const binary = path.join(root, 'dist/bin/brain-appreciation-club');
const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const missing = [
  !fs.existsSync(binary) && `the binary ${path.relative(root, binary)} is not built (npm run build:binary)`,
  !has('buildah') && 'buildah is not installed (apt-get install buildah)',
  process.getuid?.() !== 0 && 'chroot --userspec needs root',
].filter((m): m is string => typeof m === 'string');
const systemdMissing = has('systemd-analyze') ? null : 'systemd-analyze is not installed (apt-get install systemd)';
if (process.env.CI === 'true' && (missing.length > 0 || systemdMissing)) {
  throw new Error(`CI=true: the container and unit tests cannot run: ${[...missing, systemdMissing].filter(Boolean).join('; ')}`);
}
if (missing.length > 0) console.warn(`SKIPPED the container test: ${missing.join('; ')}`);
if (systemdMissing) console.warn(`SKIPPED the systemd unit test: ${systemdMissing}`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-container-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type ImageConfig = {
  User: string;
  Env: string[];
  Entrypoint: string[];
  Cmd: string[];
  WorkingDir: string;
  ExposedPorts: Record<string, unknown>;
  Volumes: Record<string, unknown>;
  Healthcheck: { Test: string[]; Interval: number; Timeout: number; StartPeriod: number; Retries: number };
};

describe.skipIf(missing.length > 0)('the container image', () => {
  const storage = ['--root', path.join(work, 'storage'), '--runroot', path.join(work, 'run'), '--storage-driver', 'vfs'];
  const tag = 'localhost/brain-appreciation-club:test';
  const fsRoot = path.join(work, 'fs');
  let config: ImageConfig;

  it('builds offline with buildah, from scratch, in a few seconds', { timeout: 180_000 }, () => {
    const started = performance.now();
    const out = execFileSync(
      process.execPath,
      [
        path.join(root, 'scripts/build-image.mjs'),
        '--binary',
        binary,
        '--tag',
        tag,
        '--stage',
        path.join(work, 'stage'),
        '--root',
        path.join(work, 'storage'),
        '--runroot',
        path.join(work, 'run'),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    console.log(`image built in ${Math.round(performance.now() - started)} ms: ${out.trim().split('\n').at(-1)}`);
    const inspected = JSON.parse(execFileSync('buildah', [...storage, 'inspect', '--type', 'image', tag], { encoding: 'utf8' })) as {
      Docker: { config: ImageConfig };
    };
    config = inspected.Docker.config;
  });

  it('is configured as the Dockerfile says: a user without privileges, /data a volume, health check, entrypoint, port', () => {
    expect(config.User).toBe('club');
    expect(Object.keys(config.Volumes)).toEqual(['/data']);
    expect(Object.keys(config.ExposedPorts)).toEqual(['3000/tcp']);
    expect(config.Entrypoint).toEqual(['brain-appreciation-club']);
    expect(config.Cmd).toEqual(['serve']);
    expect(config.WorkingDir).toBe('/home/club');
    expect(config.Healthcheck).toEqual({
      Test: ['CMD', 'brain-appreciation-club', 'healthcheck'],
      Interval: 30e9,
      Timeout: 6e9,
      StartPeriod: 20e9,
      Retries: 3,
    });
    expect(config.Env).toEqual(
      expect.arrayContaining(['NODE_ENV=production', 'HOST=0.0.0.0', 'PORT=3000', 'DATA_DIR=/data', 'XDG_CACHE_HOME=/home/club/.cache']),
    );
    // The Dockerfile (built where images can be pulled) runs the same way: the staged Containerfile took its lines.
    const runtime = (file: string) =>
      fs
        .readFileSync(file, 'utf8')
        .split(/\nFROM /)
        .at(-1)!
        .split('\n')
        .filter((l) => /^(USER|VOLUME|EXPOSE|HEALTHCHECK|ENTRYPOINT|CMD) /.test(l));
    expect(runtime(path.join(work, 'stage', 'Containerfile'))).toEqual(runtime(path.join(root, 'Dockerfile')));
  });

  it('extracts to a file system where the user is not root and owns /data', () => {
    const oci = path.join(work, 'oci');
    execFileSync('buildah', [...storage, 'push', tag, `oci:${oci}`], { stdio: 'ignore' });
    const index = JSON.parse(fs.readFileSync(path.join(oci, 'index.json'), 'utf8')) as { manifests: { digest: string }[] };
    const blob = (digest: string) => path.join(oci, 'blobs', ...digest.split(':'));
    const manifest = JSON.parse(fs.readFileSync(blob(index.manifests[0].digest), 'utf8')) as {
      layers: { digest: string; mediaType: string }[];
    };
    fs.mkdirSync(fsRoot);
    for (const layer of manifest.layers)
      execFileSync('tar', ['-x', '-z', '-f', blob(layer.digest), '-C', fsRoot, '--same-owner', '--numeric-owner']);
    const passwd = fs.readFileSync(path.join(fsRoot, 'etc/passwd'), 'utf8');
    const club = passwd
      .split('\n')
      .find((l) => l.startsWith(`${config.User}:`))!
      .split(':');
    expect(Number(club[2])).toBe(10001);
    expect(Number(club[3])).toBe(10001);
    const data = fs.statSync(path.join(fsRoot, 'data'));
    expect([data.uid, data.gid]).toEqual([10001, 10001]);
    expect(fs.statSync(path.join(fsRoot, 'usr/local/bin/brain-appreciation-club')).mode & 0o777).toBe(0o755);
    // Nothing else a shell would need: the image holds the binary and its libraries.
    expect(fs.existsSync(path.join(fsRoot, 'bin/sh'))).toBe(false);
  });

  it(
    'runs from that file system as the image user: health check, a page, data kept across a restart in /data, clean stops',
    { timeout: 120_000 },
    async () => {
      const port = String(await freePort());
      const imageEnv = Object.fromEntries(config.Env.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]));
      const env = { ...imageEnv, PORT: port, ADMIN_EMAIL: 'keeper@container.example', ADMIN_PASSWORD: 'a container password' };
      const user = ['--userspec=10001:10001', `--groups=10001`];
      // The entrypoint and command as a runtime runs them: inside the image's file system, as its user, with its environment.
      const start = () => {
        const child = spawn('/usr/sbin/chroot', [...user, fsRoot, ...config.Entrypoint, ...config.Cmd], {
          env,
          cwd: path.join(fsRoot, config.WorkingDir),
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        return { child, exited: once(child, 'exit'), output: () => output };
      };
      const healthcheck = () =>
        spawnSync('/usr/sbin/chroot', [...user, fsRoot, ...config.Healthcheck.Test.slice(1)], { env, encoding: 'utf8' });
      const base = `http://127.0.0.1:${port}`;
      const ready = async (output: () => string) => {
        for (let i = 0; i < 200; i++) {
          if (healthcheck().status === 0) return;
          await sleep(100);
        }
        throw new Error(`not healthy:\n${output()}`);
      };

      const first = start();
      await ready(first.output);
      const health = healthcheck();
      expect(health.status).toBe(0);
      expect(`${health.stdout}${health.stderr}`).toContain('200');
      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toMatch(/<h1[^>]*>The Brain Appreciation Club<\/h1>/);
      const origin = `http://localhost:${port}`;
      const login = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = String(login.headers.get('set-cookie')).split(';')[0];
      const created = await fetch(`${base}/api/admin/content`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie },
        body: JSON.stringify({
          title: 'The Container Wing',
          description: '<p>Kept in the volume.</p>',
          type: 'exhibition',
          category: 'Containers',
          imageUrl: '',
        }),
      });
      expect(created.status).toBe(201);
      const id = ((await created.json()) as { id: number }).id;
      first.child.kill('SIGTERM');
      const [code] = await first.exited;
      expect(code).toBe(0);
      expect(first.output()).toContain('SIGTERM received');
      expect(healthcheck().status).not.toBe(0);
      // The data went to the volume folder, written as the image's user.
      const db = fs.statSync(path.join(fsRoot, 'data/club.sqlite'));
      expect([db.uid, db.gid]).toEqual([10001, 10001]);
      expect(fs.existsSync(path.join(fsRoot, 'data/club.sqlite-wal'))).toBe(false);
      // The binary unpacked its files into the user's private cache in the image.
      const cache = path.join(fsRoot, 'home/club/.cache/brain-appreciation-club');
      expect(fs.statSync(cache).uid).toBe(10001);
      expect(fs.statSync(cache).mode & 0o077).toBe(0);

      // The binary's backup and restore commands, run in the image as its user on the volume.
      const command = (args: string[]) =>
        spawnSync('/usr/sbin/chroot', [...user, fsRoot, ...config.Entrypoint, ...args], { env, encoding: 'utf8' });
      const backup = command(['backup', '--out', '/data/backups/before-restore.sqlite']);
      expect(backup.status, backup.stdout + backup.stderr).toBe(0);
      const restore = command(['restore', '/data/backups/before-restore.sqlite']);
      expect(restore.status, restore.stdout + restore.stderr).toBe(0);
      expect(restore.stdout).toContain('integrity ok');

      const second = start();
      await ready(second.output);
      expect(command(['restore', '/data/backups/before-restore.sqlite']).stderr).toMatch(/A server \(PID \d+.*\) is running on \/data/);
      const page = await fetch(`${base}/exhibitions/${id}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('The Container Wing');
      second.child.kill('SIGTERM');
      const [again] = await second.exited;
      expect(again).toBe(0);
    },
  );
});

describe.skipIf(systemdMissing !== null)('the systemd unit', () => {
  const unit = fs.readFileSync(path.join(root, 'docs/deploy/brain-appreciation-club.service'), 'utf8');
  /** The unit with its ExecStart pointed at a binary that exists here (verify checks that it does). */
  const placed = (text: string, name: string) => {
    const dir = path.join(work, 'units');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, name);
    const stand = path.join(work, 'brain-appreciation-club');
    fs.writeFileSync(stand, '#!/bin/sh\n', { mode: 0o755 });
    fs.writeFileSync(file, text.replaceAll('/usr/local/bin/brain-appreciation-club', fs.existsSync(binary) ? binary : stand));
    return file;
  };

  it('passes systemd-analyze verify with nothing to say', () => {
    const result = spawnSync('systemd-analyze', ['verify', placed(unit, 'brain-appreciation-club.service')], { encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
    expect(result.status).toBe(0);
  });

  it('is a check that catches mistakes (a misspelt key, a missing binary)', () => {
    const typo = spawnSync('systemd-analyze', ['verify', placed(unit.replace('User=club', 'Usr=club'), 'typo.service')], {
      encoding: 'utf8',
    });
    expect(typo.stderr).toContain("Unknown key 'Usr'");
    const gone = path.join(work, 'units', 'gone.service');
    fs.writeFileSync(gone, unit.replace('/usr/local/bin/brain-appreciation-club serve', '/nonexistent/brain-appreciation-club serve'));
    const missingBinary = spawnSync('systemd-analyze', ['verify', gone], { encoding: 'utf8' });
    expect(missingBinary.status).not.toBe(0);
    expect(missingBinary.stderr).toContain('is not executable');
  });

  it('keeps its hardening (systemd-analyze security --offline)', () => {
    const result = spawnSync(
      'systemd-analyze',
      ['security', '--offline=true', '--no-pager', placed(unit, 'brain-appreciation-club.service')],
      { encoding: 'utf8' },
    );
    const level = /Overall exposure level for .*: ([\d.]+) (\w+)/.exec(result.stdout);
    expect(level, result.stdout + result.stderr).not.toBeNull();
    console.log(`systemd-analyze security --offline: ${level![1]} ${level![2]}`);
    expect(Number(level![1])).toBeLessThanOrEqual(4.5);
  });
});
