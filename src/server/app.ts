import fs from 'node:fs';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { TRPCError } from '@trpc/server';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { type AppRouter, appRouter } from '../routers';
import { issuesMessage, toFieldIssues } from '../shared/field-errors';
import { createSessionReader } from './auth/session';
import { type IndexHtml, isApiPath, registerClient } from './client-assets';
import type { AppConfig } from './config';
import { type AppServices, createContext } from './context';
import { migrateToLatest, openDatabase, ping } from './db/database';
import { RateLimiter } from './rate-limiter';
import { registerAdminHttp } from './admin-http';
import { registerPaymentHttp } from './payment-http';
import { registerRestMirror } from './rest';
import { seedIfEmpty } from './seed';
import { createPaymentProvider } from './services/payments';
import { contentSecurityPolicy } from './security';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Builds the whole site in one Fastify instance (D1). Tests call this with their own config. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.env === 'production' ? 'loopback' : false,
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 2 * 1024 * 1024,
    forceCloseConnections: 'idle',
  });

  const { db } = openDatabase(config.databaseFile);
  app.addHook('onClose', async () => {
    await db.destroy();
  });
  await migrateToLatest(db);
  if (config.seed) await seedIfEmpty(db);

  const services: AppServices = {
    db,
    config,
    limiter: new RateLimiter(),
    payments: createPaymentProvider(config),
    readSession: createSessionReader(db, config),
  };
  app.decorate('services', services);

  await app.register(helmet, {
    contentSecurityPolicy: config.client === 'vite' ? false : { directives: contentSecurityPolicy(config) },
    hsts: config.env === 'production' && config.publicUrl.startsWith('https:') ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);

  app.setErrorHandler((error: FastifyError | TRPCError | ZodError, req, reply) => {
    if (error instanceof ZodError) {
      const issues = toFieldIssues(error.issues);
      return reply.code(400).send({ error: issuesMessage(issues), issues });
    }
    if (error instanceof TRPCError) {
      const status = getHTTPStatusCodeFromError(error);
      if (error.cause instanceof ZodError) {
        const issues = toFieldIssues(error.cause.issues);
        return reply.code(400).send({ error: issuesMessage(issues), issues });
      }
      if (status >= 500) {
        req.log.error(error.cause ?? error);
        // A deliberate "upstream unavailable" keeps its message; anything else is hidden.
        if (error.code !== 'INTERNAL_SERVER_ERROR') return reply.code(status).send({ error: error.message });
        return reply.code(500).send({ error: 'Internal server error' });
      }
      if (status === 429 && !reply.hasHeader('retry-after')) {
        const seconds = /(\d+) seconds/.exec(error.message)?.[1];
        if (seconds) reply.header('retry-after', seconds);
      }
      return reply.code(status).send({ error: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      req.log.error(error);
      return reply.code(500).send({ error: 'Internal server error' });
    }
    // Malformed JSON, body too large, unsupported content type and the like.
    return reply.code(status).send({ error: error.message });
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'The Brain Appreciation Club API',
        description: 'The REST mirror of the club (D3). Errors: { "error": message, "issues"?: [{ path, message }] }.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });

  app.get('/healthz', async (_req, reply) => {
    try {
      await ping(db);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(services, req, res),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ path, err: error.cause ?? error }, 'tRPC error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  await registerAdminHttp(app, services);
  await registerPaymentHttp(app, services);
  registerRestMirror(app, services);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // D21: uploaded files, random names, long cache.
  fs.mkdirSync(config.uploads.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.uploads.dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
  });

  const indexHtml: IndexHtml = await registerClient(app, config);

  app.setNotFoundHandler((req, reply) => {
    const url = req.raw.url ?? '/';
    if (isApiPath(url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({ error: `Not found: ${req.method} ${url.split('?')[0]}` });
    }
    // SPA fallback: the client router shows its own 404 page for unknown paths.
    return indexHtml(req, reply);
  });

  return app;
}
