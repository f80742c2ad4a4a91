import { describe, expect, it } from 'vitest';
import { conflicts, type ReadDep, type WriteEffect } from '../tags/effects';
import { answerTags, purgeTags } from './tags';

// Every table (with `*`, what the watcher cannot read), every kind of part (ids, a part that needs
// escaping, `*` as a part, none: the whole table), shown or hidden only: each dependency against
// each effect.
const TABLES = ['comments', 'content_items', 'job_title_translations', '*'];
const PARTS = ['7', '8', 'a b*', '*', null];
const grid = <T>(make: (table: string, part: string | null, hidden: boolean) => T): T[] =>
  TABLES.flatMap((table) => PARTS.flatMap((part) => [false, true].map((hidden) => make(table, part, hidden))));
const deps: ReadDep[] = grid((table, part, hidden) => ({ table, part, hidden }));
const effects: WriteEffect[] = grid((table, part, hiddenOnly) => ({ table, part, hiddenOnly }));

describe('edge tags', () => {
  it('purge exactly what the read cache would drop, for every dependency and effect', () => {
    for (const dep of deps) {
      for (const effect of effects) {
        const shared = purgeTags([effect]).some((tag) => answerTags([dep]).includes(tag));
        expect(shared, `${JSON.stringify(dep)} / ${JSON.stringify(effect)}`).toBe(conflicts(dep, effect));
      }
    }
  });

  it('are header-safe tokens', () => {
    for (const tag of [...answerTags(deps), ...effects.flatMap((e) => purgeTags([e]))]) expect(tag).toMatch(/^[\w%.!:*-]+$/);
    expect(answerTags([{ table: 'content_items', part: '*', hidden: false }])).toContain('content_items:%2A');
  });
});
