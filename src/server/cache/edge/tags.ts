import type { ReadDep, WriteEffect } from '../tags/effects';

/**
 * The read cache's dependencies and write effects (decision 019) as tags a shared cache can purge
 * by (docs/decisions/058-edge-cache.md). A purge removes every object carrying one of the tags it
 * names, so `conflicts()` (tags/effects.ts) is spelt out in tags:
 * - an answer that reads part `p` of table `t` carries `t` and `t:p`; one that reads all of `t`,
 *   `t` and `t:*`; one that reads rows no public read shows carries the same with `t!` as well;
 * - a write to part `p` purges `t:p` and `t:*` (`t!:p`, `t!:*` when it touched only hidden rows);
 *   a write to all of `t` purges `t` (`t!`);
 * - every answer carries `all` (purged by a write the watcher cannot read), and an answer that
 *   read something unknown carries `any`, which every write purges.
 */

/** Parts are ids or slugs: anything else is %-escaped, `*` too, so no part reads as the whole table. */
const safe = (text: string) => encodeURIComponent(text).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export const ALL_TAG = 'all';
export const ANY_TAG = 'any';

export function answerTags(deps: readonly ReadDep[]): string[] {
  const tags = new Set<string>([ALL_TAG]);
  for (const dep of deps) {
    if (dep.table === '*') {
      tags.add(ANY_TAG);
      continue;
    }
    const table = safe(dep.table);
    for (const t of dep.hidden ? [table, `${table}!`] : [table]) {
      tags.add(t);
      tags.add(`${t}:${dep.part === null ? '*' : safe(dep.part)}`);
    }
  }
  return [...tags].sort();
}

export function purgeTags(effects: readonly WriteEffect[]): string[] {
  const tags = new Set<string>();
  for (const effect of effects) {
    if (effect.table === '*') return [ALL_TAG];
    const t = `${safe(effect.table)}${effect.hiddenOnly ? '!' : ''}`;
    tags.add(ANY_TAG);
    if (effect.part === null) tags.add(t);
    else {
      tags.add(`${t}:${safe(effect.part)}`);
      tags.add(`${t}:*`);
    }
  }
  return [...tags].sort();
}
