/**
 * What a cached answer shows and what a write changes (docs/decisions/019-read-cache-tags.md):
 * a table, one part of it or all of it, with or without rows no public read shows. Both are read
 * from Kysely's statement trees (read-deps.ts, write-plan.ts), never named by a service.
 */

/** One dependency of a cached answer: a table, one part of it or all, hidden rows included or not. */
export type ReadDep = { table: string; part: string | null; hidden: boolean };
/** One change made by a write: a table, one part of it or all, or only rows no public read shows. */
export type WriteEffect = { table: string; part: string | null; hiddenOnly: boolean };

/** Every table: `*` (a statement the watcher cannot read: counts as a change to everything). */
export const EVERYTHING: WriteEffect = { table: '*', part: null, hiddenOnly: false };

/** Whether a write effect changes what a dependency shows. */
export function conflicts(dep: ReadDep, effect: WriteEffect): boolean {
  if (effect.table === '*' || dep.table === '*') return true;
  if (dep.table !== effect.table) return false;
  if (dep.part !== null && effect.part !== null && dep.part !== effect.part) return false;
  return !effect.hiddenOnly || dep.hidden;
}

/** Effects as text for the shared rows on PostgreSQL (`table|h|part`), and back. */
export const encodeEffect = (e: WriteEffect): string => `${e.table}|${e.hiddenOnly ? 'h' : ''}|${e.part ?? ''}`;
export function decodeEffect(tag: string): WriteEffect {
  const [table = '*', hidden = '', ...part] = tag.split('|');
  const joined = part.join('|');
  return { table, hiddenOnly: hidden === 'h', part: joined === '' ? null : joined };
}

/** A tag's row: what changed, and the version of the last transaction that changed it. */
export type SharedTag = WriteEffect & { version: number };

/** What the shared rows say since a version: the tags bumped after it (null: too many, drop everything). */
export type SharedChanges = { version: number; tags: SharedTag[] | null };
