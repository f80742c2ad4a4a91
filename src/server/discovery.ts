import type { FastifyInstance } from 'fastify';
import type { AppServices } from './context';
import { feedXml, robotsTxt, sitemapXml } from './services/discovery';

/** /sitemap.xml, /robots.txt and /feed.xml, from the database, with their own content types. */
export function registerDiscoveryRoutes(app: FastifyInstance, { db, config }: AppServices): void {
  const publicUrl = new URL(config.publicUrl).origin;
  const startedAt = new Date().toISOString();
  app.get('/sitemap.xml', async (_req, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(await sitemapXml(db, publicUrl, startedAt)),
  );
  app.get('/robots.txt', async (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(publicUrl)));
  app.get('/feed.xml', async (_req, reply) =>
    reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(await feedXml(db, publicUrl)),
  );
}
