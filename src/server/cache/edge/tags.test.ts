import { describe, expect, it } from 'vitest';
import { conflicts, type ReadDep, type WriteEffect } from '../tags/effects';
import { answerTags, purgeTags } from './tags';

const deps: ReadDep[] = [
  { table: 'comments', part: '7', hidden: false },
  { table: 'comments', part: '8', hidden: true },
  { table: 'comments', part: null, hidden: false },
  { table: 'comments', part: null, hidden: true },
  { table: 'content_items', part: '7', hidden: false },
  { table: 'content_items', part: 'a b*', hidden: false },
  { table: '*', part: null, hidden: true },
];
const effects: WriteEffect[] = [
  { table: 'comments', part: '7', hiddenOnly: false },
  { table: 'comments', part: '7', hiddenOnly: true },
  { table: 'comments', part: '8', hiddenOnly: true },
  { table: 'comments', part: null, hiddenOnly: false },
  { table: 'comments', part: null, hiddenOnly: true },
  { table: 'content_items', part: 'a b*', hiddenOnly: false },
  { table: 'content_items', part: '*', hiddenOnly: false },
  { table: 'job_title_translations', part: null, hiddenOnly: false },
  { table: '*', part: null, hiddenOnly: false },
];

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
