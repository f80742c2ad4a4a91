import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { type AppRouter, appRouter } from '../routers';
import { batchRefusal, MAX_BATCH } from '../routers/trpc';
import {
  createDeviceTokenReader,
  createSessionReader,
  hasSessionCookie,
  hasSessionCookieHeader,
  sessionCookieChecker,
} from './auth/session';
import { isApiPath, type PageHandler, registerPages } from './pages';
import type { AppConfig } from './config';
import { type AppServices, createContext } from './context';
import { sendError } from './error-handler';
import { DomainError, Throttled } from './errors';
import { migrateToLatest, migrationSafety, openTarget, ping } from './db/database';
import { readSharedChanges } from './db/shared-version';
import { DatabaseLoginThrottle } from './login-throttle';
import { registerFormPosts } from './form-posts';
import { hasFormResultCookie } from './form-result-cookie';
import { isPublicReadUrl, withoutTracking } from './cache/keys';
import { httpCache, type HttpCacheOptions, type WarmUp } from './cache/http/plugin';
import type { LoginThrottle } from './login-throttle';
import { createMetrics, type Metrics, serveMetrics } from './metrics';
import { loggerOptions, observeRequests, pageRoutes, requestId, routeLabeller } from './request-log';
import type pg from 'pg';
import { EdgePolicy } from './cache/edge/policy';
import { purgerFor } from './cache/edge/purgers';
import { EdgePurges } from './cache/edge/purges';
import { ReadCache } from './cache/read-cache';
import { Cascades } from './cache/tags/rules';
import { readCascadingKeys } from './cache/tags/schema';
import { databaseRateLimitStore, registerThrottle } from './throttle';
import { registerDiscoveryRoutes } from './discovery';
import { registerRestMirror } from './api/mirror';
import { registerExportRoutes } from './rest/admin-export';
import { trackApiMethods } from './rest/allowed-methods';
import { registerApiDocs } from './rest/api-docs';
import { swaggerOptions } from './api/openapi';
import { registerStripeWebhook } from './rest/stripe-webhook';
import { registerUploadFiles, registerUploadRoutes } from './rest/uploads';
import { ensureAdminFromConfig } from './services/admin-accounts';
import { backfillImageVariants } from './services/images';
import { seedEventsIfNever, seedIfEmpty } from './seed';
import { RetentionScheduler } from './services/retention';
import { ensureSearchIndex, searchToleratesTypos } from './services/search';
import { recordPublicUrl } from './services/public-url';
import { noEvents } from './services/club-events';
import { CHECKPOINT_EVERY_MS, Checkpointer } from './db/checkpoint';
import type { SqliteBusyCode } from './db/sqlite-busy';
import { createMail } from './services/mail';
import { createDispatchSender } from './services/mail/dispatch-sender';
import { checkSecretsKey, sealClearSecrets } from './services/secrets';
import { hostPrefixed } from './auth/cookie-rules';
import { loadSecretsKey, secretBox } from './auth/secret-box';
import { createPaymentProvider } from './services/payments';
import { sendRenewalReminders } from './services/members';
import { chargeAutoRenewals } from './services/member-renewal';
import { COMMENTS_WAITING_CHECK_MS, notifyCommentsWaiting } from './services/comments';
import { ModerationRules } from './services/moderation';
import { Scheduler } from './services/scheduler';
import { eventsJob } from './services/event-registrations';
import { securityHeaders } from './security';
import { createUploadStorage } from './storage';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    readCache: ReadCache;
  }
}

