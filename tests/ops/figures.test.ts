import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { disagreements, statedFigures } from '../helpers/doc-figures';

// Figures in docs are measured, not typed (docs/decisions/041): the sizes scripts/build-binary.mjs recorded in
// dist/bin/sizes.json for the binary on disk, against what the README and docs/deploy say. The image's size is
// checked where the image is built (tests/ops/container.test.ts).
const root = path.resolve(import.meta.dirname, '../..');
const binary = path.join(root, 'dist/bin/brain-appreciation-club');
const sizesFile = path.join(root, 'dist/bin/sizes.json');

type Recorded = { binary?: { buildId: string; bytes: number; gzippedBytes: number; unpackedBytes: number } };

it('states every size figure in a phrase the check knows', () => {
  const { figures, unknown } = statedFigures();
  expect(unknown, 'size figures this test does not know how to check (tests/helpers/doc-figures.ts)').toEqual([]);
  expect(new Set(figures.map((f) => f.size))).toEqual(new Set(['binary', 'gzipped', 'unpacked', 'image']));
});

it.skipIf(!fs.existsSync(binary) && process.env.CI !== 'true')('states the sizes of the binary the build measured', () => {
  const recorded = (fs.existsSync(sizesFile) ? JSON.parse(fs.readFileSync(sizesFile, 'utf8')) : {}) as Recorded;
  expect(recorded.binary, `${sizesFile} has no binary sizes: run node scripts/build-binary.mjs`).toBeDefined();
  const sizes = recorded.binary!;
  // The record is this binary's: the same size, the same build.
  expect(fs.statSync(binary).size).toBe(sizes.bytes);
  const version = spawnSync(binary, ['--version'], { encoding: 'utf8', env: { PATH: process.env.PATH } });
  expect(version.stdout).toContain(`build ${sizes.buildId}`);
  expect(disagreements({ binary: sizes.bytes, gzipped: sizes.gzippedBytes, unpacked: sizes.unpackedBytes })).toEqual([]);
});
