import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FELLOWS } from '~/shared/fellows';

// The Club has one founder (the biography's, /biography): every page that calls someone the
// founder, or says who founded the Club, names him and nobody else.
const FOUNDER = 'Algernon Thistlewood';

const root = path.resolve(__dirname, '../../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.gen\.ts$/.test(entry.name) ? [file] : [];
  });
const pageSources = [...sources(path.join(root, 'client')), ...sources(path.join(root, 'shared'))];

/** Sentences of a source that speak of the Club's founding or its founder. */
const FOUNDING = /\bfounder\b|\bfound(?:ed|s)\b[^.]{0,40}\bclub\b|\bfounding (?:member|charter)\b/i;
/** A person named with an honorific (not a possessive: "Mr Babbage’s engine"), or a name in a list just before "Founder". */
const PERSON =
  /\b(?:Sir|Professor|Dr|Mr|Mrs|Miss|Lady|Lord)\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\b(?![’']s\b)|'([A-Z][a-z]+ [A-Z][a-z]+)',\s*'Founder/g;

function foundersNamed(text: string): string[] {
  const flat = text.replace(/\s+/g, ' ');
  return flat
    .split(/(?<=[.!?])\s|(?<=\])\s*,/)
    .filter((sentence) => FOUNDING.test(sentence))
    .flatMap((sentence) => [...sentence.matchAll(PERSON)].map((m) => m[1] ?? m[0]));
}

describe('the founder', () => {
  it('is one person on every page that names the founder', () => {
    const named = pageSources.flatMap((file) => foundersNamed(readFileSync(file, 'utf8')).map((name) => ({ file, name })));
    expect(named.length).toBeGreaterThan(2);
    expect(named.filter(({ name }) => !name.includes(FOUNDER.split(' ')[1]))).toEqual([]);
  });

  it('is the only fellow called founder, or said to have founded the Club, in the Fellow Directory', () => {
    const founders = FELLOWS.filter((f) =>
      [f.title, f.bio, ...f.achievements].some((text) => /\bfounder\b|\bfounded the club\b/i.test(text)),
    );
    expect(founders.map((f) => f.name)).toEqual([`Professor ${FOUNDER}`]);
  });

  it('would catch a page that calls someone else the founder', () => {
    expect(foundersNamed("title: 'Founder and Eternal President', name: 'x'. By Sir Bartholomew Thinkwell, our founder.")).toEqual([
      'Sir Bartholomew Thinkwell',
    ]);
    expect(foundersNamed("['Bartholomew Thinkwell', 'Founder and First President']")).toEqual(['Bartholomew Thinkwell']);
  });
});
