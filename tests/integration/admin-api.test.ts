import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, adminRequest } from '../helpers/admin-session';
import { createTestApp, injectJson, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: ReturnType<typeof adminRequest>;
beforeAll(async () => {
  t = await createTestApp({ rateLimitWritesPerMinute: 1000 });
  admin = adminRequest(t.app, await adminCookie(t.app));
});
afterAll(() => t.close());

const db = () => t.app.services.db;

describe('comment moderation (D6)', () => {
  it('lists pending comments with their exhibition; approving publishes, rejecting deletes', async () => {
    const items = (await injectJson(t.app, 'GET', '/api/content')).json as { id: number; title: string }[];
    const target = items[1];
    const posted = await injectJson(t.app, 'POST', `/api/content/${target.id}/comments`, {
      authorName: 'Miss Prism',
      authorEmail: 'prism@example.com',
      comment: 'The manuscript was in the handbag.',
    });
    const pending = await admin('GET', '/api/admin/comments/pending');
    expect(pending.status).toBe(200);
    const mine = pending.json.find((c: { id: number }) => c.id === posted.json.id);
    expect(mine).toMatchObject({ exhibitionTitle: target.title, contentItemId: target.id, authorEmail: 'prism@example.com' });

    const approved = await admin('PATCH', `/api/admin/comments/${posted.json.id}/approve`);
    expect(approved).toMatchObject({ status: 200, json: { isApproved: true, message: 'Comment updated' } });
    const publicList = (await injectJson(t.app, 'GET', `/api/content/${target.id}/comments`)).json;
    expect(publicList.map((c: { id: number }) => c.id)).toContain(posted.json.id);
    expect((await admin('GET', '/api/admin/comments/pending')).json.map((c: { id: number }) => c.id)).not.toContain(posted.json.id);

    const second = await injectJson(t.app, 'POST', `/api/content/${target.id}/comments`, {
      authorName: 'Lady Bracknell',
      authorEmail: 'bracknell@example.com',
      comment: 'A handbag?',
    });
    const rejected = await admin('DELETE', `/api/admin/comments/${second.json.id}`);
    expect(rejected.status).toBe(200);
    expect(await db().selectFrom('comments').select('id').where('id', '=', second.json.id).executeTakeFirst()).toBeUndefined();
    expect((await admin('DELETE', `/api/admin/comments/${second.json.id}`)).status).toBe(404);
    expect((await admin('PATCH', '/api/admin/comments/999999/approve')).status).toBe(404);
    expect((await admin('PATCH', '/api/admin/comments/abc/approve')).status).toBe(400);
  });
});

describe('content management (with delete, D16)', () => {
  it('creates, edits and deletes; delete removes comments and reactions', async () => {
    const created = await admin('POST', '/api/admin/content', {
      title: '  The Abacus Room  ',
      description: '<p>Beads <strong>counted</strong> by hand.<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      type: 'exhibition',
      category: 'Arithmetic',
      imageUrl: '/uploads/abc.png',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ title: 'The Abacus Room', featured: false, imageUrl: '/uploads/abc.png' });
    expect(created.json.description).toBe('<p>Beads <strong>counted</strong> by hand.</p>');
    const id = created.json.id;
    expect((await injectJson(t.app, 'GET', '/api/content')).json.some((i: { id: number }) => i.id === id)).toBe(true);

    const edited = await admin('PATCH', `/api/admin/content/${id}`, { featured: true, imageUrl: '' });
    expect(edited.json).toMatchObject({ id, title: 'The Abacus Room', featured: true, imageUrl: '' });

    // A comment with a reaction, then delete the item.
    const c = await injectJson(t.app, 'POST', `/api/content/${id}/comments`, { authorName: 'A', authorEmail: 'a@example.com', comment: 'Lovely' });
    await admin('PATCH', `/api/admin/comments/${c.json.id}/approve`);
    await db().insertInto('comment_reactions').values({ commentId: c.json.id, reaction: 'heart', userEmail: 'b@example.com' }).execute();
    const list = await admin('GET', '/api/admin/content');
    expect(list.json.find((i: { id: number }) => i.id === id)).toMatchObject({ approvedComments: 1, pendingComments: 0 });

    const deleted = await admin('DELETE', `/api/admin/content/${id}`);
    expect(deleted).toMatchObject({ status: 200, json: { deleted: true, removedComments: 1 } });
    expect(await db().selectFrom('comments').select('id').where('contentItemId', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('comment_reactions').select('id').where('commentId', '=', c.json.id).execute()).toEqual([]);
    expect((await admin('DELETE', `/api/admin/content/${id}`)).status).toBe(404);
    expect((await admin('PATCH', `/api/admin/content/${id}`, { title: 'x' })).status).toBe(404);
  });

  it('answers the spec validation messages', async () => {
    const res = await admin('POST', '/api/admin/content', { title: '', description: '<p> </p>', type: ' ', category: '' });
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual(
      expect.arrayContaining([
        { path: 'title', message: 'Title is required' },
        { path: 'description', message: 'Description is required' },
        { path: 'type', message: 'Type is required' },
        { path: 'category', message: 'Category is required' },
      ]),
    );
    const long = await admin('POST', '/api/admin/content', { title: 'x'.repeat(201), description: 'd', type: 't', category: 'c' });
    expect(long.json.issues).toEqual([{ path: 'title', message: 'Title must be at most 200 characters' }]);
    const badImage = await admin('POST', '/api/admin/content', { title: 'x', description: 'd', type: 't', category: 'c', imageUrl: 'javascript:alert(1)' });
    expect(badImage.status).toBe(400);
    expect(badImage.json.issues[0].path).toBe('imageUrl');
  });
});

describe('recognition, shame, arsenal', () => {
  it('recognition: create with rules, edit, delete', async () => {
    const bad = await admin('POST', '/api/admin/recognition', { title: 't', company: '', description: 'd', category: 'c', websiteUrl: 'not a url' });
    expect(bad.json.issues).toEqual(
      expect.arrayContaining([
        { path: 'company', message: 'Company is required' },
        { path: 'websiteUrl', message: 'Must be a valid URL' },
      ]),
    );
    const created = await admin('POST', '/api/admin/recognition', {
      title: 'Most Confident Error',
      company: 'Hallucinex',
      description: 'Plain text\n\nSecond paragraph <a href="javascript:x">bad</a>',
      category: 'Confidence',
      websiteUrl: '',
    });
    expect(created.status).toBe(201);
    expect(created.json.websiteUrl).toBeNull();
    expect(created.json.description).not.toContain('javascript');
    const edited = await admin('PATCH', `/api/admin/recognition/${created.json.id}`, { websiteUrl: 'https://example.com', featured: true });
    expect(edited.json).toMatchObject({ websiteUrl: 'https://example.com', featured: true, company: 'Hallucinex' });
    expect((await admin('DELETE', `/api/admin/recognition/${created.json.id}`)).status).toBe(200);
    expect((await admin('DELETE', `/api/admin/recognition/${created.json.id}`)).status).toBe(404);
  });

  it('shame: example required, sourceUrl URL or empty', async () => {
    const bad = await admin('POST', '/api/admin/shame', { title: 't', description: 'd', category: 'c', example: '', sourceUrl: 'ftp://x' });
    expect(bad.json.issues).toEqual(
      expect.arrayContaining([
        { path: 'example', message: 'Example is required' },
        { path: 'sourceUrl', message: 'Must be a valid URL' },
      ]),
    );
    const created = await admin('POST', '/api/admin/shame', { title: 'T', description: 'D', category: 'C', example: 'E', sourceUrl: 'https://example.org/x' });
    expect(created.status).toBe(201);
    const edited = await admin('PATCH', `/api/admin/shame/${created.json.id}`, { sourceUrl: '' });
    expect(edited.json.sourceUrl).toBeNull();
    expect((await admin('GET', '/api/admin/shame')).json.some((s: { id: number }) => s.id === created.json.id)).toBe(true);
    expect((await admin('DELETE', `/api/admin/shame/${created.json.id}`)).status).toBe(200);
  });

  it('arsenal: type from the list, content required', async () => {
    const bad = await admin('POST', '/api/admin/arsenal', { title: 't', description: 'd', category: 'c', content: ' ', type: 'spell' });
    expect(bad.json.issues).toEqual(
      expect.arrayContaining([
        { path: 'content', message: 'Content is required' },
        { path: 'type', message: 'Type must be one of prompt, dataset, tool, video' },
      ]),
    );
    const content = '{\n  "keep": "<exactly> as typed"\n}';
    const created = await admin('POST', '/api/admin/arsenal', { title: 'T', description: 'D', category: 'C', content, type: 'dataset' });
    expect(created.status).toBe(201);
    expect(created.json.content).toBe(content);
    const edited = await admin('PATCH', `/api/admin/arsenal/${created.json.id}`, { type: 'tool', sourceCredits: 'The Club' });
    expect(edited.json).toMatchObject({ type: 'tool', sourceCredits: 'The Club' });
    const del = await admin('DELETE', `/api/admin/arsenal/${created.json.id}`);
    expect(del.status).toBe(200);
  });
});

describe('intelligence reports', () => {
  const valid = {
    title: 'The Whitepaper of Nothing',
    summary: 'It says little.',
    content: '<p>Analysis <em>here</em></p><script>x</script>',
    sourceTitle: 'A Whitepaper',
    sourceUrl: 'https://example.com/wp',
  };

  it('creates with the form defaults: published, corporate-bs, meter 5', async () => {
    const res = await admin('POST', '/api/admin/intelligence', valid);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ published: true, featured: false, category: 'corporate-bs', bullshitMeter: 5, keyInsights: [], hiddenTruths: [] });
    expect(res.json.content).toBe('<p>Analysis <em>here</em></p>');
  });

  it('clamps the meter, drops blank list entries, stores sourceDate as a date', async () => {
    const res = await admin('POST', '/api/admin/intelligence', {
      ...valid,
      bullshitMeter: 42,
      keyInsights: ['One', '  ', 'Two'],
      hiddenTruths: ['Truth'],
      sourceDate: '2025-03-04T10:00:00.000Z',
      category: 'tech-hype',
      published: false,
      authorNote: '<p onclick="x">Note</p>',
    });
    expect(res.json).toMatchObject({ bullshitMeter: 10, keyInsights: ['One', 'Two'], hiddenTruths: ['Truth'], sourceDate: '2025-03-04', published: false, authorNote: '<p>Note</p>' });
    const low = await admin('PATCH', `/api/admin/intelligence/${res.json.id}`, { bullshitMeter: -3 });
    expect(low.json.bullshitMeter).toBe(1);
    const nan = await admin('PATCH', `/api/admin/intelligence/${res.json.id}`, { bullshitMeter: 'lots' });
    expect(nan.json.bullshitMeter).toBe(1);
    // Drafts are in the admin list, not in the public one.
    expect((await admin('GET', '/api/admin/intelligence')).json.find((r: { id: number }) => r.id === res.json.id).published).toBe(false);
    const publicRows = await db().selectFrom('intelligence_reports').select('id').where('published', '=', 1).execute();
    expect(publicRows.map((r) => r.id)).not.toContain(res.json.id);
    expect((await admin('DELETE', `/api/admin/intelligence/${res.json.id}`)).status).toBe(200);
  });

  it('answers the spec messages', async () => {
    const res = await admin('POST', '/api/admin/intelligence', { ...valid, sourceTitle: '', sourceUrl: 'nope', category: 'gossip', sourceDate: '2025-13-45' });
    expect(res.json.issues).toEqual(
      expect.arrayContaining([
        { path: 'sourceTitle', message: 'Source title is required' },
        { path: 'sourceUrl', message: 'Must be a valid URL' },
        { path: 'category', message: expect.stringMatching(/corporate-bs/) },
        { path: 'sourceDate', message: expect.stringMatching(/valid date/) },
      ]),
    );
  });
});

