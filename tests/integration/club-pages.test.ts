import { describe, expect, it } from 'vitest';
import type { EventItem } from '~/shared/schemas/events';
import { FELLOWS } from '~/shared/fellows';
import { isoToLondonLocal } from '~/shared/events';
import { visibleText } from '~/shared/format';
import { useTestApp } from '../helpers/test-app';

// The static club pages' buttons lead somewhere real: each event's calendar file and page, each
// fellow's profile and the directory by specialty, the printable requirements, the feed, all
// rendered by the server (pages from the built client: `npm run build` first).

const { t } = useTestApp({ client: 'dist' });

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** The seed's upcoming events, as the API lists them (docs/decisions/057). */
const upcoming = async () => (await get('/api/events')).json<EventItem[]>().filter((e) => !e.past);

/** RFC 5545 3.1 read back: lines end in CRLF, a line starting with a space continues the one before. */
function parseIcs(body: string) {
  expect(body.endsWith('\r\n')).toBe(true);
  const physical = body.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const properties = lines.map((line) => {
    const at = line.indexOf(':');
    expect(at, line).toBeGreaterThan(0);
    return { name: line.slice(0, at), value: line.slice(at + 1) };
  });
  /** TEXT values unescaped (3.3.11); an unescaped comma or semicolon would be a second value. */
  const text = (value: string) => {
    expect(value).not.toMatch(/(^|[^\\])(\\\\)*[;,]/);
    return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  };
  const one = (name: string) => {
    const found = properties.filter((p) => p.name === name);
    expect(found, name).toHaveLength(1);
    return found[0].value;
  };
  return { names: properties.map((p) => p.name), one, text };
}

describe('an event’s calendar file (/calendar/SLUG.ics)', () => {
  it('is valid iCalendar with the event, for each upcoming one', async () => {
    const events = await upcoming();
    expect(events).toHaveLength(5);
    for (const event of events) await calendarOf(event.slug, event);
  });

  const calendarOf = async (slug: string, event: EventItem) => {
    const before = new Date();
    const res = await get(`/calendar/${slug}.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${slug}.ics"`);
    const ics = parseIcs(res.body);
    // The calendar, its time zone (with its two rules) and the event.
    expect(ics.names.filter((n) => n === 'BEGIN')).toHaveLength(5);
    expect(res.body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(res.body).toContain('\r\nBEGIN:VEVENT\r\n');
    expect(res.body.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.one('UID')).toBe(`${slug}@brainappreciation.club`);
    const stamp = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(ics.one('DTSTAMP'))?.slice(1).map(Number) ?? [];
    expect(stamp).toHaveLength(6);
    const [year = 0, month = 1, day = 0, hour = 0, minute = 0, second = 0] = stamp;
    const stamped = Date.UTC(year, month - 1, day, hour, minute, second);
    expect(stamped).toBeGreaterThanOrEqual(Math.floor(before.getTime() / 1000) * 1000);
    const london = (iso: string) => isoToLondonLocal(iso).replace(/[-:]/g, '') + '00';
    expect(ics.one('DTSTART;TZID=Europe/London')).toBe(london(event.startsAt));
    expect(ics.one('DTEND;TZID=Europe/London')).toBe(london(event.endsAt));
    expect(ics.text(ics.one('SUMMARY'))).toBe(event.title);
    expect(ics.text(ics.one('LOCATION'))).toBe(event.location);
    expect(ics.text(ics.one('DESCRIPTION'))).toContain(visibleText(event.description));
    expect(ics.one('URL;VALUE=URI')).toBe(`http://localhost:3000/events-symposiums/${slug}`);
  };

  it('answers 404 for an unknown event or a file that is not a calendar', async () => {
    for (const url of ['/calendar/no-such-event.ics', '/calendar/annual-symposium-on-organic-thought.txt', '/calendar/%2e%2e.ics']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ error: string }>().error).toMatch(/No event/);
    }
  });
});

