import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { disagreements } from '../helpers/doc-figures';
import { freePort } from '../helpers/server-process';

// Deployment (docs/decisions/022-operations.md, 041): the container image and the systemd unit.
// Base images cannot be pulled here, so the image is built offline (scripts/build-image.mjs: buildah
// bud of docs/deploy/Containerfile, only COPY and configuration, the binary's files unpacked while
// staging), its configuration read back, and then it runs under podman and crun, a real OCI
// runtime, with the limits this machine allows (docs/deploy/README.md, "Containers"): health check,
// pages, a write kept in a named volume, backup and restore, clean stops. The binary is also started
// from the image's extracted file system as its user with `chroot --userspec`, where podman is
// missing. Needs the binary (`npm run build:binary`; `npm test` builds it), buildah, podman and root
// (.ci/run installs them).

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
const podmanMissing = has('podman') && has('nsenter') ? null : 'podman is not installed (apt-get install podman)';
if (process.env.CI === 'true' && podmanMissing) throw new Error(`CI=true: the container cannot run under podman: ${podmanMissing}`);
if (missing.length > 0) console.warn(`SKIPPED the container test: ${missing.join('; ')}`);
if (podmanMissing && missing.length === 0) console.warn(`SKIPPED the container run under podman: ${podmanMissing}`);
if (systemdMissing) console.warn(`SKIPPED the systemd unit test: ${systemdMissing}`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-container-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
/**
 * The home page answers, an administrator signs in and adds an exhibition: what a container must
 * keep across a restart. Returns the new exhibition's id.
 */
async function signInAndAddExhibition(base: string, origin: string, email: string, password: string, title: string): Promise<number> {
  const home = await fetch(`${base}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toMatch(/<h1[^>]*>The Brain Appreciation Club<\/h1>/);
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  const cookie = String(login.headers.get('set-cookie')).split(';')[0];
  const created = await fetch(`${base}/api/admin/content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ title, description: '<p>Kept in the volume.</p>', type: 'exhibition', category: 'Containers', imageUrl: '' }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: number }).id;
}
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
        '--sizes',
        path.join(work, 'sizes.json'),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    console.log(`image built in ${Math.round(performance.now() - started)} ms: ${out.trim().split('\n').slice(-2).join('\n')}`);
    const inspected = JSON.parse(execFileSync('buildah', [...storage, 'inspect', '--type', 'image', tag], { encoding: 'utf8' })) as {
      Docker: { config: ImageConfig };
    };
    config = inspected.Docker.config;
  });

  it('is the size the README and docs/deploy say (within 10%), as buildah counts it', () => {
    const recorded = JSON.parse(fs.readFileSync(path.join(work, 'sizes.json'), 'utf8')) as { image: { bytes: number } };
    const listed = JSON.parse(execFileSync('buildah', [...storage, 'images', '--json', tag], { encoding: 'utf8' })) as { size: string }[];
    // buildah prints the size rounded ("185 MB", its own rounding: 185.5 MB has shown as 186): the
    // build's byte count must be within a megabyte of it.
    const shown = /^(\d+(?:\.\d+)?) MB$/.exec(listed[0].size);
    expect(shown, listed[0].size).not.toBeNull();
    expect(Math.abs(Number(shown![1]) - recorded.image.bytes / 1e6)).toBeLessThanOrEqual(1);
    expect(disagreements({ image: recorded.image.bytes })).toEqual([]);
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
    // The binary's files are unpacked in the image already, complete and the user's own: no first start unpacks them.
    const cache = path.join(fsRoot, 'home/club/.cache/brain-appreciation-club');
    const builds = fs.readdirSync(cache);
    expect(builds).toEqual([expect.stringMatching(/^[0-9a-f]{16}$/)]);
    const version = spawnSync(binary, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(version.stdout).toContain(`build ${builds[0]}`);
    expect(fs.existsSync(path.join(cache, builds[0], '.complete'))).toBe(true);
    for (const dir of [cache, path.join(cache, builds[0])]) {
      expect(fs.statSync(dir).uid).toBe(10001);
      expect(fs.statSync(dir).mode & 0o077).toBe(0);
    }
    // A bound against a hang, not a timing: pushing and unpacking ~100 MB takes 20 s under load on 2 cores.
  }, 180_000);

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
      const origin = `http://localhost:${port}`;
      const id = await signInAndAddExhibition(base, origin, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, 'The Container Wing');
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
      expect(command(['restore', '/data/backups/before-restore.sqlite']).stderr).toMatch(
        /Not restored: \/data is in use by PID \d+ \(serve, since /,
      );
      const page = await fetch(`${base}/exhibitions/${id}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('The Container Wing');
      second.child.kill('SIGTERM');
      const [again] = await second.exited;
      expect(again).toBe(0);
    },
  );

  it.skipIf(podmanMissing !== null)(
    'runs under podman (crun): as its user in its own namespaces, first start, health check, a page, a write in the named volume, backup, restore, clean stops',
    { timeout: 240_000 },
    async () => {
      const name = `bac-test-${process.pid}`;
      const volume = `${name}-data`;
      const port = String(await freePort());
      const base = `http://127.0.0.1:${port}`;
      const origin = `http://localhost:${port}`;
      // podman keeps its containers' state with the image, apart from any other podman on the machine.
      const global = [...storage, '--tmpdir', path.join(work, 'libpod'), '--volumepath', path.join(work, 'volumes')];
      // The limits this machine allows (docs/deploy/README.md, "Containers"): podman asks crun for 1048576 open files
      // by default, over the hard limit here, and for more processes than podman itself may have; lowering is always allowed.
      const nofile = /^Max open files\s+\S+\s+(\d+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? '1024';
      const limits = ['--ulimit', `nofile=${nofile}:${nofile}`, '--ulimit', 'nproc=4096:4096'];
      // crun refuses a hybrid cgroup layout whose cgroup2 tree has controllers: podman runs in a mount namespace of its own
      // without that tree (private: the machine's mounts are untouched), and every podman command runs in it, where the
      // containers' network namespaces are mounted.
      const namespace = spawn(
        'unshare',
        ['--mount', '--propagation', 'private', 'sh', '-c', 'umount /sys/fs/cgroup/unified 2>/dev/null; echo ready; exec sleep 3600'],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      // Its "ready", or its failure (no unshare, no right to make a namespace), rather than a wait to the timeout.
      await Promise.race([
        once(namespace.stdout, 'data'),
        once(namespace, 'exit').then(([code]) => Promise.reject(new Error(`unshare --mount exited ${String(code)}`))),
      ]);
      const podman = (args: string[]) =>
        spawnSync('nsenter', ['-t', String(namespace.pid), '-m', '--', 'podman', ...global, ...args], { encoding: 'utf8' });
      const ok = (args: string[]) => {
        const result = podman(args);
        expect(result.status, `podman ${args.join(' ')}:\n${result.stdout}${result.stderr}`).toBe(0);
        return result.stdout.trim();
      };
      const healthy = async () => {
        for (let i = 0; i < 300; i++) {
          const answer = await fetch(`${base}/healthz`).then(
            (r) => r.status,
            () => 0,
          );
          if (answer === 200) return;
          await sleep(50);
        }
        throw new Error(`not healthy:\n${podman(['logs', name]).stdout}`);
      };
      try {
        const runArgs = [...limits, '-v', `${volume}:/data`];
        let started = performance.now();
        ok([
          'run',
          '-d',
          '--name',
          name,
          ...runArgs,
          '-p',
          `127.0.0.1:${port}:3000`,
          '-e',
          `PUBLIC_URL=${origin}`,
          '-e',
          'ADMIN_EMAIL=keeper@container.example',
          '-e',
          'ADMIN_PASSWORD=a container password',
          tag,
        ]);
        const running = performance.now();
        await healthy();
        const firstStart = { total: Math.round(performance.now() - started), server: Math.round(performance.now() - running) };
        console.log(
          `first start under podman: ${firstStart.total} ms from \`podman run\` to /healthz 200, ${firstStart.server} ms of it after the container started`,
        );
        // The figure is printed, not held to a tight bound: on the shared 2-core machine it went past 5 s
        // under load (a timed test flakes). That the files came unpacked is checked from the image's
        // contents above; this bound only catches a start that hangs.
        expect(firstStart.server).toBeLessThan(60_000);

        // PID 1 of the container: the entrypoint, as the image's user, in namespaces of its own.
        const pid = ok(['inspect', '--format', '{{.State.Pid}}', name]);
        const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
        expect(/^Uid:\s+(\d+)\s+(\d+)/m.exec(status)?.slice(1)).toEqual(['10001', '10001']);
        expect(/^Gid:\s+(\d+)/m.exec(status)?.[1]).toBe('10001');
        expect(/^NSpid:\s+\d+\s+(\d+)/m.exec(status)?.[1]).toBe('1');
        for (const ns of ['pid', 'net', 'mnt'])
          expect(fs.readlinkSync(`/proc/${pid}/ns/${ns}`)).not.toBe(fs.readlinkSync(`/proc/self/ns/${ns}`));
        expect(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)).toEqual([...config.Entrypoint, ...config.Cmd]);

        // The image's own health check, run by podman.
        ok(['healthcheck', 'run', name]);
        const id = await signInAndAddExhibition(base, origin, 'keeper@container.example', 'a container password', 'The Podman Wing');
        // The README's commands: backup in the running container, restore in a container of its own on the volume.
        const backedUp = ok(['exec', name, 'brain-appreciation-club', 'backup', '--out', '/data/backups/podman.sqlite']);
        expect(backedUp).toContain('/data/backups/podman.sqlite');

        started = performance.now();
        ok(['stop', '--time', '20', name]);
        const stopMs = Math.round(performance.now() - started);
        expect(ok(['inspect', '--format', '{{.State.ExitCode}}', name])).toBe('0');
        expect(podman(['logs', name]).stdout).toContain('SIGTERM received');
        expect(stopMs).toBeLessThan(15_000);
        const restored = ok(['run', '--rm', ...runArgs, tag, 'restore', '/data/backups/podman.sqlite']);
        expect(restored).toContain('integrity ok');

        started = performance.now();
        ok(['start', name]);
        await healthy();
        const secondStartMs = Math.round(performance.now() - started);
        const page = await fetch(`${base}/exhibitions/${id}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('The Podman Wing');
        ok(['stop', '--time', '20', name]);
        expect(ok(['inspect', '--format', '{{.State.ExitCode}}', name])).toBe('0');
        console.log(`podman: stop ${stopMs} ms (exit 0 on SIGTERM), second start ${secondStartMs} ms`);
      } finally {
        podman(['rm', '--force', name]);
        podman(['volume', 'rm', '--force', volume]);
        namespace.kill();
      }
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
