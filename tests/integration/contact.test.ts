import { describe, expect, it } from 'vitest';
import { expectFieldError } from '../helpers/field-error';
import { contactApplication } from '../helpers/contact-form';
import { injectJson, postRawJson, useTestApp } from '../helpers/test-app';
import { errorOutput } from '~/shared/schemas/answers';

const { t, db, count } = useTestApp({ rateLimitWritesPerMinute: 1000 });

describe('POST /api/membership', () => {
  const valid = contactApplication;

  it('stores an application with its subject and the associate default', async () => {
    const res = await injectJson(t.app, 'POST', '/api/membership', valid);
    expect(res.status).toBe(201);
    const row = await db().selectFrom('membership_applications').selectAll().where('id', '=', res.json.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...valid, membershipType: 'associate' });
  });

  it('defaults a missing or empty subject to General Fellowship Inquiry and keeps a given membershipType', async () => {
    const { subject: _s, ...noSubject } = valid;
    for (const body of [noSubject, { ...valid, subject: '' }]) {
      const res = await injectJson(t.app, 'POST', '/api/membership', { ...body, membershipType: 'fellow' });
      expect(res.status).toBe(201);
      const row = await db().selectFrom('membership_applications').selectAll().where('id', '=', res.json.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ subject: 'General Fellowship Inquiry', membershipType: 'fellow' });
    }
  });

  it.each([
    [{ ...valid, firstName: '' }, 'firstName'],
    [{ ...valid, firstName: 'x'.repeat(101) }, 'firstName'],
    [{ ...valid, email: 'mary' }, 'email'],
    [{ ...valid, email: undefined }, 'email'],
    [{ ...valid, subject: 'Free Money' }, 'subject'],
    [{ ...valid, message: ' ' }, 'message'],
    [{ ...valid, message: 'x'.repeat(5001) }, 'message'],
    [{ ...valid, membershipType: 'x'.repeat(51) }, 'membershipType'],
    [{ ...valid, membershipType: 3 }, 'membershipType'],
  ])('rejects bad input with a 400 naming the field (%#)', async (body, field) => {
    const before = await count('membership_applications');
    expectFieldError(await injectJson(t.app, 'POST', '/api/membership', body), field);
    expect(await count('membership_applications')).toBe(before);
  });

  it('rejects a missing body and broken JSON with a 400', async () => {
    expect((await injectJson(t.app, 'POST', '/api/membership')).status).toBe(400);
    const res = await postRawJson(t.app, '/api/membership', '{"a":');
    expect(res.statusCode).toBe(400);
    expect(errorOutput.parse(res.json()).error).toBeTruthy();
  });

  it('silently drops a filled honeypot', async () => {
    const before = await count('membership_applications');
    expect(await injectJson(t.app, 'POST', '/api/membership', { ...valid, website: 'http://spam' })).toMatchObject({
      status: 201,
      json: { id: null },
    });
    expect(await count('membership_applications')).toBe(before);
  });
});
