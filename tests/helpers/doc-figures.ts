import fs from 'node:fs';
import path from 'node:path';

/**
 * The size figures the README and docs/deploy state, and the build's measurements they must match
 * (docs/decisions/041-rollback-and-container.md): each figure is found by the phrase it sits in, and
 * every other "N MB" in those files is an error too, so a new figure cannot go unchecked.
 * MB are 10^6 bytes, as scripts/build-sizes.mjs prints them.
 */
export type Sizes = { binary: number; gzipped: number; unpacked: number; image: number };

const root = path.resolve(import.meta.dirname, '../..');
const CLAIMS: { size: keyof Sizes; phrase: RegExp }[] = [
  { size: 'binary', phrase: /about (\d+) MB, \d+ MB gzipped/g },
  { size: 'gzipped', phrase: /(\d+) MB gzipped/g },
  { size: 'unpacked', phrase: /unpacks its files \((\d+) MB\)/g },
  { size: 'image', phrase: /image is about (\d+) MB/g },
];
/** 10%: the figures are rounded, and a dependency's patch release moves them a little. */
export const TOLERANCE = 0.1;

export function documentsWithFigures(): string[] {
  const deploy = path.join(root, 'docs/deploy');
  return [
    'README.md',
    ...fs
      .readdirSync(deploy)
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/deploy/${f}`),
  ];
}

export type Figure = { file: string; size: keyof Sizes; mb: number };

/** Every figure the documents state, and every size-like number that is not one of them. */
export function statedFigures(): { figures: Figure[]; unknown: string[] } {
  const figures: Figure[] = [];
  const unknown: string[] = [];
  for (const file of documentsWithFigures()) {
    // Line breaks inside a sentence are spaces to the reader.
    const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/\s+/g, ' ');
    const known = new Set<number>();
    for (const claim of CLAIMS) {
      for (const match of text.matchAll(claim.phrase)) {
        figures.push({ file, size: claim.size, mb: Number(match[1]) });
        known.add(match.index + match[0].indexOf(match[1]));
      }
    }
    for (const match of text.matchAll(/(\d+(?:[.,]\d+)?) ?(?:[KMGT]i?B|kB)\b/g)) {
      if (!known.has(match.index)) unknown.push(`${file}: "${text.slice(Math.max(0, match.index - 40), match.index + 20)}"`);
    }
  }
  return { figures, unknown };
}

/** The figures that disagree with `measured` (bytes) by more than the tolerance. */
export function disagreements(measured: Partial<Sizes>): string[] {
  return statedFigures()
    .figures.filter((f) => measured[f.size] !== undefined)
    .filter((f) => Math.abs(f.mb * 1e6 - measured[f.size]!) > TOLERANCE * measured[f.size]!)
    .map((f) => `${f.file} says the ${f.size} size is ${f.mb} MB; the build measured ${(measured[f.size]! / 1e6).toFixed(1)} MB`);
}
