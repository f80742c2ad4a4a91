import { describe, expect, it } from 'vitest';
import { useBuiltClientApp } from '../helpers/admin-session';
import { injectJson } from '../helpers/test-app';

// D9's certificate, signed by the server (docs/decisions/043): the same on every visit, checkable
// by anyone given its number and name, and a forged or altered one is said to be not genuine.
const { t, page } = useBuiltClientApp();

async function register(firstName: string) {
  const res = await injectJson(t.app, 'POST', '/api/viral-share', {
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    shareType: 'linkedin',
    certificationClaimed: true,
    shareAction: 'register',
  });
  expect(res.status).toBe(201);
  return String(res.json.certId);
}

const check = (certId: string, name: string) =>
  injectJson(t.app, 'GET', `/api/certificates/${encodeURIComponent(certId)}?name=${encodeURIComponent(name)}`);
const certificatePage = (certId: string, name: string) =>
  page(`/certificate?name=${encodeURIComponent(name)}&certId=${encodeURIComponent(certId)}`);
const NOT_GENUINE = /^This certificate is not genuine/;

describe('the certificate', () => {
  it('is issued by the server with the date it was earned, and verifies as genuine', async () => {
    const before = Date.now();
    const certId = await register('Ada');
    const issuedAt = Number(/^BAC-(\d+)-/.exec(certId)?.[1]);
    expect(issuedAt).toBeGreaterThanOrEqual(before);
    expect(issuedAt).toBeLessThanOrEqual(Date.now());

    const res = await check(certId, 'Ada');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      genuine: true,
      certId,
      name: 'Ada',
      certification: 'Certified Organic Thinking Advocate',
      issuedAt: new Date(issuedAt).toISOString(),
    });
    // Typed back from the paper: spaces and case do not matter.
    expect((await check(certId, '  ada ')).status).toBe(200);
  });

  it('shows the same number and the date it was earned on every load', async () => {
    const certId = await register('Grace');
    const date = new Date(Number(/^BAC-(\d+)-/.exec(certId)?.[1])).toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const loads = [await certificatePage(certId, 'Grace'), await certificatePage(certId, 'Grace')];
    for (const load of loads) {
      expect(load.statusCode).toBe(200);
      expect(load.body).toContain(certId);
      expect(load.body).toContain(`>${date}</time>`);
      expect(load.body).toContain('Genuine');
    }
    const numbers = loads.map((l) => /data-testid="certificate-id"[^>]*>([^<]+)</.exec(l.body)?.[1]);
    expect(numbers).toEqual([certId, certId]);
  });

  it.each([
    ['a changed signature', (id: string) => id.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), 'Ada'],
    ['a changed date', (id: string) => id.replace(/^BAC-(\d+)/, (_, ms: string) => `BAC-${Number(ms) - 86_400_000}`), 'Ada'],
    ['another name', (id: string) => id, 'Charles'],
    // BAC-<moment> without its signature (split, not a regex on the last dash: a signature may hold or end with '-').
    ['an unsigned number of the old form', (id: string) => id.split('-').slice(0, 2).join('-'), 'Ada'],
    ['an invented number', () => 'BAC-1741003500000-q1W2e3R4t5Y6', 'Ada'],
    ['no number at all', () => 'hello', 'Ada'],
  ])('reports %s as not genuine: 404 from the API, and on the page', async (_, alter, name) => {
    const forged = alter(await register('Ada'));
    const res = await check(forged, name);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ error: expect.stringMatching(NOT_GENUINE) });
    const shown = await certificatePage(forged, name);
    expect(shown.statusCode).toBe(404);
    expect(shown.body).toContain('Certificate Not Genuine');
    expect(shown.body).not.toContain('data-testid="certificate-id"');
  });

  it('asks for a name with the number (400), and without a number offers the check form', async () => {
    const certId = await register('Ada');
    const res = await injectJson(t.app, 'GET', `/api/certificates/${certId}`);
    expect(res.status).toBe(400);
    expect(res.json.issues).toEqual([expect.objectContaining({ path: 'name' })]);
    const bare = await page('/certificate');
    expect(bare.statusCode).toBe(200);
    expect(bare.body).toContain('Check a Certificate');
    expect(bare.body).not.toContain('data-testid="certificate-id"');
  });
});
