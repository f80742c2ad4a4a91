import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { useSmtpAdminTestApp } from '../helpers/smtp-app';

// The Club's Dispatch (docs/decisions/056) against a real SMTP server: consent and double opt-in,
// one-click unsubscribe, hard bounces, erasure, and the web edition.
const { t, db, admin, smtp } = useSmtpAdminTestApp({
  rateLimitWritesPerMinute: 1000,
  dispatch: { ratePerMinute: 0, connections: 2, dkim: null },
});
const subscriber = (email: string) => db().selectFrom('dispatch_subscribers').selectAll().where('email', '=', email).executeTakeFirst();

const postForm = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const trpcData = (body: string) => (JSON.parse(body) as { result: { data: unknown } }).result.data;

async function subscribe(email: string) {
  const res = await postForm('/forms/dispatchSubscribe', { email, source: 'footer', website: '' });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('/dispatch#subscribe');
}

/** The token in the confirmation letter this address received. */
async function confirmationToken(email: string): Promise<string> {
  await expect
    .poll(
      () =>
        smtp()
          .to(email)
          .filter((m) => m.mail.subject?.includes('confirm')).length,
      { timeout: 10_000 },
    )
    .toBe(1);
  const letter = smtp()
    .to(email)
    .find((m) => m.mail.subject?.includes('confirm'))!;
  const token = /\/dispatch\/confirm\?token=([A-Za-z0-9_-]+)/.exec(letter.mail.text ?? '')?.[1];
  expect(token).toBeDefined();
  return token!;
}

async function confirm(email: string) {
  const token = await confirmationToken(email);
  const res = await postForm('/forms/dispatchConfirm', { token });
  expect(res.statusCode).toBe(303);
  expect((await subscriber(email))?.status).toBe('confirmed');
}

/** Writes an issue to the subscribers and leaves it a draft; answers its id. */
async function writeIssue(
  subject: string,
  membersOnly = false,
  body = '<p>Dear reader, <strong>a new report</strong>.</p><ul><li>One</li></ul>',
) {
  const created = await admin('POST', '/trpc/admin.dispatch.create', { subject, body, audience: 'subscribers', membersOnly });
  expect(created.status).toBe(200);
  return (trpcData(created.body) as { id: number }).id;
}

/** Writes an issue and sends it now; resolves once it is sent. */
async function sendIssue(subject: string, membersOnly = false): Promise<number> {
  const id = await writeIssue(subject, membersOnly);
  const scheduled = await admin('POST', '/trpc/admin.dispatch.schedule', { id, at: null });
  expect(scheduled.status).toBe(200);
  await expect
    .poll(async () => (await db().selectFrom('dispatch_issues').select('status').where('id', '=', id).executeTakeFirst())?.status, {
      timeout: 15_000,
    })
    .toBe('sent');
  return id;
}

/** The header block, folded lines joined (RFC 5322 folding). */
const unfolded = (raw: string) => raw.split('\r\n\r\n')[0].replace(/\r\n[ \t]+/g, ' ');

const dispatchLetters = (email: string, subject: string) =>
  smtp()
    .to(email)
    .filter((m) => m.mail.subject === subject);

