import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { decodeFormResult } from '~/server/form-result-cookie';
import { parsePostedForm, type PostedForm } from '~/shared/form-posts';
import { VOLUNTEER_EXPERIMENTS } from '~/shared/schemas/research-forms';
import { adminCookie } from '../helpers/admin-session';
import { createTestApp, injectJson, useTestApp } from '../helpers/test-app';
import { contactApplication } from '../helpers/contact-form';

/**
 * The public forms without JavaScript (docs/decisions/021): `POST /forms/NAME` with an
 * application/x-www-form-urlencoded body meets the same procedure as the JSON call.
 */
const { t, db, count } = useTestApp({ rateLimitWritesPerMinute: 1000 });

type Fields = Record<string, string | string[]>;

/** The forms that refuse a blank card with the spec's one title and sentence (no field messages). */
const BLANK_REFUSALS: [form: string, fields: Fields, title: string, message: string][] = [
  [
    'support',
    { firstName: ' ', email: '', website: '' },
    'Information Required',
    'Please provide your name and email to show your support.',
  ],
  ['translator', { jobTitle: '  ', website: '' }, 'Missing Job Title', 'Please enter your job title to get roasted!'],
];

const encode = (fields: Fields) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) params.append(name, v);
  return params.toString();
};

async function post(app: FastifyInstance, form: string, fields: Fields, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: `/forms/${form}`,
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: encode(fields),
    remoteAddress,
  });
  return res;
}

/** The posted state a refused post renders into its page. */
const pageState = (html: string): PostedForm | null => {
  const json = /<script type="application\/json" id="posted-form">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return parsePostedForm(json);
};

/** The one-visit cookie a successful post sets for the page it redirects to. */
const resultCookie = (setCookie: string | string[] | undefined): PostedForm | null => {
  const cookie = [setCookie ?? []].flat().find((c) => c.startsWith('form-result='));
  return cookie ? decodeFormResult(cookie.slice('form-result='.length).split(';')[0]) : null;
};

/** The contact form as a person posts it: the honeypot left empty. */
const contact = { ...contactApplication, website: '' };

