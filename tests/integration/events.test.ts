import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../helpers/admin-session';
import { injectJson } from '../helpers/test-app';
import { eventInput } from '../helpers/events';

// Events in the database (docs/decisions/057): the seed, the public rows, the admin's writes, the
// calendar files. On SQLite and PostgreSQL.

const { t, admin } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

type Ev = {
  id: number;
  slug: string;
  title: string;
  past: boolean;
  registered: number;
  capacity: number;
  spotsLeft: number;
  attendees: number;
  rating: number | null;
  ticketTypes: { id: number; name: string; price: number; membersPrice: number | null }[];
};
const list = async () => (await injectJson(t.app, 'GET', '/api/events')).json as unknown as Ev[];

const newEvent = (slug: string, overrides: Record<string, unknown> = {}) => eventInput(slug, overrides);

describe('the seed', () => {
  it('gives the spec’s five upcoming and three recent events with their figures', async () => {
    const events = await list();
    const upcoming = events.filter((e) => !e.past);
    const recent = events.filter((e) => e.past);
    expect(upcoming.map((e) => [e.registered, e.capacity, e.ticketTypes[0].price, e.ticketTypes[0].membersPrice])).toEqual([
      [147, 200, 7500, 4500],
      [89, 150, 2500, 1500],
      [23, 75, 5000, 3000],
      [67, 100, 4000, 2500],
      [34, 50, 27500, 19500],
    ]);
    expect(upcoming.map((e) => e.spotsLeft)).toEqual([53, 61, 52, 33, 16]);
    expect(recent.map((e) => [e.attendees, e.rating])).toEqual([
      [156, 4.9],
      [203, 4.8],
      [89, 4.7],
    ]);
  });

  it('the events page renders the counts, and each event has its page answer', async () => {
    const [first] = await list();
    const one = await injectJson(t.app, 'GET', `/api/events/${first.id}`);
    expect(one.status).toBe(200);
    expect(await injectJson(t.app, 'GET', '/api/events/99999')).toMatchObject({ status: 404, json: { error: 'Event not found' } });
    expect((await injectJson(t.app, 'GET', '/api/events/nope')).status).toBe(400);
  });
});

describe('the Events tab', () => {
  it('creates an event with two ticket types, edits it and deletes it', async () => {
    const created = await admin('POST', '/api/admin/events', newEvent('summer-salon'));
    expect(created.status).toBe(201);
    const event = created.json as unknown as Ev;
    expect(event.ticketTypes.map((tt) => [tt.name, tt.price, tt.membersPrice])).toEqual([
      ['Standard', 2500, 1500],
      ['Student', 0, null],
    ]);
    expect((await admin('POST', '/api/admin/events', newEvent('summer-salon'))).status).toBe(409);
    const edited = await admin('PATCH', `/api/admin/events/${event.id}`, {
      title: 'The Summer Salon',
      ticketTypes: [{ id: event.ticketTypes[0].id, name: 'Standard', price: 3000, membersPrice: 2000 }],
    });
    expect(edited.status).toBe(200);
    expect((edited.json as unknown as Ev).ticketTypes).toHaveLength(1);
    expect((await list()).some((e) => e.title === 'The Summer Salon')).toBe(true);
    expect((await admin('DELETE', `/api/admin/events/${event.id}`)).status).toBe(200);
    expect((await list()).some((e) => e.id === event.id)).toBe(false);
  });

  it('refuses bad input with 400, never 500', async () => {
    for (const body of [
      newEvent('Bad Slug'),
      newEvent('x', { endsAt: '2030-06-01T17:00:00+01:00' }),
      newEvent('y', { ticketTypes: [] }),
      newEvent('z', { ticketTypes: [{ name: 'A', price: -1 }] }),
      newEvent('w', { capacity: 'many' }),
    ]) {
      const res = await admin('POST', '/api/admin/events', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await injectJson(t.app, 'POST', '/api/admin/events', newEvent('anon'))).status).toBe(401);
  });
});

describe('calendar files', () => {
  it('one event and the feed parse with ical.js, in Europe/London', async () => {
    const [first] = (await list()).filter((e) => !e.past);
    const file = await t.app.inject({ method: 'GET', url: `/calendar/${first.slug}.ics` });
    expect(file.statusCode).toBe(200);
    const cal = new ICAL.Component(ICAL.parse(String(file.body)) as unknown[]);
    const tz = cal.getFirstSubcomponent('vtimezone');
    expect(tz?.getFirstPropertyValue('tzid')).toBe('Europe/London');
    const vevent = new ICAL.Event(cal.getFirstSubcomponent('vevent') ?? undefined);
    expect(vevent.summary).toBe(first.title);
    expect(vevent.uid).toBe(`${first.slug}@brainappreciation.club`);
    const api = (await injectJson(t.app, 'GET', `/api/events/${first.id}`)).json as unknown as { startsAt: string };
    if (tz) vevent.startDate.zone = new ICAL.Timezone(tz);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(api.startsAt);

    const feed = await t.app.inject({ method: 'GET', url: '/events.ics' });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(String(feed.body)) as unknown[]).getAllSubcomponents('vevent');
    expect(events).toHaveLength((await list()).filter((e) => !e.past).length);
  });
});
