import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/helpers/test-database';
import { contentCreateInput } from '~/shared/schemas/content';
import { intelligenceCreateInput } from '~/shared/schemas/intelligence';
import { shameCreateInput } from '~/shared/schemas/shame';
import type { SearchAnswer } from '~/shared/site-search';
import type { DB } from '~/server/db/database';
import { createContent, deleteContent, updateContent } from '../content';
import { createIntelligence, deleteIntelligence, updateIntelligence } from '../intelligence';
import { ensureSearchIndex, rebuildSearchIndex, search } from './index';
import { createShame } from '../shame';
import { dispatchIssueInput } from '~/shared/schemas/dispatch';
import { eventCreateInput } from '~/shared/schemas/events';
import { eventInput } from '../../../../tests/helpers/events';
import { cancelIssue, createIssue, deleteIssue, finishIssues, scheduleIssue, startDueIssues, updateIssue } from '../dispatch';
import { createEvent, deleteEvent, updateEvent } from '../events';

// The site search on SQLite (FTS5) and, in the `postgres` project, on PostgreSQL (tsvector, pg_trgm).
let db: DB;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

const exhibition = (title: string, description: string) =>
  createContent(db, contentCreateInput.parse({ title, description, type: 'exhibition', category: 'Cognition' }));
const report = (title: string, published: boolean, content = '<p>Nothing to see.</p>') =>
  createIntelligence(
    db,
    intelligenceCreateInput.parse({
      title,
      summary: 'An analysis.',
      content,
      sourceTitle: 'Press release',
      sourceUrl: 'https://example.com/release',
      published,
    }),
  );

const titles = (answer: SearchAnswer) => answer.groups.flatMap((g) => g.results.map((r) => r.title));
const urls = (answer: SearchAnswer) => answer.groups.flatMap((g) => g.results.map((r) => r.url));

