import { describe, expect, it } from 'vitest';
import { createItem, useAdminTestApp } from '../helpers/admin-session';
import { idOf, injectJson } from '../helpers/test-app';
import { expectIssues } from '../helpers/field-error';

const { t, admin, db } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

describe('content management (with delete, D16)', () => {
  it('creates, edits and deletes; delete removes comments and reactions', async () => {
    const created = await createItem(admin, 'content', {
      title: '  The Abacus Room  ',
      description: '<p>Beads <strong>counted</strong> by hand.<script>alert(1)</script></p><img src=x onerror=alert(1)>',
      imageUrl: '/uploads/abc.png',
    });
    expect(created).toMatchObject({ title: 'The Abacus Room', featured: false, imageUrl: '/uploads/abc.png' });
    expect(created.description).toBe('<p>Beads <strong>counted</strong> by hand.</p>');
    const id = created.id;
    expect((await injectJson(t.app, 'GET', '/api/content')).json.some((i: { id: number }) => i.id === id)).toBe(true);

    const edited = await admin('PATCH', `/api/admin/content/${id}`, { featured: true, imageUrl: '' });
    expect(edited.json).toMatchObject({ id, title: 'The Abacus Room', featured: true, imageUrl: '' });

    // A comment with a reaction, then delete the item.
    const c = await injectJson(t.app, 'POST', `/api/content/${id}/comments`, {
      authorName: 'A',
      authorEmail: 'a@example.com',
      comment: 'Lovely',
    });
    await admin('PATCH', `/api/admin/comments/${idOf(c.json)}/approve`);
    await db()
      .insertInto('comment_reactions')
      .values({ commentId: idOf(c.json), reaction: 'heart', userEmail: 'b@example.com' })
      .execute();
    const list = await admin('GET', '/api/admin/content');
    expect(list.json.find((i: { id: number }) => i.id === id)).toMatchObject({ approvedComments: 1, pendingComments: 0 });

    const deleted = await admin('DELETE', `/api/admin/content/${id}`);
    expect(deleted).toMatchObject({ status: 200, json: { deleted: true, removedComments: 1 } });
    expect(await db().selectFrom('comments').select('id').where('contentItemId', '=', id).execute()).toEqual([]);
    expect(await db().selectFrom('comment_reactions').select('id').where('commentId', '=', idOf(c.json)).execute()).toEqual([]);
    expect((await admin('DELETE', `/api/admin/content/${id}`)).status).toBe(404);
    expect((await admin('PATCH', `/api/admin/content/${id}`, { title: 'x' })).status).toBe(404);
  });

  it('answers the spec validation messages', async () => {
    const res = await admin('POST', '/api/admin/content', { title: '', description: '<p> </p>', type: ' ', category: '' });
    expect(res.status).toBe(400);
    expectIssues(res, [
      { path: 'title', message: 'Title is required' },
      { path: 'description', message: 'Description is required' },
      { path: 'type', message: 'Type is required' },
      { path: 'category', message: 'Category is required' },
    ]);
    const long = await admin('POST', '/api/admin/content', { title: 'x'.repeat(201), description: 'd', type: 't', category: 'c' });
    expect(long.json.issues).toEqual([{ path: 'title', message: 'Title must be at most 200 characters' }]);
    const badImage = await admin('POST', '/api/admin/content', {
      title: 'x',
      description: 'd',
      type: 't',
      category: 'c',
      imageUrl: 'javascript:alert(1)',
    });
    expect(badImage.status).toBe(400);
    expect(badImage.json.issues?.[0].path).toBe('imageUrl');
  });
});
