import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../helpers/admin-session';
import { injectJson } from '../helpers/test-app';
import { expectIssues } from '../helpers/field-error';

const { t, admin } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

describe('shame', () => {
  it('lists shame entries and answers one, with the spec message when missing', async () => {
    const list = await injectJson(t.app, 'GET', '/api/shame');
    expect(list.status).toBe(200);
    expect(list.json.length).toBeGreaterThanOrEqual(4);
    expect(list.json[0]).toMatchObject({ example: expect.any(String), featured: expect.any(Boolean) });
    const one = await injectJson(t.app, 'GET', `/api/shame/${list.json[0].id}`);
    expect(one).toMatchObject({ status: 200, json: { id: list.json[0].id } });
    expect(await injectJson(t.app, 'GET', '/api/shame/99999')).toMatchObject({ status: 404, json: { error: 'Shame item not found' } });
    expect((await injectJson(t.app, 'GET', '/api/shame/nope')).status).toBe(400);
  });
});

describe('admin shame', () => {
  it('shame: example required, sourceUrl URL or empty', async () => {
    const bad = await admin('POST', '/api/admin/shame', { title: 't', description: 'd', category: 'c', example: '', sourceUrl: 'ftp://x' });
    expectIssues(bad, [
      { path: 'example', message: 'Example is required' },
      { path: 'sourceUrl', message: 'Must be a valid URL' },
    ]);
    const created = await admin('POST', '/api/admin/shame', {
      title: 'T',
      description: 'D',
      category: 'C',
      example: 'E',
      sourceUrl: 'https://example.org/x',
    });
    expect(created.status).toBe(201);
    const edited = await admin('PATCH', `/api/admin/shame/${created.json.id}`, { sourceUrl: '' });
    expect(edited.json.sourceUrl).toBeNull();
    expect((await admin('GET', '/api/admin/shame')).json.some((s: { id: number }) => s.id === created.json.id)).toBe(true);
    expect((await admin('DELETE', `/api/admin/shame/${created.json.id}`)).status).toBe(200);
  });
});
