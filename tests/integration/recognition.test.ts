import { describe, expect, it } from 'vitest';
import { createItem, useAdminTestApp } from '../helpers/admin-session';
import { injectJson, seededList } from '../helpers/test-app';

const { t, admin } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

describe('recognition', () => {
  it('lists recognition items newest first with boolean featured', async () => {
    const json = await seededList(t.app, '/api/recognition', 4);
    expect(json[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      company: expect.any(String),
      featured: expect.any(Boolean),
    });
    for (let i = 1; i < json.length; i++) expect(json[i - 1].createdAt >= json[i].createdAt).toBe(true);
  });

  it('answers one recognition item, 404 when missing and 400 for a bad id', async () => {
    const first = (await injectJson(t.app, 'GET', '/api/recognition')).json[0];
    expect(await injectJson(t.app, 'GET', `/api/recognition/${first.id}`)).toMatchObject({
      status: 200,
      json: { id: first.id, title: first.title },
    });
    expect(await injectJson(t.app, 'GET', '/api/recognition/99999')).toMatchObject({
      status: 404,
      json: { error: 'Recognition item not found' },
    });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const res = await injectJson(t.app, 'GET', `/api/recognition/${bad}`);
      expect(res.status).toBe(400);
      expect(res.json.error).toContain('id');
    }
  });
});

describe('admin recognition', () => {
  // What the form refuses: admin-forms.test.ts.
  it('recognition: create (an empty websiteUrl, a javascript: link dropped), edit, delete', async () => {
    const created = await createItem(admin, 'recognition', {
      company: 'Hallucinex',
      description: 'Plain text\n\nSecond paragraph <a href="javascript:x">bad</a>',
      websiteUrl: '',
    });
    expect(created.websiteUrl).toBeNull();
    expect(created.description).not.toContain('javascript');
    const edited = await admin('PATCH', `/api/admin/recognition/${created.id}`, { websiteUrl: 'https://example.com', featured: true });
    expect(edited.json).toMatchObject({ websiteUrl: 'https://example.com', featured: true, company: 'Hallucinex' });
    expect((await admin('DELETE', `/api/admin/recognition/${created.id}`)).status).toBe(200);
    expect((await admin('DELETE', `/api/admin/recognition/${created.id}`)).status).toBe(404);
  });
});
