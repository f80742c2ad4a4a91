import { describe, expect, it } from 'vitest';
import { expectFieldError } from '../helpers/field-error';
import { injectJson, useTestApp } from '../helpers/test-app';

const { t, db, count } = useTestApp({ rateLimitWritesPerMinute: 1000 });

describe('POST /api/viral-share', () => {
  const valid = { email: 'grace@example.com', firstName: 'Grace', shareType: 'twitter' };
  const linkedinUrl =
    'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Certified%20Organic%20Thinking%20Advocate&certId=BAC-1';

  it('records a share of each type; certificationClaimed and linkedinUrl only for linkedin', async () => {
    for (const shareType of ['twitter', 'email']) {
      const res = await injectJson(t.app, 'POST', '/api/viral-share', { ...valid, shareType });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ id: expect.any(Number), shareType, certificationClaimed: false });
    }
    const res = await injectJson(t.app, 'POST', '/api/viral-share', {
      ...valid,
      shareType: 'linkedin',
      certificationClaimed: true,
      shareAction: 'register',
      linkedinUrl,
    });
    expect(res.status).toBe(201);
    // The register step is issued its certificate by the server: the number and link are its own, not the client's.
    expect(res.json.certId).toMatch(/^BAC-\d+-[A-Za-z0-9_-]{12}$/);
    const row = await db().selectFrom('viral_shares').selectAll().where('id', '=', res.json.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'grace@example.com',
      firstName: 'Grace',
      shareType: 'linkedin',
      certificationClaimed: 1,
      shareAction: 'register',
    });
    expect(new URL(row.linkedinUrl ?? '').searchParams.get('certId')).toBe(res.json.certId);
    const share = await injectJson(t.app, 'POST', '/api/viral-share', { ...valid, shareType: 'linkedin', linkedinUrl });
    const shared = await db().selectFrom('viral_shares').selectAll().where('id', '=', share.json.id).executeTakeFirstOrThrow();
    expect(shared).toMatchObject({ shareAction: 'share', linkedinUrl });
    expect(share.json.certId).toBeUndefined();
    const plain = await db().selectFrom('viral_shares').selectAll().where('shareType', '=', 'twitter').executeTakeFirstOrThrow();
    expect(plain).toMatchObject({ certificationClaimed: 0, shareAction: 'share', linkedinUrl: null });
  });

  it.each([
    [{ ...valid, email: '' }, 'email'],
    [{ ...valid, email: 'nope' }, 'email'],
    [{ ...valid, firstName: '  ' }, 'firstName'],
    [{ ...valid, firstName: 'x'.repeat(101) }, 'firstName'],
    [{ ...valid, shareType: 'facebook' }, 'shareType'],
    [{ ...valid, shareType: 'x'.repeat(51) }, 'shareType'],
    [{ email: valid.email, firstName: valid.firstName }, 'shareType'],
    [{ ...valid, certificationClaimed: true }, 'certificationClaimed'],
    [{ ...valid, shareType: 'linkedin', certificationClaimed: 'yes' }, 'certificationClaimed'],
    [{ ...valid, shareAction: 'hack' }, 'shareAction'],
    [{ ...valid, shareType: 'linkedin', linkedinUrl: 'https://evil.example/' }, 'linkedinUrl'],
    [{ ...valid, linkedinUrl }, 'linkedinUrl'],
  ])('rejects bad input with a 400 naming the field (%#)', async (body, field) => {
    const before = await count('viral_shares');
    expectFieldError(await injectJson(t.app, 'POST', '/api/viral-share', body), field);
    expect(await count('viral_shares')).toBe(before);
  });

  it('silently drops a filled honeypot', async () => {
    const before = await count('viral_shares');
    const res = await injectJson(t.app, 'POST', '/api/viral-share', { ...valid, website: 'spam' });
    expect(res).toMatchObject({ status: 201, json: { id: null } });
    expect(await count('viral_shares')).toBe(before);
  });
});
