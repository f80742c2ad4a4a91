import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from './config';

const clientDist = path.resolve('dist/client');
const clientRoot = path.resolve('src/client');

/** Paths the SPA never answers: they get JSON 404s instead of index.html. */
export const isApiPath = (url: string) => /^\/(api|trpc|uploads)(\/|$|\?)/.test(url);

export type IndexHtml = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Serves the client: the built files from dist/client in production, or Vite in middleware
 * mode (with HMR on Fastify's own server) for `npm run dev`. Returns the SPA fallback.
 */
export async function registerClient(app: FastifyInstance, config: AppConfig): Promise<IndexHtml> {
  if (config.client === 'none') {
    const stub = '<!doctype html><html lang="en-GB"><head><title>The Brain Appreciation Club</title></head><body><div id="root"></div></body></html>';
    return async (_req, reply) => reply.type('text/html').send(stub);
  }
  if (config.client === 'vite') {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: path.resolve('vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(import('@fastify/middie'));
    app.use((req, res, next) => (isApiPath(req.url ?? '/') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', () => vite.close());
    return async (req, reply) => {
      const template = await fs.promises.readFile(path.join(clientRoot, 'index.html'), 'utf8');
      const html = await vite.transformIndexHtml(req.url, template);
      return reply.type('text/html').header('cache-control', 'no-store').send(html);
    };
  }

  const indexFile = path.join(clientDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The client is not built (${indexFile} is missing): run \`npm run build\` or \`npm start\`.`);
  }
  const indexHtml = await fs.promises.readFile(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: clientDist,
    prefix: '/',
    wildcard: true,
    index: false,
    setHeaders(res, filePath) {
      // Hashed build assets never change; everything else is revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const sendIndex: IndexHtml = async (_req, reply) =>
    reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  // "/" is a directory to the static handler (403); it is the home page.
  app.get('/', sendIndex);
  return sendIndex;
}
