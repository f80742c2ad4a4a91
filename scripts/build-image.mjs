/**
 * Builds the container image offline (docs/decisions/022-operations.md), with no base image to
 * pull and no step that runs a container: the single binary, the few files of this machine's
 * Debian it needs (the dynamic loader and the libraries `ldd` names for it and its two native
 * addons, CA certificates, passwd/group with the user `club`), then `buildah bud` of
 * docs/deploy/Containerfile, whose steps only copy and configure.
 *
 *   node scripts/build-image.mjs [--binary dist/bin/brain-appreciation-club] [--tag brain-appreciation-club:latest]
 *                                [--root DIR --runroot DIR] [--stage DIR]
 * Needs buildah (Debian: apt-get install buildah) and root (or a rootless buildah set up for the user).
 * The image: USER club (10001), VOLUME /data, EXPOSE 3000, HEALTHCHECK `brain-appreciation-club healthcheck`,
 * ENTRYPOINT the binary, CMD serve: the Dockerfile's runtime stage's own lines, appended to the Containerfile.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { mb, recordSizes } from './build-sizes.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    binary: { type: 'string', default: path.join(root, 'dist/bin/brain-appreciation-club') },
    tag: { type: 'string', default: 'brain-appreciation-club:latest' },
    root: { type: 'string' },
    runroot: { type: 'string' },
    stage: { type: 'string' },
    'storage-driver': { type: 'string', default: 'vfs' },
    sizes: { type: 'string', default: path.join(root, 'dist/bin/sizes.json') },
  },
});

const CLUB_UID = 10001;
const binary = path.resolve(args.binary);
if (!fs.existsSync(binary)) {
  console.error(`No binary at ${binary}: run npm run build:binary first.`);
  process.exit(1);
}

/** The shared libraries (and the loader) `ldd` says `file` needs, as absolute paths on this machine. */
function librariesOf(file) {
  const out = execFileSync('ldd', [file], { encoding: 'utf8' });
  const found = [];
  for (const line of out.split('\n')) {
    const arrow = /=>\s+(\/\S+)/.exec(line);
    const bare = /^\s*(\/\S+)\s+\(/.exec(line);
    if (arrow) found.push(arrow[1]);
    else if (bare) found.push(bare[1]);
    else if (/not found/.test(line)) throw new Error(`${file}: ${line.trim()}`);
  }
  return found;
}

// The addons the binary unpacks and loads (decision 017): their libraries must be in the image too.
const addons = [
  'node_modules/better-sqlite3-napi/prebuilds/linux-x64.node',
  ...fs
    .readdirSync(path.join(root, 'node_modules/@node-rs'))
    .filter((d) => d.startsWith('argon2-linux-x64'))
    .flatMap((d) =>
      fs
        .readdirSync(path.join(root, 'node_modules/@node-rs', d))
        .filter((f) => f.endsWith('.node'))
        .map((f) => `node_modules/@node-rs/${d}/${f}`),
    ),
  // sharp's addon (docs/decisions/031): libvips comes with the binary, but the system libraries it needs (libresolv, libdl) must be here.
  ...fs
    .readdirSync(path.join(root, 'node_modules/@img/sharp-linux-x64/lib'))
    .filter((f) => f.endsWith('.node'))
    .map((f) => `node_modules/@img/sharp-linux-x64/lib/${f}`),
].map((f) => path.join(root, f));
// The system's libraries only: the addons' own (libvips) are unpacked by the binary beside them.
const libraries = [...new Set([binary, ...addons].flatMap(librariesOf))].filter((lib) => !lib.startsWith(root)).sort();

const stage = args.stage ? path.resolve(args.stage) : fs.mkdtempSync(path.join(os.tmpdir(), 'bac-image-'));
const rootfs = path.join(stage, 'rootfs');
fs.rmSync(stage, { recursive: true, force: true });
fs.mkdirSync(rootfs, { recursive: true });
const put = (target, from, mode) => {
  const dest = path.join(rootfs, target);
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  if (typeof from === 'string') fs.copyFileSync(from, dest);
  else fs.writeFileSync(dest, from.text);
  if (mode !== undefined) fs.chmodSync(dest, mode);
};

put('usr/local/bin/brain-appreciation-club', binary, 0o755);
// Each library under the name the loader looks for (the real file behind a symlink).
for (const lib of libraries) put(lib.slice(1), fs.realpathSync(lib), 0o755);
// Debian's merged /usr: /lib64 and /lib are links into /usr on the host; in the image the files sit at the paths ldd printed.
put(
  'etc/passwd',
  {
    text: `root:x:0:0:root:/root:/usr/sbin/nologin\nclub:x:${CLUB_UID}:${CLUB_UID}:The Brain Appreciation Club:/home/club:/usr/sbin/nologin\n`,
  },
  0o644,
);
put('etc/group', { text: `root:x:0:\nclub:x:${CLUB_UID}:\n` }, 0o644);
put('etc/nsswitch.conf', { text: 'passwd: files\ngroup: files\nhosts: files dns\n' }, 0o644);
put('etc/hosts', { text: '127.0.0.1 localhost\n::1 localhost ip6-localhost ip6-loopback\n' }, 0o644);
for (const certs of ['/etc/ssl/certs/ca-certificates.crt']) {
  if (fs.existsSync(certs)) put(certs.slice(1), certs, 0o644);
  else console.warn(`${certs} missing on this machine (Debian: ca-certificates): the image trusts Node's own CA list only`);
}
fs.mkdirSync(path.join(rootfs, 'tmp'), { mode: 0o1777 });
fs.chmodSync(path.join(rootfs, 'tmp'), 0o1777);
for (const dir of ['proc', 'dev', 'sys', 'root', 'home']) fs.mkdirSync(path.join(rootfs, dir), { recursive: true });
// The user's folders, copied with --chown by the Containerfile (0700: the binary's cache must be private).
for (const dir of ['club-home/.cache', 'data']) fs.mkdirSync(path.join(stage, dir), { recursive: true, mode: 0o700 });
fs.chmodSync(path.join(stage, 'club-home'), 0o700);
fs.chmodSync(path.join(stage, 'data'), 0o700);
// The binary's files unpacked into the user's cache now, as the Dockerfile's RUN step does (that step
// is dropped below: nothing runs while this image is built), so a container's first start does not
// write them (nor every start of a container with a read-only root, which unpacks into /tmp). The
// binary runs here on the build machine, whose libraries the image carries; --chown in the
// Containerfile hands the folder to the user.
const warmUp = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-image-warm-up-'));
try {
  execFileSync(binary, ['migrate'], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: warmUp, XDG_CACHE_HOME: path.join(stage, 'club-home/.cache') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
} finally {
  fs.rmSync(warmUp, { recursive: true, force: true });
}
const unpacked = fs.readdirSync(path.join(stage, 'club-home/.cache/brain-appreciation-club'));
const buildId = unpacked.find((d) => /^[0-9a-f]{16}$/.test(d));
if (!buildId) throw new Error(`The binary did not unpack its files into the image's cache (${unpacked.join(', ')})`);
// The Containerfile's own steps, then the runtime configuration of the Dockerfile's last stage, so that
// it is declared once: from its USER on, less its RUN steps (nothing runs while this image is built) and comments.
const runtimeStage = fs
  .readFileSync(path.join(root, 'Dockerfile'), 'utf8')
  .split(/\nFROM /)
  .at(-1);
const userAt = runtimeStage.indexOf('\nUSER ');
if (userAt < 0) throw new Error("Dockerfile: its last stage has no USER line, where the image's runtime configuration starts");
const runtime = runtimeStage.slice(userAt + 1).split('\n');
if (runtime.some((line) => line.startsWith('RUN ') && line.endsWith('\\')))
  throw new Error('Dockerfile: a RUN step after USER spans lines');
fs.writeFileSync(
  path.join(stage, 'Containerfile'),
  fs.readFileSync(path.join(root, 'docs/deploy/Containerfile'), 'utf8') +
    runtime.filter((line) => !line.startsWith('RUN ') && !line.startsWith('#')).join('\n'),
);

const storage = [
  ...(args.root ? ['--root', path.resolve(args.root)] : []),
  ...(args.runroot ? ['--runroot', path.resolve(args.runroot)] : []),
  '--storage-driver',
  args['storage-driver'],
];
const started = performance.now();
execFileSync(
  'buildah',
  [
    ...storage,
    'bud',
    '--format',
    'docker',
    '--isolation',
    'chroot',
    '--layers=false',
    '--tag',
    args.tag,
    '--file',
    path.join(stage, 'Containerfile'),
    stage,
  ],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
/** Bytes of the files under `dir`: the image's content, what `buildah images` and `podman images` show as its size. */
const bytesUnder = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => {
    const full = path.join(dir, entry.name);
    return n + (entry.isDirectory() ? bytesUnder(full) : entry.isFile() ? fs.statSync(full).size : 0);
  }, 0);
const imageBytes = bytesUnder(rootfs) + bytesUnder(path.join(stage, 'club-home')) + bytesUnder(path.join(stage, 'data'));
recordSizes(path.resolve(args.sizes), { image: { tag: args.tag, buildId, bytes: imageBytes } });
console.log(
  `Image ${args.tag} built in ${Math.round(performance.now() - started)} ms from ${stage}: the binary, its unpacked files and ${libraries.length} libraries: ${libraries.join(', ')}`,
);
console.log(`Sizes: image ${mb(imageBytes)} (${path.resolve(args.sizes)})`);