describe('site search', () => {
  it('finds every word as a prefix, in title, summary and body without markup', async () => {
    const a = await exhibition('The Synergy Report', '<p>A study of <strong>paradigm</strong> shifts &amp; buzzwords.</p>');
    expect(titles(await search(db, { q: 'synergy' }))).toContain('The Synergy Report');
    expect(titles(await search(db, { q: 'syn' }))).toContain('The Synergy Report');
    expect(titles(await search(db, { q: 'Syn REP' }))).toContain('The Synergy Report');
    expect(titles(await search(db, { q: 'paradigm buzz' }))).toContain('The Synergy Report');
    // Markup is not text: a tag's name finds nothing, and the snippet carries no tag.
    expect(urls(await search(db, { q: 'strong' }))).not.toContain(`/exhibitions/${a.id}`);
    const answer = await search(db, { q: 'paradigm' });
    const result = answer.groups.flatMap((g) => g.results).find((r) => r.url === `/exhibitions/${a.id}`)!;
    expect(result.snippet.map((p) => p.text).join('')).toMatch(/study of paradigm shifts & buzzwords/);
    expect(result.snippet.map((p) => p.text).join('')).not.toMatch(/[<>]/);
    expect(result.snippet.find((p) => p.mark)?.text).toBe('paradigm');
    expect(result.titleMatch).toBe(false);
    // Every word must match.
    expect(urls(await search(db, { q: 'synergy zebra' }))).not.toContain(`/exhibitions/${a.id}`);
  });

  it('ranks title matches first and groups by kind with counts', async () => {
    await exhibition('Wombat appreciation', 'Nothing else.');
    await exhibition('Marsupials', 'A long essay that mentions the wombat once.');
    await createShame(
      db,
      shameCreateInput.parse({
        title: 'The wombat incident',
        description: 'A machine mistook a wombat.',
        category: 'Vision',
        example: 'x',
      }),
    );
    const answer = await search(db, { q: 'wombat' });
    expect(answer.total).toBe(3);
    const exhibitions = answer.groups.find((g) => g.kind === 'exhibition')!;
    expect(exhibitions).toMatchObject({ label: 'Exhibitions', total: 2 });
    expect(exhibitions.results.map((r) => [r.title, r.titleMatch])).toEqual([
      ['Wombat appreciation', true],
      ['Marsupials', false],
    ]);
    expect(answer.groups.find((g) => g.kind === 'shame')?.results[0]).toMatchObject({ title: 'The wombat incident', titleMatch: true });
    // Groups come in the order of their best result: both have a title match first.
    expect(answer.groups.at(-1)?.results[0]?.titleMatch).toBe(true);
    // `limit` bounds each group, not the count.
    const one = await search(db, { q: 'wombat', limit: 1 });
    expect(one.groups.find((g) => g.kind === 'exhibition')).toMatchObject({ total: 2, results: [{ title: 'Wombat appreciation' }] });
    expect(one.total).toBe(3);
    expect(one.capped).toBe(false);
  });

  it('ranks the title matches by how much of the title the words cover, the rest newest first; counts stop at 100', async () => {
    // Counting and ranking every match of a short prefix is what made searches slow (decision 030).
    for (let i = 0; i < 100; i++) await exhibition(`Rodent number ${i}`, `A capybara, mentioned in passing (${i}).`);
    const long = await exhibition('A capybara among the other rodents of the river', 'x');
    const short = await exhibition('Capybara', 'x');
    await exhibition('Capybara friends', 'x');
    const answer = await search(db, { q: 'capy' });
    const exhibitions = answer.groups.find((g) => g.kind === 'exhibition')!;
    expect(exhibitions).toMatchObject({ total: 100, capped: true });
    expect(answer).toMatchObject({ capped: true });
    expect(answer.total).toBeGreaterThanOrEqual(100);
    expect(exhibitions.results.map((r) => [r.title, r.titleMatch]).slice(0, 5)).toEqual([
      ['Capybara', true],
      ['Capybara friends', true],
      ['A capybara among the other rodents of the river', true],
      ['Rodent number 99', false],
      ['Rodent number 98', false],
    ]);
    expect(exhibitions.results).toHaveLength(10);
    expect(exhibitions.results[3].snippet.find((p) => p.mark)?.text.toLowerCase()).toBe('capybara');
    // A short prefix (counted from the newest rows on PostgreSQL when they hold the cap, from the
    // index when not) answers as a longer one does.
    expect((await search(db, { q: 'cap' })).groups.find((g) => g.kind === 'exhibition')).toEqual(exhibitions);
    expect((await search(db, { q: 'wom' })).groups.find((g) => g.kind === 'exhibition')).toMatchObject({ total: 2, capped: false });
    await deleteContent(db, short.id);
    await deleteContent(db, long.id);
    expect((await search(db, { q: 'capybara friends' })).groups[0]).toMatchObject({ total: 1, capped: false });
  });

  it('tolerates a small typo when nothing matches exactly, and suggests the word', async () => {
    await exhibition('Cognitive Cartography', 'Maps drawn from memory.');
    const answer = await search(db, { q: 'cartograhpy' });
    expect(answer.approximate).toBe(true);
    expect(titles(answer)).toContain('Cognitive Cartography');
    expect(answer.didYouMean).toBe('cartography');
    const two = await search(db, { q: 'cognitve cartografy' });
    expect(titles(two)).toContain('Cognitive Cartography');
    // Nothing alike: nothing at all.
    expect(await search(db, { q: 'xylophonist' })).toMatchObject({ total: 0, approximate: false, didYouMean: null, groups: [] });
  });

  it('corrects each misspelt word against the titles, then searches the corrected words', async () => {
    await exhibition('Photosynthetic Manifesto', 'Leaves, considered.');
    await exhibition('Chlorophyll studies', 'A note on photosynthetic pigments.');
    // One word known (a prefix of a title's word), one misspelt: only the misspelt one changes.
    const answer = await search(db, { q: 'photo manifetso' });
    expect(answer).toMatchObject({ approximate: true, didYouMean: 'photo manifesto' });
    expect(titles(answer)).toEqual(['Photosynthetic Manifesto']);
    // The corrected query is an exact one: title matches first, then the others.
    const both = await search(db, { q: 'photosinthetic' });
    expect(both.didYouMean).toBe('photosynthetic');
    const group = both.groups.find((g) => g.kind === 'exhibition')!;
    expect(group.results.map((r) => [r.title, r.titleMatch])).toEqual([
      ['Photosynthetic Manifesto', true],
      ['Chlorophyll studies', false],
    ]);
    // Short words are not corrected (too few trigrams to tell a typo from another word).
    expect(await search(db, { q: 'manx' })).toMatchObject({ total: 0, approximate: false, didYouMean: null });
  });

  it('keeps the vocabulary of the titles in step with creates, renames, unpublishing and deletes', async () => {
    const vocabulary = async (...words: string[]) =>
      Object.fromEntries(
        (await db.selectFrom('search_words').select(['word', 'documents']).where('word', 'in', words).execute()).map((r) => [
          r.word,
          r.documents,
        ]),
      );
    const first = await exhibition('Xenobotany Xenobotany Primer', 'x');
    const second = await exhibition('Advanced Xenobotany', 'x');
    // Counted once per title.
    expect(await vocabulary('xenobotany', 'primer', 'advanced')).toMatchObject({ xenobotany: 2, primer: 1 });
    await updateContent(db, { id: first.id, title: 'Xenozoology Primer' });
    expect(await vocabulary('xenobotany', 'xenozoology', 'primer')).toEqual({ xenobotany: 1, xenozoology: 1, primer: 1 });
    expect((await search(db, { q: 'xenozoolgy' })).didYouMean).toBe('xenozoology');
    await deleteContent(db, second.id);
    expect(await vocabulary('xenobotany', 'advanced')).not.toHaveProperty('xenobotany');
    // A word no title holds any more is no longer offered.
    expect(await search(db, { q: 'xenobotanny' })).toMatchObject({ total: 0, didYouMean: null });
    // Drafts never give a word; publishing does, unpublishing takes it back.
    const draft = await report('Ornithopter Dossier', false);
    expect(await vocabulary('ornithopter')).toEqual({});
    expect((await search(db, { q: 'ornithoptre' })).didYouMean).toBeNull();
    await updateIntelligence(db, { id: draft.id, published: true });
    expect(await vocabulary('ornithopter', 'dossier')).toEqual({ ornithopter: 1, dossier: 1 });
    expect((await search(db, { q: 'ornithoptre' })).didYouMean).toBe('ornithopter');
    await updateIntelligence(db, { id: draft.id, published: false });
    expect(await vocabulary('ornithopter')).toEqual({});
    await deleteIntelligence(db, draft.id);
    await deleteContent(db, first.id);
    expect(await vocabulary('xenozoology', 'primer')).toEqual({});
    // The rebuild gives the same vocabulary as the writes kept.
    const all = async () => db.selectFrom('search_words').select(['word', 'documents']).orderBy('word').execute();
    await rebuildSearchIndex(db);
    const extra = await exhibition('Quokka Quokka Parade', 'x');
    await updateContent(db, { id: extra.id, title: 'Quokka march' });
    const kept = await all();
    expect(kept).toContainEqual({ word: 'quokka', documents: 1 });
    await rebuildSearchIndex(db);
    expect(await all()).toEqual(kept);
    await deleteContent(db, extra.id);
  });

  it('never finds a draft report; publishing and unpublishing follow at once', async () => {
    const draft = await report('Quantum Blockchain Draft', false);
    expect(urls(await search(db, { q: 'quantum blockchain' }))).not.toContain(`/intelligence/${draft.id}`);
    // Not by a typo either.
    expect(urls(await search(db, { q: 'quantum blokchain' }))).not.toContain(`/intelligence/${draft.id}`);
    await updateIntelligence(db, { id: draft.id, published: true });
    expect(urls(await search(db, { q: 'quantum blockchain' }))).toContain(`/intelligence/${draft.id}`);
    await updateIntelligence(db, { id: draft.id, published: false });
    expect(urls(await search(db, { q: 'quantum' }))).not.toContain(`/intelligence/${draft.id}`);
    await deleteIntelligence(db, draft.id);
  });

  it('keeps in step with edits and deletes, in the write transaction', async () => {
    const item = await exhibition('Ephemeral Exhibit', 'Here today.');
    expect(urls(await search(db, { q: 'ephemeral' }))).toEqual([`/exhibitions/${item.id}`]);
    await updateContent(db, { id: item.id, title: 'Permanent Exhibit' });
    expect(urls(await search(db, { q: 'ephemeral' }))).toEqual([]);
    expect(urls(await search(db, { q: 'permanent' }))).toContain(`/exhibitions/${item.id}`);
    await deleteContent(db, item.id);
    expect(urls(await search(db, { q: 'permanent' }))).not.toContain(`/exhibitions/${item.id}`);
    // A write that fails leaves the index as it was (one transaction).
    await expect(
      db.transaction().execute(async (trx) => {
        await createContent(trx, contentCreateInput.parse({ title: 'Rolled Back Exhibit', description: 'x', type: 'e', category: 'c' }));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await search(db, { q: 'rolled back' })).toMatchObject({ total: 0 });
  });

  it('finds the static club pages by title and description', async () => {
    await ensureSearchIndex(db);
    const answer = await search(db, { q: 'governors' });
    expect(answer.groups.find((g) => g.kind === 'page')?.results[0]).toMatchObject({ url: '/board-of-governors', titleMatch: true });
  });

  it('reads operators and quotes as plain words, and a query of no words as nothing', async () => {
    for (const q of ['"', 'AND OR NOT', '(syn*', 'title:synergy', "'; drop table search_documents; --", 'NEAR(a b)', '\u0002x\u0003'])
      await expect(search(db, { q })).resolves.toMatchObject({ q });
    expect(titles(await search(db, { q: '"synergy*' }))).toContain('The Synergy Report');
    expect(await search(db, { q: '!!! ...' })).toEqual({
      q: '!!! ...',
      total: 0,
      capped: false,
      approximate: false,
      didYouMean: null,
      groups: [],
    });
  });

  it('rebuilds the same documents from the rows', async () => {
    const before = await search(db, { q: 'wombat' });
    expect(await rebuildSearchIndex(db)).toBeGreaterThan(5);
    expect(await search(db, { q: 'wombat' })).toEqual(before);
    // Built once per version: a second start does nothing.
    expect(await ensureSearchIndex(db)).toBe(false);
  });

  it('finds an event by title, type, description, speakers and place; an edit follows at once, a delete removes it', async () => {
    const event = await createEvent(
      db,
      eventCreateInput.parse(
        eventInput('axolotl-evening', {
          title: 'The Axolotl Colloquium',
          type: 'Symposium',
          description: '<p>On <strong>regenerating</strong> limbs.</p>',
          speakers: ['Professor Marguerite Quillfeather'],
          location: 'The Orangery, Kew',
        }),
      ),
    );
    const url = `/events-symposiums/${event.id}`;
    for (const q of ['axolotl', 'colloquium', 'symposium axolotl', 'regenerating limbs', 'quillfeather', 'orangery kew'])
      expect(urls(await search(db, { q })), q).toContain(url);
    // Markup is not text.
    expect(urls(await search(db, { q: 'strong' }))).not.toContain(url);
    const group = (await search(db, { q: 'axolotl' })).groups.find((g) => g.kind === 'event')!;
    expect(group).toMatchObject({ label: 'Events & Symposiums', total: 1 });
    expect(group.results[0]).toMatchObject({ title: 'The Axolotl Colloquium', url, titleMatch: true });
    // Misspelt: corrected against the event's title words.
    expect((await search(db, { q: 'axolotel' })).didYouMean).toBe('axolotl');
    await updateEvent(db, { id: event.id, title: 'The Salamander Colloquium' });
    expect(urls(await search(db, { q: 'axolotl' }))).not.toContain(url);
    expect(urls(await search(db, { q: 'salamander' }))).toContain(url);
    expect((await search(db, { q: 'axolotel' })).didYouMean).toBeNull();
    // The rebuild gives the same documents as the writes kept.
    const before = await search(db, { q: 'salamander' });
    await rebuildSearchIndex(db);
    expect(await search(db, { q: 'salamander' })).toEqual(before);
    await deleteEvent(db, event.id);
    expect(urls(await search(db, { q: 'salamander' }))).not.toContain(url);
  });

  it('finds a Dispatch issue once its web edition exists, never a draft, scheduled, cancelled or members-only one', async () => {
    const issue = async (subject: string, membersOnly = false) =>
      createIssue(db, dispatchIssueInput.parse({ subject, body: '<p>News of the <em>pangolin</em> survey.</p>', membersOnly }));
    const start = async () => startDueIssues(db, 'http://club.test', 'club.test', new Date(Date.now() + 60_000));
    const sent = await issue('Dispatch on Pangolins');
    const url = `/dispatch/${sent.id}`;
    // A draft, then scheduled: not found, not even by a typo.
    expect(urls(await search(db, { q: 'pangolins' }))).not.toContain(url);
    await updateIssue(db, { id: sent.id, subject: 'Dispatch on Pangolins, revised' });
    await scheduleIssue(db, sent.id, null);
    expect(urls(await search(db, { q: 'pangolin' }))).not.toContain(url);
    expect(urls(await search(db, { q: 'pangolinns' }))).not.toContain(url);
    // Sending, then sent: found by its subject and its text, under the kind's label.
    await start();
    expect(urls(await search(db, { q: 'pangolins revised' }))).toContain(url);
    expect(urls(await search(db, { q: 'pangolin survey' }))).toContain(url);
    await finishIssues(db);
    const group = (await search(db, { q: 'pangolins' })).groups.find((g) => g.kind === 'dispatch')!;
    expect(group).toMatchObject({ label: 'The Dispatch', total: 1 });
    expect(group.results[0]).toMatchObject({ title: 'Dispatch on Pangolins, revised', url, titleMatch: true });
    // Members-only: no web edition, never found.
    const members = await issue('Pangolins for members', true);
    await scheduleIssue(db, members.id, null);
    await start();
    expect(urls(await search(db, { q: 'pangolins members' }))).not.toContain(`/dispatch/${members.id}`);
    // Cancelled while sending: out of the search at once; cancelled before it started: never in.
    const cancelled = await issue('Pangolin retraction');
    await scheduleIssue(db, cancelled.id, null);
    await start();
    expect(urls(await search(db, { q: 'retraction' }))).toContain(`/dispatch/${cancelled.id}`);
    await cancelIssue(db, cancelled.id);
    expect(urls(await search(db, { q: 'retraction' }))).not.toContain(`/dispatch/${cancelled.id}`);
    const never = await issue('Pangolin postponement');
    await scheduleIssue(db, never.id, null);
    await cancelIssue(db, never.id);
    await deleteIssue(db, never.id);
    expect(urls(await search(db, { q: 'postponement' }))).not.toContain(`/dispatch/${never.id}`);
    // The rebuild finds exactly the same.
    const before = await search(db, { q: 'pangolin' });
    await rebuildSearchIndex(db);
    expect(await search(db, { q: 'pangolin' })).toEqual(before);
  });
});