describe("the Club's Dispatch", () => {
  it('records the consent and sends no issue before the address is confirmed', async () => {
    await subscribe('Ada@Example.org');
    const row = await subscriber('ada@example.org');
    expect(row).toMatchObject({ status: 'pending', consentSource: 'footer' });
    expect(row?.consentWording).toContain('unsubscribe at any time');
    expect(row?.consentAt).toMatch(/^\d{4}-/);
    await confirmationToken('ada@example.org');
    await sendIssue('Before confirmation');
    await new Promise((r) => setTimeout(r, 300));
    expect(dispatchLetters('ada@example.org', 'Before confirmation')).toHaveLength(0);

    await confirm('ada@example.org');
    // The token works once.
    const again = await postForm('/forms/dispatchConfirm', { token: await confirmationToken('ada@example.org') });
    expect(again.statusCode).toBe(404);
    await sendIssue('After confirmation');
    await expect.poll(() => dispatchLetters('ada@example.org', 'After confirmation').length, { timeout: 10_000 }).toBe(1);
    const letter = dispatchLetters('ada@example.org', 'After confirmation')[0];
    const headers = unfolded(letter.raw);
    expect(headers).toMatch(
      /List-Unsubscribe: <http:\/\/localhost:3000\/dispatch\/one-click\?subscriber=\d+&token=[\w-]+>, <mailto:club@club\.example\?subject=unsubscribe>/,
    );
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(letter.mail.text).toContain('- One');
    expect(letter.mail.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/dispatch\/unsubscribe\?subscriber=\d+&token=/);
    expect(letter.mail.html).toContain('style="margin:0 0 14px"');
  });

  it('unsubscribes on the one-click POST and never on a GET', async () => {
    await subscribe('bea@example.org');
    await confirm('bea@example.org');
    await sendIssue('For Bea');
    await expect.poll(() => dispatchLetters('bea@example.org', 'For Bea').length, { timeout: 10_000 }).toBe(1);
    const headers = unfolded(dispatchLetters('bea@example.org', 'For Bea')[0].raw);
    const url = new URL(/List-Unsubscribe: <([^>]+)>/.exec(headers)![1]);
    const path = `${url.pathname}${url.search}`;

    const scanned = await t.app.inject({ method: 'GET', url: path });
    expect(scanned.statusCode).toBe(303);
    expect(scanned.headers.location).toMatch(/^\/dispatch\/unsubscribe\?subscriber=\d+&token=/);
    expect((await subscriber('bea@example.org'))?.status).toBe('confirmed');

    const forged = await t.app.inject({
      method: 'POST',
      url: path.replace(/token=[\w-]+/, 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    expect((await subscriber('bea@example.org'))?.status).toBe('confirmed');

    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await subscriber('bea@example.org'))?.status).toBe('unsubscribed');
    await sendIssue('After Bea left');
    await new Promise((r) => setTimeout(r, 300));
    expect(dispatchLetters('bea@example.org', 'After Bea left')).toHaveLength(0);
  });

  it('unsubscribes through the page form without JavaScript', async () => {
    await subscribe('cy@example.org');
    await confirm('cy@example.org');
    const row = (await subscriber('cy@example.org'))!;
    const { unsubscribeToken } = await import('~/server/services/dispatch');
    const res = await postForm('/forms/dispatchUnsubscribe', {
      subscriber: String(row.id),
      token: unsubscribeToken(t.app.services.secrets, row.id),
    });
    expect(res.statusCode).toBe(303);
    expect((await subscriber('cy@example.org'))?.status).toBe('unsubscribed');
  });

  it('suppresses an address the server refuses for good (a 5xx)', async () => {
    await subscribe('gone@example.org');
    await confirm('gone@example.org');
    smtp().bounce('gone@example.org');
    await sendIssue('Bounce one');
    const row = await subscriber('gone@example.org');
    expect(row?.status).toBe('bounced');
    expect(row?.bounceReason).toMatch(/550|refused|mailbox/i);
    const letter = await db().selectFrom('dispatch_letters').select('status').where('subscriberId', '=', row!.id).executeTakeFirst();
    expect(letter?.status).toBe('bounced');
    await sendIssue('Bounce two');
    const letters = await db().selectFrom('dispatch_letters').select('issueId').where('subscriberId', '=', row!.id).execute();
    expect(letters).toHaveLength(1);
  });

  it('erases the subscription with the rest of the address', async () => {
    await subscribe('dee@example.org');
    await confirm('dee@example.org');
    const found = await admin('POST', '/trpc/admin.privacy.find', { email: 'dee@example.org' });
    expect((trpcData(found.body) as { subscriptions: unknown[] }).subscriptions).toHaveLength(1);
    const erased = await admin('POST', '/trpc/admin.privacy.erase', { email: 'dee@example.org', confirm: 'ERASE' });
    expect(erased.status).toBe(200);
    expect((trpcData(erased.body) as { counts: { subscriptions: number } }).counts.subscriptions).toBe(1);
    expect(await subscriber('dee@example.org')).toBeUndefined();
  });

  it('gives a public issue its web edition, and a members-only issue none', async () => {
    const open = await sendIssue('Open to all');
    const closed = await sendIssue('For members', true);
    const read = (id: number) =>
      t.app.inject({ method: 'GET', url: `/trpc/public.dispatch.issue?input=${encodeURIComponent(JSON.stringify({ id }))}` });
    expect((await read(open)).statusCode).toBe(200);
    expect((await read(closed)).statusCode).toBe(404);
    const archive = await t.app.inject({ method: 'GET', url: `/trpc/public.dispatch.archive?input=${encodeURIComponent('{}')}` });
    const subjects = (trpcData(archive.body) as { issues: { subject: string }[] }).issues.map((i) => i.subject);
    expect(subjects).toContain('Open to all');
    expect(subjects).not.toContain('For members');
    // The sitemap lists the web edition, and never a members-only issue.
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`/dispatch/${open}</loc>`);
    expect(sitemap).not.toContain(`/dispatch/${closed}</loc>`);
  });

  it('puts a sent issue in the search and the feed; never a draft, a scheduled or a members-only one', async () => {
    const open = await sendIssue('The Narwhal Number');
    const closed = await sendIssue('The Narwhal Number for members', true);
    const draftId = await writeIssue('The Narwhal Draft', false, '<p>Not yet.</p>');
    const laterId = await writeIssue('The Narwhal Sequel', false, '<p>Later.</p>');
    expect((await admin('POST', '/trpc/admin.dispatch.schedule', { id: laterId, at: '2099-01-01T09:00:00Z' })).status).toBe(200);

    const search = async (q: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      return res.json<{ groups: { kind: string; label: string; results: { url: string; title: string }[] }[] }>();
    };
    const found = await search('narwhal');
    const urls = found.groups.flatMap((g) => g.results.map((r) => r.url));
    expect(found.groups.find((g) => g.kind === 'dispatch')).toMatchObject({
      label: 'The Dispatch',
      results: [{ url: `/dispatch/${open}`, title: 'The Narwhal Number' }],
    });
    for (const id of [closed, draftId, laterId]) expect(urls).not.toContain(`/dispatch/${id}`);
    // By its text too (the letter's words, without markup).
    expect((await search('dear reader narwhal')).groups.flatMap((g) => g.results.map((r) => r.url))).toContain(`/dispatch/${open}`);

    const feed = await t.app.inject({ method: 'GET', url: '/feed.xml' });
    expect(feed.statusCode).toBe(200);
    expect(XMLValidator.validate(feed.body)).toBe(true);
    type Item = { title: string; link: string; pubDate: string; description: string };
    const parsed = new XMLParser().parse(feed.body) as { rss: { channel: { item?: Item | Item[] } } };
    const items = ([] as Item[]).concat(parsed.rss.channel.item ?? []);
    const entry = items.find((i) => i.title === 'The Narwhal Number');
    expect(entry).toMatchObject({ link: `http://localhost:3000/dispatch/${open}` });
    expect(entry?.description).toMatch(/^Dear reader, a new report\./);
    expect(Number.isNaN(Date.parse(entry!.pubDate))).toBe(false);
    for (const subject of ['The Narwhal Number for members', 'The Narwhal Draft', 'The Narwhal Sequel'])
      expect(items.some((i) => i.title === subject)).toBe(false);
  });

  it('answers a clear 400 for a bad address on the subscribe form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/public.dispatch.subscribe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'not-an-address' }),
    });
    expect(res.statusCode).toBe(400);
  });
});
