import { describe, expect, it } from 'vitest';
import { createItem, useAdminTestApp } from '../helpers/admin-session';
import { injectJson, seededList } from '../helpers/test-app';

const { t, admin } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

describe('shame', () => {
  it('lists shame entries and answers one, with the spec message when missing', async () => {
    const list = await seededList(t.app, '/api/shame', 4);
    expect(list[0]).toMatchObject({ example: expect.any(String), featured: expect.any(Boolean) });
    const one = await injectJson(t.app, 'GET', `/api/shame/${list[0].id}`);
    expect(one).toMatchObject({ status: 200, json: { id: list[0].id } });
    expect(await injectJson(t.app, 'GET', '/api/shame/99999')).toMatchObject({ status: 404, json: { error: 'Shame item not found' } });
    expect((await injectJson(t.app, 'GET', '/api/shame/nope')).status).toBe(400);
  });
});

describe('admin shame', () => {
  // What the form refuses: admin-forms.test.ts.
  it('shame: sourceUrl a URL or empty, listed, deleted', async () => {
    const created = await createItem(admin, 'shame', { sourceUrl: 'https://example.org/x' });
    const edited = await admin('PATCH', `/api/admin/shame/${created.id}`, { sourceUrl: '' });
    expect(edited.json.sourceUrl).toBeNull();
    expect((await admin('GET', '/api/admin/shame')).json.some((s: { id: number }) => s.id === created.id)).toBe(true);
    expect((await admin('DELETE', `/api/admin/shame/${created.id}`)).status).toBe(200);
  });
});