describe('POST /forms/NAME: success is a 303 to the page that shows it', () => {
  it('contact: stores the application and redirects to the form', async () => {
    const before = await count('membership_applications');
    const res = await post(t.app, 'contact', contact);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/#contact');
    expect(resultCookie(res.headers['set-cookie'])).toEqual({ form: 'contact', result: {} });
    expect(await count('membership_applications')).toBe(before + 1);
    const row = await db().selectFrom('membership_applications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      firstName: 'Mary',
      email: 'mary@example.com',
      subject: 'Complaints About AI',
      membershipType: 'associate',
    });
  });

  it('support: registers the supporter with a certificate id issued by the server', async () => {
    const res = await post(t.app, 'support', { firstName: ' Ada ', email: 'ada@example.com', website: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/#support');
    const posted = resultCookie(res.headers['set-cookie']);
    expect(posted?.result).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', certId: expect.stringMatching(/^BAC-/) });
    const row = await db().selectFrom('viral_shares').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', shareType: 'linkedin' });
  });

  it('comment: stores it pending and redirects to the exhibition', async () => {
    const before = await count('comments');
    const res = await post(t.app, 'comment', {
      contentItemId: '1',
      authorName: 'Ada',
      authorEmail: 'ada@example.com',
      comment: 'Splendid.',
      website: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/exhibitions/1#comment-form');
    expect(await count('comments')).toBe(before + 1);
    const row = await db().selectFrom('comments').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ contentItemId: 1, authorName: 'Ada', comment: 'Splendid.' });
    expect(Number(row.isApproved)).toBe(0);
  });

  it('volunteer: a repeated name (the ticked experiments) is a list', async () => {
    const experiments = [VOLUNTEER_EXPERIMENTS[0], VOLUNTEER_EXPERIMENTS[2]];
    const res = await post(t.app, 'volunteer', { name: 'Ada', email: 'ada@example.com', motivation: 'Science.', experiments, website: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/volunteer-research#volunteer-form');
    const row = await db().selectFrom('volunteer_applications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(row.experiments)).toEqual(experiments);
  });

  it('translator: the translation travels to the page in the result', async () => {
    const res = await post(t.app, 'translator', { jobTitle: 'Chief Synergy Officer', website: '' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/job-title-translator#translation');
    const result = resultCookie(res.headers['set-cookie'])?.result;
    expect(result).toMatchObject({
      originalTitle: 'Chief Synergy Officer',
      translation: expect.any(String),
      shareableId: expect.any(String),
    });
    const row = await db()
      .selectFrom('job_title_translations')
      .selectAll()
      .where('shareableId', '=', result?.shareableId ?? '')
      .executeTakeFirst();
    expect(row).toBeTruthy();
  });

  it('translator: the longest title of emojis still fits in the result cookie', async () => {
    const res = await post(t.app, 'translator', { jobTitle: '🚀'.repeat(150), website: '' });
    expect(res.statusCode).toBe(303);
    const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('form-result='));
    expect(cookie?.split(';')[0]?.length).toBeLessThan(4000);
    expect(resultCookie(res.headers['set-cookie'])?.result?.originalTitle).toBe('🚀'.repeat(150));
  });

  it('ego report: filed for the roast, whose page shows the roast again with the thanks', async () => {
    const roast = resultCookie((await post(t.app, 'translator', { jobTitle: 'Head of Vibes', website: '' })).headers['set-cookie'])?.result;
    const res = await post(t.app, 'egoReport', { shareableId: roast?.shareableId ?? '', egoRating: '4', momReaction: 'Lovely, dear.' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/job-title-translator#ego-report');
    // The roast is read again by its id, not taken from the post.
    expect(resultCookie(res.headers['set-cookie'])?.result).toEqual({
      ...roast,
      egoRating: '4',
      momReaction: 'Lovely, dear.',
      egoSubmitted: '1',
    });
    const row = await db()
      .selectFrom('ego_reports')
      .selectAll()
      .where('shareableId', '=', roast?.shareableId ?? '')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ egoRating: 4, momReaction: 'Lovely, dear.' });
  });

  it('ego report: no rating gets the spec sentence beside the roast, the mom reaction kept, nothing stored', async () => {
    const roast = resultCookie(
      (await post(t.app, 'translator', { jobTitle: 'Chief Vibes Officer', website: '' })).headers['set-cookie'],
    )?.result;
    const before = await count('ego_reports');
    const res = await post(t.app, 'egoReport', { shareableId: roast?.shareableId ?? '', egoRating: '', momReaction: 'Hmm.' });
    expect(res.statusCode).toBe(400);
    expect(pageState(res.body)).toMatchObject({
      form: 'egoReport',
      title: 'Rating Required',
      message: 'Please rate your ego survival first!',
      values: { momReaction: 'Hmm.' },
      result: roast,
    });
    expect(await count('ego_reports')).toBe(before);
    // A roast that does not exist: 404's sentence, no roast shown.
    const missing = await post(t.app, 'egoReport', { shareableId: 'nosuchroast', egoRating: '3' });
    expect(missing.statusCode).toBe(404);
    expect(pageState(missing.body)).toMatchObject({ form: 'egoReport', message: 'Translation not found' });
  });

  it('ego report: the longest title and mom reaction of emojis still fit in the result cookie', async () => {
    const roast = resultCookie(
      (await post(t.app, 'translator', { jobTitle: '🚀'.repeat(150), website: '' })).headers['set-cookie'],
    )?.result;
    const res = await post(t.app, 'egoReport', { shareableId: roast?.shareableId ?? '', egoRating: '5', momReaction: '🙄'.repeat(200) });
    expect(res.statusCode).toBe(303);
    const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('form-result='));
    expect(cookie?.split(';')[0]?.length).toBeLessThan(4000);
  });

  it('a filled honeypot looks like success and stores nothing', async () => {
    const before = await count('membership_applications');
    const res = await post(t.app, 'contact', { ...contact, website: 'http://spam.example' });
    expect(res.statusCode).toBe(303);
    expect(await count('membership_applications')).toBe(before);
  });
});

describe('POST /forms/NAME: a refusal is the form page again, values kept, messages beside the fields', () => {
  it("contact: the schema's own messages, every value but the honeypot kept", async () => {
    const before = await count('membership_applications');
    const res = await post(t.app, 'contact', { ...contact, firstName: '', email: 'mary', website: '' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    const state = pageState(res.body);
    expect(state?.errors).toMatchObject({ firstName: 'Given name is required', email: expect.stringMatching(/valid email/i) });
    expect(state?.values).toEqual({ firstName: '', email: 'mary', subject: contact.subject, message: contact.message });
    expect(await count('membership_applications')).toBe(before);
  });

  it.each(BLANK_REFUSALS)(
    "%s: a blank form is answered with the spec's title and sentence, as its toast says them",
    async (form, fields, title, message) => {
      const res = await post(t.app, form, fields);
      expect(res.statusCode).toBe(400);
      expect(pageState(res.body)).toMatchObject({ form, title, message });
    },
  );

  it('proposal and volunteer: field messages from their schemas', async () => {
    const proposal = pageState(
      (await post(t.app, 'proposal', { name: 'Ada', email: 'ada@example.com', title: '', category: 'Nonsense' })).body,
    );
    expect(proposal?.errors).toMatchObject({ title: expect.any(String), category: expect.any(String) });
    expect(proposal?.values).toMatchObject({ name: 'Ada', category: 'Nonsense' });
    const volunteer = await post(t.app, 'volunteer', {
      name: 'Ada',
      email: 'ada@example.com',
      motivation: '',
      experiments: ['Not an experiment'],
    });
    expect(volunteer.statusCode).toBe(400);
    expect(pageState(volunteer.body)?.errors).toMatchObject({ motivation: expect.any(String), experiments: expect.any(String) });
  });

  it('bad input is never a 500', async () => {
    const cases: [string, Fields][] = [
      ['comment', { contentItemId: 'abc', authorName: 'A', authorEmail: 'a@example.com', comment: 'x' }],
      ['comment', { contentItemId: '999999', authorName: 'A', authorEmail: 'a@example.com', comment: 'x' }],
      ['comment', { contentItemId: ['1', '2'], authorName: ['A', 'B'], comment: 'x'.repeat(6000) }],
      ['translator', { jobTitle: 'x'.repeat(400) }],
      ['translator', {}],
      ['support', { firstName: 'x'.repeat(200), email: 'a@example.com' }],
      ['volunteer', { name: 'A', email: 'a@example.com', motivation: 'm', age: 'twelve', experiments: 'The Procrastination Algorithm' }],
    ];
    for (const [form, fields] of cases) {
      const res = await post(t.app, form, fields);
      expect(res.statusCode, `${form} ${JSON.stringify(fields).slice(0, 80)}`).toBeGreaterThanOrEqual(300);
      expect(res.statusCode).toBeLessThan(500);
    }
    // Bodies that are not forms at all.
    const raw = async (payload: string, contentType: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/forms/contact',
          headers: { origin: 'http://localhost:3000', 'content-type': contentType },
          payload,
        })
      ).statusCode;
    expect(await raw('%zz&&==&firstName=%E0%A4%A', 'application/x-www-form-urlencoded')).toBe(400);
    // Fastify reads text/plain as a string: no fields, so the form's own messages (400).
    expect(await raw('hello', 'text/plain')).toBe(400);
    expect(await raw('--x\r\n', 'multipart/form-data; boundary=x')).toBe(415);
    expect(await raw(`message=${'x'.repeat(300 * 1024)}`, 'application/x-www-form-urlencoded')).toBe(413);
    expect((await post(t.app, 'nothing', {})).statusCode).toBe(404);
  });

  it('the JSON API still refuses a urlencoded body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/membership',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: encode(contact),
    });
    expect(res.statusCode).toBe(415);
  });

  it("opening a form's address sends the visitor to the form", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/forms/support' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/#support');
  });
});