describe('the events pages', () => {
  it('link each card to its page and its calendar file', async () => {
    const res = await get('/events-symposiums');
    expect(res.statusCode).toBe(200);
    for (const e of await upcoming()) {
      expect(res.body).toContain(`href="/events-symposiums/${e.slug}"`);
      expect(res.body).toContain(`href="/calendar/${e.slug}.ics"`);
    }
    // No dead buttons left for these two.
    expect(res.body).not.toMatch(/<button[^>]*>(Add to Calendar|View Details)<\/button>/);
  });

  it('render an event’s details on the server, and 404 for an unknown one', async () => {
    const e = (await upcoming())[2];
    const res = await get(`/events-symposiums/${e.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<h1 class="mt-3 text-4xl font-bold sm:text-5xl">${e.title}</h1>`);
    for (const speaker of e.speakers) expect(res.body).toContain(speaker);
    expect(res.body.replaceAll('<!-- -->', '')).toContain(`${e.registered}/${e.capacity} registered`);
    expect(res.body).toContain('"@type":"Event"');
    const missing = await get('/events-symposiums/no-such-event');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Event Not Found');
  });
});

describe('the fellow directory', () => {
  it('links each Profile to the fellow’s page, which the server renders', async () => {
    const list = await get('/fellow-directory');
    expect(list.statusCode).toBe(200);
    for (const f of FELLOWS) expect(list.body).toContain(`href="/fellow-directory/${f.slug}"`);
    expect(list.body).not.toMatch(/<button[^>]*>(Profile|Browse by Specialty)<\/button>/);

    const f = FELLOWS[4];
    expect(f.slug).toBe('rajesh-iyer');
    const res = await get(`/fellow-directory/${f.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(f.name);
    for (const a of f.achievements) expect(res.body).toContain(a);
    expect(res.body).toContain('href="/fellow-directory?specialty=memory-palaces#fellows"');
    const missing = await get('/fellow-directory/nobody');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Fellow Not Found');
  });

  it('browses by specialty with ?specialty=, server-rendered; an unknown one shows everyone', async () => {
    const cards = (html: string) => html.match(/data-testid="fellow-card"/g)?.length ?? 0;
    const all = await get('/fellow-directory');
    expect(cards(all.body)).toBe(FELLOWS.length);
    expect(all.body).toContain('href="/fellow-directory?specialty=memory-palaces#fellows"');
    const one = await get('/fellow-directory?specialty=memory-palaces');
    expect(one.statusCode).toBe(200);
    expect(cards(one.body)).toBe(1);
    expect(one.body).toContain('Fellows in Memory Palaces');
    expect(one.body).toContain('Dr Rajesh Iyer');
    const unknown = await get('/fellow-directory?specialty=%3Cscript%3E');
    expect(unknown.statusCode).toBe(200);
    expect(cards(unknown.body)).toBe(FELLOWS.length);
  });
});

describe('the other buttons', () => {
  it('Download Requirements leads to the printable requirements page', async () => {
    const process = await get('/application-process');
    expect(process.body).toMatch(/<a[^>]*href="\/application-process\/requirements"[^>]*>Download Requirements<\/a>/);
    const res = await get('/application-process/requirements');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Fellowship Requirements');
    expect(res.body).toContain('data-print-page');
    expect(res.body.match(/data-testid="requirements-step"/g)).toHaveLength(5);
    for (const r of ['Two professional references', 'A working pencil', 'No devices in the examination room'])
      expect(res.body).toContain(r);
  });

  it('Subscribe to Updates is a link to the feed', async () => {
    const res = await get('/annual-reports');
    expect(res.body).toMatch(/<a href="\/feed.xml" type="application\/rss\+xml"[^>]*>Subscribe to Updates<\/a>/);
    expect((await get('/feed.xml')).statusCode).toBe(200);
  });

  it('the sitemap lists the new pages', async () => {
    const res = await get('/sitemap.xml');
    for (const path of [
      '/application-process/requirements',
      ...FELLOWS.map((f) => `/fellow-directory/${f.slug}`),
      ...(await get('/api/events')).json<EventItem[]>().map((e) => `/events-symposiums/${e.slug}`),
    ])
      expect(res.body).toContain(`<loc>http://localhost:3000${path}</loc>`);
  });

  it('the checkout without JavaScript: the message, and the spinner hidden by the no-script media query', async () => {
    const res = await get('/checkout?type=basic');
    expect(res.body).toMatch(/<noscript>[\s\S]*Card payment needs JavaScript[\s\S]*href="\/#contact"[\s\S]*<\/noscript>/);
    expect(res.body).toMatch(/<div class="noscript:hidden"><div role="status"/);
  });
});
