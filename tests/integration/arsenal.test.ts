import { describe, expect, it } from 'vitest';
import { createItem, useAdminTestApp } from '../helpers/admin-session';
import { injectJson, seededList } from '../helpers/test-app';

const { t, admin } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

describe('Brain Arsenal', () => {
  it('lists every item, featured first then newest first, with the public fields', async () => {
    const items = await seededList(t.app, '/api/arsenal', 8);
    const firstPlain = items.findIndex((i: { featured: boolean }) => !i.featured);
    expect(firstPlain).toBeGreaterThan(0);
    expect(items.slice(firstPlain).every((i: { featured: boolean }) => !i.featured)).toBe(true);
    const plainDates = items.slice(firstPlain).map((i: { createdAt: string }) => i.createdAt);
    expect([...plainDates].sort().reverse()).toEqual(plainDates);
    expect(Object.keys(items[0]).sort()).toEqual([
      'category',
      'content',
      'createdAt',
      'description',
      'featured',
      'id',
      'previewUrl',
      'sourceCredits',
      'title',
      'type',
    ]);
  });

  it('answers one item, and 404 or 400 honestly', async () => {
    const list = (await injectJson(t.app, 'GET', '/api/arsenal')).json;
    const one = await injectJson(t.app, 'GET', `/api/arsenal/${list[1].id}`);
    expect(one).toMatchObject({ status: 200, json: list[1] });
    expect(await injectJson(t.app, 'GET', '/api/arsenal/99999')).toMatchObject({ status: 404, json: { error: 'Arsenal item not found.' } });
    expect((await injectJson(t.app, 'GET', '/api/arsenal/abc')).status).toBe(400);
    expect((await injectJson(t.app, 'GET', '/api/arsenal/0')).status).toBe(400);
  });
});

describe('admin arsenal', () => {
  // What the form refuses: admin-forms.test.ts.
  it('arsenal: content kept as typed, type and credits edited, delete', async () => {
    const content = '{\n  "keep": "<exactly> as typed"\n}';
    const created = await createItem(admin, 'arsenal', { content, type: 'dataset' });
    expect(created.content).toBe(content);
    const edited = await admin('PATCH', `/api/admin/arsenal/${created.id}`, { type: 'tool', sourceCredits: 'The Club' });
    expect(edited.json).toMatchObject({ type: 'tool', sourceCredits: 'The Club' });
    const del = await admin('DELETE', `/api/admin/arsenal/${created.id}`);
    expect(del.status).toBe(200);
  });
});