/** Builds the whole site in one Fastify instance (D1). Tests call this with their own config. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, config.logStream),
    genReqId: requestId,
    trustProxy: config.trustProxy,
    // Share links' tracking tags (utm_*, fbclid, gclid, ...) are read by no route: gone before
    // routing, so they neither make cache entries nor reach a render (docs/decisions/019-read-cache-tags.md).
    rewriteUrl: (req) => withoutTracking(req.url ?? '/'),
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 2 * 1024 * 1024,
    forceCloseConnections: 'idle',
    // A line per request costs a fifth of a cached read; kept for debugging (a proxy keeps the access log).
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
  });

  // Public reads kept until a write to a table they come from (docs/decisions/013-read-cache.md).
  const readCache = new ReadCache(config.readCache.enabled, config.readCache.maxBytes, config.readCache.writeWindowMs);
  // A write is acknowledged only once the read cache shows it, in this process and any other (docs/decisions/032-write-window.md).
  app.addHook('onSend', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') await readCache.settled();
  });
  /** On PostgreSQL several processes may serve one database: throttles and the cache's version are kept in it. */
  const shared = config.database.dialect === 'postgres';
  const sharedBumps = { enabled: false, onBump: (version: number) => readCache.noteOwnBump(version) };
  /** The rows a delete takes with it, as the migrations' foreign keys say (learned once they ran). */
  const cascades = new Cascades();
  let pool: pg.Pool | null = null;
  // Busy statements may come before the metrics exist (at migration): counted once they do.
  let onBusy: (code: SqliteBusyCode) => void = () => {};
  const db = openTarget(config.database, {
    watch: {
      onWrite: (effects) => {
        readCache.noteWrite(effects);
        moderation.noteWrite(effects);
      },
      ...(shared && { shared: sharedBumps }),
      cascades,
    },
    onRead: (deps) => readCache.noteRead(deps),
    onPool: (p) => (pool = p),
    onBusy: (code) => onBusy(code),
  });
  // The block list and the word list, kept in memory; other processes' changes come through the read cache's shared version (docs/decisions/027).
  const moderation = new ModerationRules(db, readCache);
  readCache.onSharedChanges((effects) => moderation.noteWrite(effects));
  // Metrics are gathered only when they are served somewhere (docs/decisions/022-operations.md).
  const metrics = config.metrics.port !== null || config.metrics.token !== null ? createMetrics(db, readCache, config.database) : null;
  if (metrics && pool) metrics.watchPool(pool);
  // The shared cache in front, purged by tag on every write before it is acknowledged (docs/decisions/058).
  const purger = purgerFor(config.edge, config.edgeApiBase);
  const edgePurges = purger ? new EdgePurges(db, purger, app.log) : null;
  if (edgePurges) {
    readCache.purgeEdgeWith(edgePurges);
    metrics?.watchEdge(edgePurges);
  }
  if (metrics) onBusy = (code) => metrics.sqliteBusy(code);
  // First of all hooks: the request's clock starts here, for the logs and the metrics.
  observeRequests(app, {
    slowMs: config.logSlowMs,
    label: routeLabeller(new Set(Object.keys(appRouter._def.procedures)), pageRoutes(clientManifestKeys(config))),
    ...(metrics && {
      onFinish: ({ req, route, status, seconds }) => {
        metrics.observeRequest(req.method, route, status, seconds);
        // A public read the cache neither answered nor looked up: a valid session's own view, or a form's result page.
        if (
          (req.method === 'GET' || req.method === 'HEAD') &&
          isPublicReadUrl(req.url) &&
          (!readCache.enabled || (req.readCacheKey === null && req.readCacheAnswer === null))
        ) {
          metrics.readCacheBypass();
        }
      },
    }),
  });
  const storage = await createUploadStorage(config);
  // The mail worker (docs/decisions/009) sends in the background of this process; it stops, and
  // finishes the message in hand, before the database closes.
  // The key of the secrets kept encrypted (docs/decisions/037): SECRETS_KEY, or DATA_DIR/secrets.key made now.
  const secretsKey = loadSecretsKey(config);
  const secrets = secretBox(secretsKey.key);
  if (secretsKey.created) {
    app.log.info(
      `Made the secrets key ${secretsKey.source} (mode 0600): it is not in the backups; keep a copy of it apart (docs/decisions/037)`,
    );
  }
  if (secretsKey.looseMode) app.log.warn(`${secretsKey.source} can be read by others than its owner: chmod 600 it`);
  if (shared && !config.secrets.key) {
    app.log.warn(
      `SECRETS_KEY is unset, so the secrets key is ${secretsKey.source}: every process on this PostgreSQL database needs the same key (set SECRETS_KEY on each)`,
    );
  }
  const mail = createMail(db, config, app.log, secrets);
  const payments = await createPaymentProvider(config);
  // The Dispatch (docs/decisions/056): newsletters through pooled SMTP, beside the outbox's worker.
  const dispatch = createDispatchSender(db, config, secrets, app.log, metrics?.dispatchEvents);
  // Work by the clock, inside the app (docs/decisions/028): safe in several processes, caught up at start.
  const scheduler = new Scheduler(
    [
      { name: 'renewal-reminders', everyMs: 60 * 60_000, run: (now) => sendRenewalReminders(db, mail.deps, now) },
      // Saved cards charged on the last day of the period, once per period in any process (docs/decisions/055).
      {
        name: 'auto-renewals',
        everyMs: 60 * 60_000,
        quiet: true,
        run: async (now) => {
          const done = await chargeAutoRenewals({ db, payments, mail: mail.deps, events: metrics?.clubEvent ?? noEvents }, now);
          return done.charged + done.failed > 0 ? done : null;
        },
      },
      // Events (docs/decisions/057): lapsed seat holds and waitlist offers released, late payments refunded, reminders the day before.
      { name: 'events', everyMs: 60_000, quiet: true, run: (now) => eventsJob({ db, payments, mail: mail.deps }, now) },
      // The committee's notice that comments wait, at most one an hour (docs/decisions/027: out of the comment’s path).
      {
        name: 'comments-waiting',
        everyMs: COMMENTS_WAITING_CHECK_MS,
        quiet: true,
        run: (now) => notifyCommentsWaiting(db, mail.deps, now),
      },
    ],
    {
      now: config.clock,
      log: app.log,
    },
  );
  // Retention (docs/decisions/029): the purge of old page views and letters, run by the app itself.
  const retention = new RetentionScheduler(db, config.retention, app.log);
  /** The variants of uploads kept before they existed, made in the background after start (docs/decisions/031). */
  const imageBackfill = { stopped: false, done: Promise.resolve() };
  // A timed PASSIVE checkpoint of a SQLite file's WAL now and then (docs/decisions/040).
  const checkpoints =
    config.database.dialect === 'sqlite' && config.database.file !== ':memory:'
      ? new Checkpointer(
          db,
          config.checkpointEveryMs ?? CHECKPOINT_EVERY_MS,
          (seconds) => metrics?.sqliteCheckpoint(seconds),
          (error) => app.log.warn({ err: error }, 'WAL checkpoint failed'),
        )
      : null;
  app.addHook('onClose', async () => {
    imageBackfill.stopped = true;
    await imageBackfill.done;
    await checkpoints?.stop();
    await scheduler.stop();
    await retention.stop();
    await edgePurges?.stop();
    await mail.worker.stop();
    await dispatch.stop();
    await db.destroy();
    storage.close();
  });
  // Upgrades: on SQLite a copy of the file first, put back if a migration fails (docs/decisions/022).
  await migrateToLatest(db, {
    safety: migrationSafety(config.database, config.dataDir, config.preMigrationBackups, (copy) =>
      app.log.info(`Pending migrations: copied the database to ${copy} first`),
    ),
  });
  cascades.learn(await readCascadingKeys(db));
  if (shared) {
    // The cache_version table exists from here on: writes bump it, cached reads check it.
    sharedBumps.enabled = true;
    readCache.shareVersion((since) => readSharedChanges(db, since));
  }
  try {
    const check = await checkSecretsKey(db, {
      fingerprint: secrets.fingerprint,
      source: secretsKey.source,
      lostKeyFingerprint: config.secrets.lostKeyFingerprint,
    });
    if (check === 'given-up') app.log.warn('SECRETS_KEY_LOST: the secrets sealed with the lost key were given up; this key replaces it');
    if (check === 'replaced') app.log.warn('The secrets key changed and nothing was sealed with the old one: this key is recorded');
  } catch (error) {
    // A wrong key stops the start with its message; nothing is left open behind it.
    await app.close();
    throw error;
  }
  const sealed = await sealClearSecrets(db, secrets);
  if (sealed.totp + sealed.letters > 0) app.log.info(sealed, 'Secrets stored in clear by an earlier version are now sealed or withheld');
  // For the commands run beside the server (admin:create names the login page at this address).
  await recordPublicUrl(db, config.publicUrl);
  if (config.seed) await seedIfEmpty(db);
  if (config.seed) await seedEventsIfNever(db, config.clock?.() ?? new Date());
  // The site search's documents, rebuilt when this build maps rows to them differently (docs/decisions/030).
  if (await ensureSearchIndex(db)) app.log.info('Search index rebuilt');
  if (!(await searchToleratesTypos(db)))
    app.log.warn('Search: the pg_trgm extension is missing, so searches do not tolerate typos (CREATE EXTENSION pg_trgm as its owner)');
  await mail.worker.start();
  await dispatch.start();
  scheduler.start();
  await retention.start();
  checkpoints?.start();
  edgePurges?.start();

  const services: AppServices = {
    db,
    config,
    // Throttles count in memory on SQLite (one process, D1) and in the database on PostgreSQL,
    // where several processes share them (docs/decisions/018-shared-state.md).
    throttleFor: await registerThrottle(app, shared ? databaseRateLimitStore(db) : undefined),
    // The login throttle counts in the database on both dialects: one atomic upsert per attempt,
    // before the password is verified (docs/decisions/026), and a restart forgets nothing.
    loginThrottle: countingFailures(new DatabaseLoginThrottle(db), metrics),
    events: metrics?.clubEvent ?? noEvents,
    payments,
    mail: mail.deps,
    dispatch: { notify: dispatch.notify, configured: dispatch.configured },
    moderation,
    storage,
    secrets,
    readSession: createSessionReader(db, config),
    hasSessionCookie,
    scheduler,
    readDeviceToken: createDeviceTokenReader(config),
  };
  app.decorate('services', services);
  app.decorate('readCache', readCache);

  // D22's headers, computed once by helmet at start. A cached read is answered first, with them.
  const headers = securityHeaders(config);
  /** Filled in by the pages once their routes are loaded. */
  const canonicalPage: HttpCacheOptions['canonicalPage'] = { url: () => null };
  // Batches are judged before anything else reads the request: too many calls, or a secret-checking call among others (docs/decisions/026).
  app.addHook('onRequest', (req, reply, done) => {
    const refusal = req.url.startsWith('/trpc/') ? batchRefusal(req.url.slice('/trpc/'.length).split('?')[0]) : null;
    if (refusal === null) return done();
    reply.hijack();
    reply.raw
      .writeHead(400, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      .end(JSON.stringify({ error: refusal }));
    done();
  });
  let warmUp: WarmUp | undefined;
  await app.register(httpCache, {
    cache: readCache,
    onWarmUp: (w) => (warmUp = w),
    securityHeaders: headers,
    hasSessionCookie: hasSessionCookieHeader,
    validSession: sessionCookieChecker(db, config),
    canonicalPage,
    // A page after a form's post (its one-visit result cookie) is rendered for that visit (docs/decisions/021).
    ownPage: hasFormResultCookie,
    edge: new EdgePolicy(config.edge),
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024 });
  // Every cookie set through the reply (the reaction token, the form result, and their clearing)
  // is Secure when the site is served over https (docs/decisions/038); the session and device
  // cookies are written by src/server/auth/session.ts, Secure over https and in production on
  // localhost (src/server/auth/cookie-rules.ts holds both rules).
  await app.register(cookie, { parseOptions: { secure: hostPrefixed(config) } });

  app.setErrorHandler(sendError);
  const allowedMethods = trackApiMethods(app);

  await app.register(swagger, swaggerOptions());

  if (metrics) serveMetrics(app, metrics, config.metrics);

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
      // Small batches (the browser's client sends one call per request): a batch of hundreds of
      // calls is refused before any runs (and by the batch rule's hook above, before routing).
      maxBatchSize: MAX_BATCH,
      createContext: ({ req, res }) => createContext(services, req, res),
      responseMeta({ errors }) {
        // D20: a batch holding a call refused by the Origin rule is refused as a whole (403, not 207).
        if (errors.some((e) => e.code === 'FORBIDDEN')) return { status: 403 };
        // D3 over tRPC too: a throttled call says when to try again.
        const throttled = errors.map((e) => e.cause).find((c): c is Throttled => c instanceof Throttled);
        return throttled ? { headers: { 'retry-after': String(throttled.retryAfterSeconds) } } : {};
      },
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ path, err: error.cause ?? error }, 'tRPC error');
        // An outside service that failed (the payment provider): logged with its facts (Stripe's request id).
        const cause = error.cause;
        if (cause instanceof DomainError && cause.status >= 500)
          app.log.error({ path, err: cause.cause ?? cause, ...cause.log }, cause.message);
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  // D19: the administrator from ADMIN_EMAIL/ADMIN_PASSWORD when none exists yet.
  if (await ensureAdminFromConfig(db, config)) {
    app.log.info(`Created the administrator ${config.admin?.email} from ADMIN_EMAIL/ADMIN_PASSWORD`);
  }
  await registerUploadRoutes(app, services);
  // After the sweep of interrupted uploads' temporary files (registerUploadRoutes), whose kind it writes.
  imageBackfill.done = backfillImageVariants(db, storage, config.uploads.dir, () => imageBackfill.stopped).then(
    ({ converted, skipped }) => {
      if (converted || skipped) app.log.info(`Image variants: ${converted} earlier uploads converted, ${skipped} left as they are`);
    },
    (error: unknown) => app.log.error({ err: error }, 'Image variants of earlier uploads failed; they are tried again at the next start'),
  );
  await registerStripeWebhook(app, services);
  registerRestMirror(app, services);
  // The CSV downloads (docs/decisions/015) answer text/csv, so they are plain routes beside the mirror.
  registerExportRoutes(app, services);
  registerDiscoveryRoutes(app, services);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerApiDocs(app, config.files.redocBundle);

  // D21: uploaded files, random names, long cache (from the folder or the S3 bucket).
  await registerUploadFiles(app, services);

  const renderPage: PageHandler = await registerPages(app, services, canonicalPage, warmUp);
  // The public forms without JavaScript (docs/decisions/021).
  await registerFormPosts(app, services, renderPage);

  app.setNotFoundHandler((req, reply) => {
    const url = req.raw.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const allowed = path.startsWith('/api/') ? allowedMethods(path) : null;
    if (allowed) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ error: `Method not allowed: ${req.method} ${path} (allowed: ${allowed.join(', ')})` });
    }
    if (isApiPath(url) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({ error: `Not found: ${req.method} ${url.split('?')[0]}` });
    }
    // Every other address is a page, rendered on the server (unknown ones answer the 404 page).
    return renderPage(req, reply);
  });

  return app;
}

/** The login throttle, telling the metrics of each failed login. */
function countingFailures(throttle: LoginThrottle, metrics: Metrics | null): LoginThrottle {
  if (!metrics) return throttle;
  return {
    hit: (key, limit, windowMs) => throttle.hit(key, limit, windowMs),
    blockedFor: (key, limit) => throttle.blockedFor(key, limit),
    reset: (key) => throttle.reset(key),
    refund: (key) => throttle.refund(key),
    noteFailure: () => metrics.loginFailure(),
  };
}

/** The keys of the built client's Vite manifest (the page routes' files), when there is one. */
function clientManifestKeys(config: AppConfig): string[] {
  if (config.client !== 'dist') return [];
  try {
    return Object.keys(
      JSON.parse(fs.readFileSync(path.join(config.files.clientDist, '.vite', 'manifest.json'), 'utf8')) as Record<string, unknown>,
    );
  } catch {
    return [];
  }
}
