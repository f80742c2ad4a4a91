import type { FastifyInstance } from 'fastify';
import { CALENDAR_FEED_PATH } from '../shared/events';
import type { AppServices } from './context';
import { eventCalendarFile, eventsCalendarFeed } from './services/event-calendar';
import { eventBySlug, eventsPage } from './services/events';
import { feedXml, robotsTxt, sitemapXml } from './services/discovery';

/**
 * /sitemap.xml, /robots.txt and /feed.xml, from the database, each event's calendar file
 * (/calendar/SLUG.ics) and the feed of the upcoming ones (/events.ics), with their own content types.
 */
export function registerDiscoveryRoutes(app: FastifyInstance, { db, config }: AppServices): void {
  const publicUrl = new URL(config.publicUrl).origin;
  const startedAt = new Date().toISOString();
  app.get('/sitemap.xml', async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await sitemapXml(db, publicUrl, startedAt)),
  );
  // The parts of a sitemap index, once the club lists more than 50,000 URLs (docs/decisions/020).
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (req, reply) => {
    const part = /^([1-9]\d{0,5})\.xml$/.exec(req.params.file)?.[1];
    const body = part === undefined ? null : await sitemapXml(db, publicUrl, startedAt, Number(part));
    if (body === null) return reply.code(404).type('application/json; charset=utf-8').send({ error: 'Not found' });
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
  });
  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)),
  );
  // "Add to Calendar" on the events page: an iCalendar download (RFC 5545) per event.
  app.get<{ Params: { file: string } }>('/calendar/:file', async (req, reply) => {
    const slug = /^([a-z0-9-]{1,100})\.ics$/.exec(req.params.file)?.[1];
    const event = slug === undefined ? undefined : await eventBySlug(db, slug).catch(() => undefined);
    if (!event || event.slug !== slug)
      return reply
        .code(404)
        .type('application/json; charset=utf-8')
        .send({ error: `No event has the calendar file ${req.params.file}` });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${event.slug}.ics"`)
      .header('cache-control', 'public, max-age=300')
      .send(eventCalendarFile(event, { stamp: new Date(), origin: publicUrl }));
  });
  // Every upcoming event, for a calendar program to subscribe to.
  app.get(CALENDAR_FEED_PATH, async (_req, reply) => {
    const { upcoming } = await eventsPage(db, config.clock?.() ?? new Date());
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="events.ics"')
      .header('cache-control', 'public, max-age=300')
      .send(eventsCalendarFeed(upcoming, { stamp: new Date(), origin: publicUrl }));
  });
  app.get('/feed.xml', async (_req, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(await feedXml(db, publicUrl)),
  );
}
