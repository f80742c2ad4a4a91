import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/helpers/test-database';
import type { DB } from '../db/database';
import type { WriteEffect } from '../cache/tags/effects';
import { ModerationRules } from './moderation';

// The block list and the word list kept in memory (docs/decisions/027): read once, dropped by a write to
// either table in this process at once, and by another process's write when the shared version
// is next read (at most every `checkMs`).

let db: DB;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await openTestDatabase()));
afterAll(() => close());

const effect = (table: string): WriteEffect => ({ table, part: null, hiddenOnly: false });
const block = (value: string) =>
  db
    .insertInto('moderation_blocks')
    .values({ kind: 'email', value, note: null, createdBy: 'test', createdAt: new Date().toISOString() })
    .execute();
const refusal = (rules: ModerationRules, email: string) =>
  rules.assertNotBlocked({ email, ip: '198.51.100.1' }).then(
    () => null,
    (error: Error) => error.message,
  );

describe('ModerationRules', () => {
  it('reads the lists once, and again after a write to either (nothing else)', async () => {
    const rules = new ModerationRules(db);
    expect(await refusal(rules, 'one@example.com')).toBeNull();
    expect(await rules.screenWords('a plain remark')).toBeNull();
    expect(rules.stats.reads).toBe(1);
    rules.noteWrite([effect('comments'), effect('job_title_translations')]);
    expect(await refusal(rules, 'one@example.com')).toBeNull();
    expect(rules.stats.reads).toBe(1);

    await block('one@example.com');
    rules.noteWrite([effect('moderation_blocks')]);
    expect(await refusal(rules, 'ONE@example.com')).toMatch(/not accepted/);
    await db.insertInto('moderation_words').values({ word: 'wombat', action: 'hold', createdBy: 'test', createdAt: 'now' }).execute();
    rules.noteWrite([effect('moderation_words')]);
    expect(await rules.screenWords('A Wombat, surely.')).toBe('wombat');
    expect(rules.stats.reads).toBe(3);
    // A statement the watcher cannot read, or a shared read that lost count, drops it too.
    rules.noteWrite([effect('*')]);
    rules.noteWrite(null);
    await rules.screenWords('again');
    expect(rules.stats.reads).toBe(4);
  });

  it("sees another process's change at the next check of the shared version", async () => {
    let remote: WriteEffect[] = [];
    let syncs = 0;
    const version = {
      shared: true,
      sync: async () => {
        syncs++;
        const changes = remote;
        remote = [];
        rules.noteWrite(changes);
      },
    };
    const rules = new ModerationRules(db, version, 50);
    expect(await refusal(rules, 'two@example.com')).toBeNull();
    expect(syncs).toBe(1);
    // Another process blocks the address: its commit bumped the table's tag.
    await block('two@example.com');
    remote = [effect('moderation_blocks')];
    // Within the bound the copy may still be used; no second read of the version.
    expect(await refusal(rules, 'two@example.com')).toBeNull();
    expect(syncs).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await refusal(rules, 'two@example.com')).toMatch(/not accepted/);
    expect(syncs).toBe(2);
  });
});
