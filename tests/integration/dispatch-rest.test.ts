import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, adminRequest } from '../helpers/admin-session';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { createTestApp, injectJson, type TestApp } from '../helpers/test-app';

// The Dispatch tab's REST rows (docs/decisions/062), typed by the OpenAPI document: Owners and
// Editors only; an Editor writes, sends and follows an issue's progress by REST. On both dialects.
let smtp: TestSmtpServer;
let t: TestApp;
let editor: ReturnType<typeof adminRequest>;
let moderator = '';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp(
    { rateLimitWritesPerMinute: 1000, dispatch: { ratePerMinute: 0, connections: 1, dkim: null } },
    { SMTP_URL: smtp.url, MAIL_FROM: 'The Brain Appreciation Club <club@club.example>' },
  );
  const signedIn = async (role: 'editor' | 'moderator') => {
    const email = `${role}-dispatch@club.example`;
    const cookie = await adminCookie(t.app, email, 'quill-marmalade-lantern-42');
    await t.app.services.db.updateTable('admin_users').set({ role }).where('email', '=', email).execute();
    return cookie;
  };
  editor = adminRequest(t.app, await signedIn('editor'));
  moderator = await signedIn('moderator');
  const at = new Date().toISOString();
  await t.app.services.db
    .insertInto('dispatch_subscribers')
    .values({
      email: 'reader-rest@example.org',
      status: 'confirmed',
      consentSource: 'footer',
      consentWording: 'test',
      consentAt: at,
      confirmedAt: at,
      createdAt: at,
    })
    .execute();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const issue = { subject: 'By REST', body: '<p>Dear reader, <strong>news</strong>.</p>', audience: 'subscribers' as const };

describe('the Dispatch by REST', () => {
  it('refuses a request without a session (401) and a Moderator (403), reads and writes alike', async () => {
    expect((await injectJson(t.app, 'GET', '/api/admin/dispatch')).status).toBe(401);
    expect((await injectJson(t.app, 'POST', '/api/admin/dispatch', issue)).status).toBe(401);
    const asModerator = adminRequest(t.app, moderator);
    expect((await asModerator('GET', '/api/admin/dispatch')).status).toBe(403);
    expect((await asModerator('POST', '/api/admin/dispatch', issue)).status).toBe(403);
    expect(await t.app.services.db.selectFrom('dispatch_issues').select('id').execute()).toHaveLength(0);
  });

  it('lets an Editor write an issue, preview it, send it and read its progress until it is sent', async () => {
    const created = await editor('POST', '/api/admin/dispatch', issue);
    expect(created.status).toBe(201);
    const id: number = created.json.id;
    expect(created.json).toMatchObject({ subject: 'By REST', status: 'draft', counts: { queued: 0, sent: 0 } });

    const edited = await editor('PATCH', `/api/admin/dispatch/${id}`, { subject: 'By REST, edited' });
    expect(edited.json).toMatchObject({ subject: 'By REST, edited', body: issue.body });

    const preview = await editor('GET', `/api/admin/dispatch/${id}/preview`);
    expect(preview.status).toBe(200);
    // Its URL fits the `{id}` row's template too, so the answer's type is narrowed here.
    const letter = preview.json as { html: string; text: string };
    expect(letter.html).toContain('<strong>news</strong>');
    expect(letter.text).toContain('news');

    const scheduled = await editor('POST', `/api/admin/dispatch/${id}/schedule`, {});
    expect(scheduled.status).toBe(200);
    await expect.poll(async () => (await editor('GET', `/api/admin/dispatch/${id}`)).json.status, { timeout: 15_000 }).toBe('sent');
    const progress = await editor('GET', `/api/admin/dispatch/${id}`);
    expect(progress.json.counts).toMatchObject({ queued: 0, sent: 1, failed: 0, bounced: 0 });
    expect(smtp.to('reader-rest@example.org').filter((m) => m.mail.subject === 'By REST, edited')).toHaveLength(1);

    const list = await editor('GET', '/api/admin/dispatch');
    expect(list.json.smtpConfigured).toBe(true);
    expect(list.json.issues.find((i) => i.id === id)?.counts.sent).toBe(1);
    // Sent: it can no longer be edited, cancelled or deleted.
    expect((await editor('PATCH', `/api/admin/dispatch/${id}`, { subject: 'Too late' })).status).toBe(409);
    expect((await editor('POST', `/api/admin/dispatch/${id}/cancel`, {})).status).toBe(409);
    expect((await editor('DELETE', `/api/admin/dispatch/${id}`)).status).toBe(409);
  });

  it('schedules for later, unschedules, deletes a draft, and answers 404 and 400 as documented', async () => {
    const { json } = await editor('POST', '/api/admin/dispatch', { ...issue, subject: 'Later' });
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect((await editor('POST', `/api/admin/dispatch/${json.id}/schedule`, { at: later })).json.status).toBe('scheduled');
    expect((await editor('POST', `/api/admin/dispatch/${json.id}/unschedule`, {})).json.status).toBe('draft');
    expect((await editor('DELETE', `/api/admin/dispatch/${json.id}`)).json).toMatchObject({ id: json.id, deleted: true });
    expect((await editor('GET', `/api/admin/dispatch/${json.id}`)).status).toBe(404);
    expect((await editor('GET', '/api/admin/dispatch/not-a-number')).status).toBe(400);
    expect((await editor('POST', '/api/admin/dispatch', { subject: '' })).status).toBe(400);
  });
});
