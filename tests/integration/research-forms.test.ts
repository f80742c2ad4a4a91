import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../helpers/admin-session';
import { createTestApp, injectJson } from '../helpers/test-app';
import { expectIssueAt } from '../helpers/field-error';
import { seedOneSubmissionOfEach } from '../helpers/seed-lists';

const { t, admin } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

const db = () => t.app.services.db;

/** One test per bad body: the form at `url` answers 400 with an issue at the field named beside it. */
function itRejectsEach(url: '/api/volunteer-application' | '/api/research-proposal', cases: [unknown, string][]) {
  it.each(cases)('rejects bad input (%#) with a 400 naming %s', async (body, field) => {
    expectIssueAt(await injectJson(t.app, 'POST', url, body), field);
  });
}

const volunteer = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phone: '+44 20 7946 0000',
  age: '26-35',
  background: 'Mathematician',
  interests: 'Engines of all kinds',
  availability: '3-5 hours per week',
  experience: 'Some',
  motivation: 'To prove that poetry and arithmetic are friends.',
  experiments: ['The Procrastination Algorithm', 'The Great Memory Competition'],
};

describe('POST /api/volunteer-application (D15)', () => {
  it('stores a full application', async () => {
    const res = await injectJson(t.app, 'POST', '/api/volunteer-application', volunteer);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ id: expect.any(Number), message: expect.stringContaining('48 hours') });
    const row = await t.app.services.db
      .selectFrom('volunteer_applications')
      .selectAll()
      .where('id', '=', res.json.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', age: '26-35', motivation: volunteer.motivation });
    expect(JSON.parse(row.experiments)).toEqual(volunteer.experiments);
  });

  it('stores a minimal application with empty optional choices', async () => {
    const res = await injectJson(t.app, 'POST', '/api/volunteer-application', {
      name: 'Charles',
      email: 'charles@example.com',
      motivation: 'Curiosity',
      age: '',
      availability: '',
      phone: '',
    });
    expect(res.status).toBe(201);
    const row = await t.app.services.db
      .selectFrom('volunteer_applications')
      .selectAll()
      .where('id', '=', res.json.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ age: null, availability: null, phone: null, experiments: '[]' });
  });

  itRejectsEach('/api/volunteer-application', [
    [{ ...volunteer, name: '' }, 'name'],
    [{ ...volunteer, email: 'nope' }, 'email'],
    [{ ...volunteer, motivation: '  ' }, 'motivation'],
    [{ ...volunteer, age: '17' }, 'age'],
    [{ ...volunteer, availability: 'Never' }, 'availability'],
    [{ ...volunteer, experiments: ['Building a robot'] }, 'experiments.0'],
    [{ ...volunteer, experiments: 'The Procrastination Algorithm' }, 'experiments'],
    [{ ...volunteer, name: 'x'.repeat(101) }, 'name'],
    [{ ...volunteer, motivation: 'x'.repeat(5001) }, 'motivation'],
    [{ ...volunteer, phone: '1'.repeat(51) }, 'phone'],
  ]);

  it('drops a bot quietly', async () => {
    const res = await injectJson(t.app, 'POST', '/api/volunteer-application', { ...volunteer, website: 'spam' });
    expect(res).toMatchObject({ status: 201, json: { id: null } });
  });
});

const proposal = {
  name: 'Dr Mary Somerville',
  email: 'mary@example.com',
  affiliation: 'Royal Institution',
  title: 'Does Handwriting Improve Recall?',
  category: 'Memory Studies',
  description: 'A controlled study.',
  objectives: 'Measure recall.',
  methodology: 'Two groups, one pen.',
  duration: '3-6 months',
  participants: '40 Fellows',
  resources: 'Paper, ink, tea',
  ethics: 'Informed consent, no robots harmed.',
  significance: 'Large, we hope.',
  collaboration: 'Open to it',
};

describe('POST /api/research-proposal (D15)', () => {
  it('stores a proposal', async () => {
    const res = await injectJson(t.app, 'POST', '/api/research-proposal', proposal);
    expect(res.status).toBe(201);
    expect(res.json.message).toContain('5-7 business days');
    const row = await t.app.services.db
      .selectFrom('research_proposals')
      .selectAll()
      .where('id', '=', res.json.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ ...proposal });
  });

  it.each(['name', 'email', 'title', 'category', 'description', 'objectives', 'methodology', 'ethics', 'significance'])(
    'requires %s',
    async (field) => {
      const res = await injectJson(t.app, 'POST', '/api/research-proposal', { ...proposal, [field]: '' });
      expectIssueAt(res, field);
    },
  );

  itRejectsEach('/api/research-proposal', [
    [{ ...proposal, category: 'Astrology' }, 'category'],
    [{ ...proposal, duration: 'forever' }, 'duration'],
    [{ ...proposal, title: 'x'.repeat(201) }, 'title'],
    [{ ...proposal, affiliation: 'x'.repeat(201) }, 'affiliation'],
  ]);

  it('rejects a non-object body and throttles (D8)', async () => {
    expect((await injectJson(t.app, 'POST', '/api/research-proposal', ['a'])).status).toBe(400);
    const fresh = await createTestApp({ rateLimitWritesPerMinute: 1, seed: false });
    try {
      expect((await injectJson(fresh.app, 'POST', '/api/research-proposal', proposal)).status).toBe(201);
      expect((await injectJson(fresh.app, 'POST', '/api/research-proposal', proposal)).status).toBe(429);
      // Each route has its own counter.
      expect((await injectJson(fresh.app, 'POST', '/api/volunteer-application', volunteer)).status).toBe(201);
    } finally {
      await fresh.close();
    }
  });
});

describe('admin submissions', () => {
  it('lists and deletes contact forms, supporters, volunteer applications and research proposals', async () => {
    await seedOneSubmissionOfEach(db());

    const apps = await admin('GET', '/api/admin/membership-applications');
    expect(apps.json[0]).toMatchObject({ firstName: 'Ada', subject: 'General Fellowship Inquiry' });
    const shares = await admin('GET', '/api/admin/viral-shares');
    expect(shares.json[0]).toMatchObject({
      firstName: 'Bea',
      certificationClaimed: true,
      shareAction: 'certificate',
      linkedinUrl: 'https://www.linkedin.com/x',
    });
    const vols = await admin('GET', '/api/admin/volunteer-applications');
    expect(vols.json[0]).toMatchObject({ name: 'Cy', experiments: ['The Procrastination Algorithm'] });
    const props = await admin('GET', '/api/admin/research-proposals');
    expect(props.json[0]).toMatchObject({ name: 'Di', title: 'On Tea' });

    expect((await admin('DELETE', `/api/admin/membership-applications/${apps.json[0].id}`)).json.message).toBe('Application deleted');
    expect((await admin('DELETE', `/api/admin/viral-shares/${shares.json[0].id}`)).json.message).toBe('Supporter deleted');
    expect((await admin('DELETE', `/api/admin/volunteer-applications/${vols.json[0].id}`)).status).toBe(200);
    expect((await admin('DELETE', `/api/admin/research-proposals/${props.json[0].id}`)).status).toBe(200);
    expect((await admin('GET', '/api/admin/membership-applications')).json).toEqual([]);
    expect((await admin('DELETE', `/api/admin/viral-shares/${shares.json[0].id}`)).status).toBe(404);
  });
});
