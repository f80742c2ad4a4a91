import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { searchOutput } from '~/shared/schemas/search';
import { createExhibition, createItem, useAdminTestApp } from '../helpers/admin-session';
import { createTestApp, injectJson } from '../helpers/test-app';
import { eventInput } from '../helpers/events';

// The site search through both doors (GET /api/search and public.search), on the seeded club,
// with the read cache on: answers follow every admin write at once.
const { t, admin } = useAdminTestApp({ rateLimitWritesPerMinute: 1000, rateLimitSearchesPerMinute: 10_000 });

const search = async (q: string, extra = '') => {
  const res = await injectJson(t.app, 'GET', `/api/search?q=${encodeURIComponent(q)}${extra}`);
  return { status: res.status, json: res.status === 200 ? searchOutput.parse(res.json) : null, body: res.json as unknown };
};
const answerOf = async (q: string) => (await search(q)).json!;
const urlsOf = (json: z.output<typeof searchOutput>) => json.groups.flatMap((g) => g.results.map((r) => r.url));

describe('GET /api/search and public.search', () => {
  it('answers the groups, the count and marked snippets; the tRPC procedure answers the same', async () => {
    const res = await search('synergy');
    expect(res.status).toBe(200);
    const answer = res.json!;
    expect(answer).toMatchObject({ q: 'synergy', approximate: false, didYouMean: null });
    expect(answer.total).toBeGreaterThan(0);
    for (const group of answer.groups) {
      expect(group.results.length).toBeLessThanOrEqual(10);
      for (const r of group.results) {
        expect(r.url).toMatch(/^\/(exhibitions|intelligence|recognition|shame|brain-arsenal|events-symposiums|dispatch)\/\d+$|^\/[a-z-]+$/);
        expect(r.snippet.map((p) => p.text).join('')).not.toMatch(/<\/?[a-z]/i);
      }
    }
    const trpc = await injectJson(t.app, 'GET', `/trpc/public.search?input=${encodeURIComponent(JSON.stringify({ q: 'synergy' }))}`);
    expect(trpc.status).toBe(200);
    expect(searchOutput.parse(z.object({ result: z.object({ data: z.unknown() }) }).parse(trpc.json).result.data)).toEqual(answer);
  });

  it('refuses a missing, empty, too long query or a bad limit with 400 and the field named', async () => {
    for (const url of [
      '/api/search',
      '/api/search?q=',
      '/api/search?q=%20%20',
      `/api/search?q=${'a'.repeat(101)}`,
      '/api/search?q=a&limit=0',
    ]) {
      const res = await injectJson(t.app, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(z.object({ error: z.string() }).safeParse(res.json).success, url).toBe(true);
    }
    expect((await search('a', '&limit=21')).status).toBe(400);
    expect((await search('a', '&limit=2')).status).toBe(200);
  });

  it('finds a new exhibition at once and a deleted one never, through the read cache', async () => {
    const word = 'zanzibarian';
    expect((await answerOf(word)).total).toBe(0);
    // A prefix too short to be corrected reads only the engine's index: dropped all the same.
    expect((await answerOf('zan')).total).toBe(0);
    expect(t.app.readCache.has(`/api/search?q=${word}`)).toBe(true);
    const id = await createExhibition(admin, 'The Zanzibarian Exhibit', {
      description: '<p>Made <em>by hand</em>.</p>',
      category: 'Craft',
    });
    const found = await answerOf(word);
    expect(urlsOf(found)).toEqual([`/exhibitions/${id}`]);
    expect(found.groups[0]?.results[0]).toMatchObject({ title: 'The Zanzibarian Exhibit', titleMatch: true });
    expect(urlsOf(await answerOf('zan'))).toEqual([`/exhibitions/${id}`]);
    expect((await admin('DELETE', `/api/admin/content/${id}`)).status).toBe(200);
    expect((await answerOf(word)).total).toBe(0);
  });

  it('corrects a misspelt title word through the read cache, and forgets the word with its last title', async () => {
    const typo = 'quetzalcoatlus skeletom';
    expect(await answerOf(typo)).toMatchObject({ total: 0, didYouMean: null });
    const id = await createExhibition(admin, 'Quetzalcoatlus Skeleton', { description: '<p>A cast.</p>', category: 'Palaeontology' });
    const corrected = await answerOf(typo);
    expect(corrected).toMatchObject({ approximate: true, didYouMean: 'quetzalcoatlus skeleton' });
    expect(urlsOf(corrected)).toEqual([`/exhibitions/${id}`]);
    expect((await admin('DELETE', `/api/admin/content/${id}`)).status).toBe(200);
    expect(await answerOf(typo)).toMatchObject({ total: 0, didYouMean: null });
  });

  it('never finds a draft report, and finds it once published', async () => {
    const { id } = await createItem(admin, 'intelligence', { title: 'Hyperloop Homeopathy', summary: 'A draft.', published: false });
    expect(urlsOf(await answerOf('hyperloop homeopathy'))).not.toContain(`/intelligence/${id}`);
    expect((await admin('PATCH', `/api/admin/intelligence/${id}`, { published: true })).status).toBe(200);
    expect(urlsOf(await answerOf('hyperloop homeopathy'))).toContain(`/intelligence/${id}`);
  });
});

describe('events in the search', () => {
  it('finds an event the Events tab creates, by title, speakers and place, follows its edits at once, and forgets it deleted', async () => {
    const created = await admin(
      'POST',
      '/api/admin/events',
      eventInput('okapi-symposium', {
        title: 'The Okapi Symposium',
        description: '<p>On <em>striped</em> giraffids.</p>',
        speakers: ['Dr Hortensia Vantablack'],
        location: 'Burlington House, Piccadilly',
      }),
    );
    expect(created.status).toBe(201);
    const { id } = created.json as { id: number };
    const url = `/events-symposiums/${id}`;
    for (const q of ['okapi', 'striped giraffids', 'vantablack', 'burlington piccadilly', 'workshop okapi'])
      expect(urlsOf(await answerOf(q)), q).toContain(url);
    const group = (await answerOf('okapi')).groups.find((g) => g.kind === 'event');
    expect(group).toMatchObject({
      label: 'Events & Symposiums',
      total: 1,
      results: [{ title: 'The Okapi Symposium', url, titleMatch: true }],
    });
    // The detail page's answer is at that address.
    expect((await injectJson(t.app, 'GET', `/api/events/${id}`)).status).toBe(200);
    // An edit of the title, through the read cache: the new title at once, the old one no more.
    expect((await admin('PATCH', `/api/admin/events/${id}`, { title: 'The Tapir Symposium' })).status).toBe(200);
    expect(urlsOf(await answerOf('okapi'))).not.toContain(url);
    expect(urlsOf(await answerOf('tapir'))).toEqual([url]);
    expect((await admin('DELETE', `/api/admin/events/${id}`)).status).toBe(200);
    expect((await answerOf('tapir')).total).toBe(0);
  });

  it('finds the seeded events', async () => {
    const events = (await injectJson(t.app, 'GET', '/api/events')).json as { id: number; title: string }[];
    expect(events.length).toBeGreaterThan(0);
    const [first] = events;
    expect(urlsOf(await answerOf(first.title))).toContain(`/events-symposiums/${first.id}`);
  });
});

describe('search throttle', () => {
  it('counts every door on one counter per address: 429 with Retry-After past the limit', async () => {
    const small = await createTestApp({ rateLimitSearchesPerMinute: 3 });
    try {
      const from = (ip: string, url: string) => small.app.inject({ method: 'GET', url, remoteAddress: ip });
      expect((await from('10.1.1.1', '/api/search?q=one')).statusCode).toBe(200);
      expect((await from('10.1.1.1', `/trpc/public.search?input=${encodeURIComponent('{"q":"two"}')}`)).statusCode).toBe(200);
      expect((await from('10.1.1.1', '/api/search?q=three')).statusCode).toBe(200);
      const refused = await from('10.1.1.1', '/api/search?q=four');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await from('10.1.1.2', '/api/search?q=four')).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});