describe("POST /forms/NAME: the JSON call's guards", () => {
  it('one throttle for both doors (D8): the third write in a minute is a 429 with its wait, shown on the page', async () => {
    const fresh = await createTestApp({ rateLimitWritesPerMinute: 2 });
    try {
      const address = '10.0.0.21';
      expect((await post(fresh.app, 'contact', contact, {}, address)).statusCode).toBe(303);
      const json = await fresh.app.inject({
        method: 'POST',
        url: '/api/membership',
        remoteAddress: address,
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        payload: JSON.stringify(contact),
      });
      expect(json.statusCode).toBe(201);
      const refused = await post(fresh.app, 'contact', contact, {}, address);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(pageState(refused.body)).toMatchObject({
        form: 'contact',
        // The failure toast's title (part 1 section 8), with the throttle's reason as its sentence.
        title: 'Submission Failed',
        message: expect.stringMatching(/Too many requests/),
        values: { firstName: 'Mary' },
      });
      expect(await fresh.app.services.db.selectFrom('membership_applications').select('id').execute()).toHaveLength(2);
    } finally {
      await fresh.close();
    }
  });

  it('the Origin rule (D20): with the session cookie, a foreign Origin is refused with a 403 and nothing is stored', async () => {
    const cookie = await adminCookie(t.app);
    const before = await count('comments');
    const fields = { contentItemId: '1', authorName: 'Mallory', authorEmail: 'm@example.com', comment: 'Forged.' };
    const res = await post(t.app, 'comment', fields, { cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(pageState(res.body)).toMatchObject({ form: 'comment', title: 'Error', message: expect.stringMatching(/Forbidden/) });
    const missing = await post(t.app, 'comment', fields, { cookie, origin: '' });
    expect(missing.statusCode).toBe(403);
    expect(await count('comments')).toBe(before);
    // The same cookie from the site itself is accepted.
    expect((await post(t.app, 'comment', fields, { cookie })).statusCode).toBe(303);
    // And the JSON call meets the same rule.
    expect(
      (
        await injectJson(
          t.app,
          'POST',
          '/api/content/1/comments',
          { ...fields, contentItemId: 1 },
          { cookie, origin: 'https://evil.example' },
        )
      ).status,
    ).toBe(403);
  });
});

describe('POST /forms/reaction: the reaction buttons and the email prompt without JavaScript', () => {
  const approved = async () =>
    db().selectFrom('comments').select(['id', 'contentItemId']).where('isApproved', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const tokenCookie = (setCookie: string | string[] | undefined) =>
    [setCookie ?? []]
      .flat()
      .find((c) => c.startsWith('reaction-token='))
      ?.split(';')[0]
      ?.slice('reaction-token='.length);
  const rows = (commentId: number, userEmail: string) =>
    db().selectFrom('comment_reactions').selectAll().where('commentId', '=', commentId).where('userEmail', '=', userEmail).execute();
  /** The fields a comment's reaction button sends to add `reaction`. */
  const addButton = (c: { id: number; contentItemId: number }, reaction = 'heart') => ({
    contentItemId: String(c.contentItemId),
    commentId: String(c.id),
    reaction,
    intent: 'add',
  });

  it('a button without an address opens the prompt (200, nothing stored); the prompt adds it, then the button removes it', async () => {
    const c = await approved();
    const button = addButton(c);
    const asked = await post(t.app, 'reaction', button);
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(pageState(asked.body)).toEqual({ form: 'reaction', values: button });
    expect(tokenCookie(asked.headers['set-cookie'])).toBeUndefined();

    // The prompt: stored with a token the server makes, kept in the browser's cookie.
    const added = await post(t.app, 'reaction', { ...button, userEmail: 'Nojs.Reactor@example.com', website: '' });
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe(`/exhibitions/${c.contentItemId}#discourse`);
    const token = tokenCookie(added.headers['set-cookie']);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect([added.headers['set-cookie']].flat().find((x) => x?.startsWith('reaction-token='))).not.toMatch(/HttpOnly/i);
    expect(resultCookie(added.headers['set-cookie'])?.result).toMatchObject({
      commentId: String(c.id),
      reaction: 'heart',
      done: 'added',
      mine: expect.stringContaining(`${c.id}:heart`),
    });
    const [row] = await rows(c.id, 'nojs.reactor@example.com');
    expect(row).toMatchObject({ reaction: 'heart' });
    // The JSON path knows it as this browser's, by the same token.
    const listed = await injectJson(t.app, 'GET', `/api/reactions/${c.id}`, undefined, { 'x-reaction-token': token! });
    expect((listed.json as { id: number; mine: boolean }[]).find((r) => r.id === row?.id)?.mine).toBe(true);

    // The same button again with the cookie: already this browser's, nothing asked, nothing added.
    const cookie = `reaction-token=${token}`;
    const again = await post(t.app, 'reaction', button, { cookie });
    expect(again.statusCode).toBe(303);
    expect(tokenCookie(again.headers['set-cookie'])).toBeUndefined();
    expect(await rows(c.id, 'nojs.reactor@example.com')).toHaveLength(1);

    // The pressed button removes it; another browser's cookie cannot.
    const foreign = await post(t.app, 'reaction', { ...button, intent: 'remove' }, { cookie: `reaction-token=${'z'.repeat(43)}` });
    expect(foreign.statusCode).toBe(404);
    expect(pageState(foreign.body)).toMatchObject({ form: 'reaction', title: 'Update Failed', message: 'Reaction not found' });
    const removed = await post(t.app, 'reaction', { ...button, intent: 'remove' }, { cookie });
    expect(removed.statusCode).toBe(303);
    expect(resultCookie(removed.headers['set-cookie'])?.result).toMatchObject({ done: 'removed' });
    expect(await rows(c.id, 'nojs.reactor@example.com')).toHaveLength(0);
  });

  it('a bad address is the page with the prompt again: the message beside the field, the values kept', async () => {
    const c = await approved();
    const fields = addButton(c, 'thumbs_up');
    const res = await post(t.app, 'reaction', { ...fields, userEmail: 'not-an-address', website: '' });
    expect(res.statusCode).toBe(400);
    const state = pageState(res.body);
    expect(state?.errors).toMatchObject({ userEmail: expect.stringMatching(/valid email/i) });
    expect(state?.values).toEqual({ ...fields, userEmail: 'not-an-address' });
    expect(tokenCookie(res.headers['set-cookie'])).toBeUndefined();
  });

  it("a post from another site is stored, as a JSON call from anywhere is, but sets no token over the browser's own", async () => {
    const c = await approved();
    const fields = addButton(c);
    const res = await post(t.app, 'reaction', { ...fields, userEmail: 'cross.site@example.com' }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(303);
    expect(tokenCookie(res.headers['set-cookie'])).toBeUndefined();
    expect(resultCookie(res.headers['set-cookie'])?.result).toMatchObject({ done: 'added', mine: '' });
    expect(await rows(c.id, 'cross.site@example.com')).toHaveLength(1);
  });

  it('the honeypot, the throttle and bad input meet the JSON rules', async () => {
    const c = await approved();
    const fields = addButton(c);
    const bot = await post(t.app, 'reaction', { ...fields, userEmail: 'bot.reactor@example.com', website: 'http://spam.example' });
    expect(bot.statusCode).toBe(303);
    expect(await rows(c.id, 'bot.reactor@example.com')).toHaveLength(0);
    for (const bad of [
      { ...fields, reaction: 'shrug', userEmail: 'a@example.com' },
      { ...fields, commentId: 'abc', userEmail: 'a@example.com' },
      { ...fields, commentId: '999999', userEmail: 'a@example.com' },
      { ...fields, contentItemId: 'abc', userEmail: 'a@example.com' },
      { ...fields, intent: 'remove' },
    ]) {
      const res = await post(t.app, 'reaction', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(300);
      expect(res.statusCode).toBeLessThan(500);
    }
    const fresh = await createTestApp({ rateLimitWritesPerMinute: 1 });
    try {
      const address = '10.0.0.22';
      const first = await post(fresh.app, 'reaction', { ...fields, userEmail: 'one@example.com' }, {}, address);
      expect(first.statusCode).toBe(303);
      const second = await post(fresh.app, 'reaction', { ...fields, userEmail: 'two@example.com' }, {}, address);
      expect(second.statusCode).toBe(429);
      expect(pageState(second.body)).toMatchObject({ form: 'reaction', message: expect.stringMatching(/Too many requests/) });
    } finally {
      await fresh.close();
    }
  });
});

// The page a refused post renders, as the browser shows it: the spec's title and sentence together.
describe('POST /forms/NAME: the refusal rendered in the page', () => {
  const rendered = useTestApp({ client: 'dist', rateLimitWritesPerMinute: 1000 });

  it.each(BLANK_REFUSALS)('%s: the alert holds the title and the description', async (form, fields, title, description) => {
    const res = await post(rendered.t.app, form, fields);
    expect(res.statusCode).toBe(400);
    const alert = /<div class="field-error" role="alert">(.*?)<\/div>/.exec(res.body)?.[1] ?? '';
    expect(alert).toBe(`<p class="font-bold">${title}</p><p>${description}</p>`);
  });
});
