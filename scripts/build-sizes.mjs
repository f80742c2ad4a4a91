/**
 * The sizes the builds measure (docs/decisions/041-rollback-and-container.md): what
 * scripts/build-binary.mjs and scripts/build-image.mjs print and record in dist/bin/sizes.json,
 * and what tests/ops/figures.test.ts holds the README and docs/deploy to. MB are 10^6 bytes, as
 * `docker images`/`podman images` count them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';

export const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Bytes of `file` gzipped at gzip's default level (what a download compressed with `gzip` weighs). */
export async function gzippedBytes(file) {
  let bytes = 0;
  await pipeline(
    fs.createReadStream(file),
    zlib.createGzip({ level: 6 }),
    new Writable({
      write(chunk, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    }),
  );
  return bytes;
}

/** Merges `entry` into the sizes file beside the binary (each build writes its own part). */
export function recordSizes(file, entry) {
  let sizes = {};
  try {
    sizes = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // First build, or a file from an interrupted one: written afresh.
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written beside and renamed: a test reading it while a build writes it sees one whole version.
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, `${JSON.stringify({ ...sizes, ...entry }, null, 2)}\n`);
  fs.renameSync(partial, file);
}
