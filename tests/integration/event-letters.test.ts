import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventInput } from '../helpers/events';
import { useSmtpAdminTestApp } from '../helpers/smtp-app';
import { injectJson } from '../helpers/test-app';

// The ticket letter as it arrives at a real SMTP server (docs/decisions/057): the event's calendar
// file attached as text/calendar (METHOD:PUBLISH), read back with ical.js. On SQLite and PostgreSQL.

const { t, admin, db, smtp } = useSmtpAdminTestApp({ rateLimitWritesPerMinute: 1000 }, { MAIL_ADMIN_TO: 'keeper@club.example' });

describe('the ticket letter', () => {
  it('carries the event’s .ics as a text/calendar attachment that ical.js reads, starting at the event’s time in Europe/London', async () => {
    // Summer: 18:30 in London is 17:30 UTC, so a file written in UTC or the machine's zone would show.
    const created = await admin(
      'POST',
      '/api/admin/events',
      eventInput('letter-ics', { startsAt: '2031-07-10T18:30:00+01:00', endsAt: '2031-07-10T20:30:00+01:00' }),
    );
    expect(created.status).toBe(201);
    const event = created.json as { id: number; title: string; startsAt: string; ticketTypes: { id: number }[] };
    const registered = await injectJson(t.app, 'POST', `/api/events/${event.id}/registrations`, {
      ticketTypeId: event.ticketTypes[1].id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      quantity: 1,
    });
    expect(registered.json).toMatchObject({ status: 'confirmed' });

    await expect.poll(() => smtp().to('ada@example.com').length, { timeout: 10_000, interval: 50 }).toBe(1);
    const [{ mail }] = smtp().to('ada@example.com');
    expect(mail.subject).toBe(`Your ticket: ${event.title}`);
    // The QR code the worker made as it sent the letter (docs/decisions/063): a PNG of the reference.
    const qr = /src="data:image\/png;base64,([A-Za-z0-9+/=]+)"/.exec(String(mail.html))?.[1] ?? '';
    expect(Buffer.from(qr, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    // What the Outbox keeps is what was sent, its note carried out once.
    const stored = await db()
      .selectFrom('mail_outbox')
      .select(['html', 'render', 'attachments'])
      .where('recipient', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.render).toBeNull();
    expect(stored.html).toContain(qr);
    expect(stored.attachments).toContain('letter-ics.ics');
    const calendars = mail.attachments.filter((a) => a.contentType === 'text/calendar');
    expect(calendars).toHaveLength(1);
    const [ics] = calendars;
    expect(ics.filename).toBe('letter-ics.ics');
    expect(ics.contentDisposition).toBe('attachment');
    expect(ics.headers.get('content-type')).toMatchObject({ value: 'text/calendar', params: { method: 'PUBLISH', charset: 'utf-8' } });

    const cal = new ICAL.Component(ICAL.parse(ics.content.toString('utf8')) as unknown[]);
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    const tz = cal.getFirstSubcomponent('vtimezone');
    expect(tz?.getFirstPropertyValue('tzid')).toBe('Europe/London');
    const vevent = new ICAL.Event(cal.getFirstSubcomponent('vevent') ?? undefined);
    expect(vevent.summary).toBe(event.title);
    expect(vevent.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/London');
    expect(vevent.startDate.toString()).toBe('2031-07-10T18:30:00');
    if (tz) vevent.startDate.zone = new ICAL.Timezone(tz);
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2031-07-10T17:30:00.000Z');
    expect(new Date(event.startsAt).toISOString()).toBe('2031-07-10T17:30:00.000Z');
  });
});