describe('submissions, supporters, payments and analytics', () => {
  it('lists and deletes contact forms, supporters, volunteer applications and research proposals', async () => {
    await db().insertInto('membership_applications').values({ firstName: 'Ada', email: 'ada@example.com', subject: 'General Fellowship Inquiry', message: 'Hello' }).execute();
    await db()
      .insertInto('viral_shares')
      .values({ firstName: 'Bea', email: 'bea@example.com', shareType: 'linkedin', certificationClaimed: 1, shareAction: 'certificate', linkedinUrl: 'https://www.linkedin.com/x' })
      .execute();
    await db()
      .insertInto('volunteer_applications')
      .values({ name: 'Cy', email: 'cy@example.com', motivation: 'Curiosity', experiments: JSON.stringify(['The Procrastination Algorithm']) })
      .execute();
    await db()
      .insertInto('research_proposals')
      .values({ name: 'Di', email: 'di@example.com', title: 'On Tea', category: 'Other', description: 'd', objectives: 'o', methodology: 'm', ethics: 'e', significance: 's' })
      .execute();

    const apps = await admin('GET', '/api/admin/membership-applications');
    expect(apps.json[0]).toMatchObject({ firstName: 'Ada', subject: 'General Fellowship Inquiry' });
    const shares = await admin('GET', '/api/admin/viral-shares');
    expect(shares.json[0]).toMatchObject({ firstName: 'Bea', certificationClaimed: true, shareAction: 'certificate', linkedinUrl: 'https://www.linkedin.com/x' });
    const vols = await admin('GET', '/api/admin/volunteer-applications');
    expect(vols.json[0]).toMatchObject({ name: 'Cy', experiments: ['The Procrastination Algorithm'] });
    const props = await admin('GET', '/api/admin/research-proposals');
    expect(props.json[0]).toMatchObject({ name: 'Di', title: 'On Tea' });

    expect((await admin('DELETE', `/api/admin/membership-applications/${apps.json[0].id}`)).json.message).toBe('Application deleted');
    expect((await admin('DELETE', `/api/admin/viral-shares/${shares.json[0].id}`)).json.message).toBe('Supporter deleted');
    expect((await admin('DELETE', `/api/admin/volunteer-applications/${vols.json[0].id}`)).status).toBe(200);
    expect((await admin('DELETE', `/api/admin/research-proposals/${props.json[0].id}`)).status).toBe(200);
    expect((await admin('GET', '/api/admin/membership-applications')).json).toEqual([]);
    expect((await admin('DELETE', `/api/admin/viral-shares/${shares.json[0].id}`)).status).toBe(404);
  });

  it('lists payments with totals of the succeeded ones', async () => {
    await db()
      .insertInto('payments')
      .values([
        { stripePaymentIntentId: 'pi_1', email: 'e@example.com', firstName: 'E', membershipType: 'full', amount: 4700, status: 'succeeded', currency: 'gbp', createdAt: '2025-05-01T10:00:00.000Z' },
        { stripePaymentIntentId: 'pi_2', email: 'f@example.com', firstName: 'F', membershipType: 'basic', amount: 700, status: 'failed', currency: 'gbp', createdAt: '2025-05-02T10:00:00.000Z' },
      ])
      .execute();
    const res = await admin('GET', '/api/admin/payments');
    expect(res.json.payments.map((p: { stripePaymentIntentId: string }) => p.stripePaymentIntentId)).toEqual(['pi_2', 'pi_1']);
    expect(res.json).toMatchObject({ succeededCount: 1, succeededTotal: 4700 });
  });

  it('summarises page views for 30 days and top pages', async () => {
    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() - offset * 86400_000).toISOString();
    await db()
      .insertInto('page_views')
      .values([
        { path: '/', visitorKey: 'a', createdAt: day(0) },
        { path: '/', visitorKey: 'a', createdAt: day(0) },
        { path: '/exhibitions', visitorKey: 'b', createdAt: day(0) },
        { path: '/shame', visitorKey: 'c', createdAt: day(3) },
        { path: '/too-old', visitorKey: 'd', createdAt: day(40) },
      ])
      .execute();
    const res = await admin('GET', '/api/admin/analytics');
    expect(res.json.days).toHaveLength(30);
    expect(res.json.days[29]).toMatchObject({ day: today.toISOString().slice(0, 10), views: 3, visitors: 2 });
    expect(res.json.days[26]).toMatchObject({ views: 1, visitors: 1 });
    expect(res.json.totalViews).toBe(4);
    expect(res.json.topPages[0]).toEqual({ path: '/', views: 2 });
    expect(res.json.topPages.map((p: { path: string }) => p.path)).not.toContain('/too-old');
  });

  it('keeps admin answers out of caches', async () => {
    expect((await admin('GET', '/api/admin/payments')).headers['cache-control']).toBe('no-store');
  });
});
