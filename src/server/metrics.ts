import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'kysely';
import { MEMBERSHIP_TYPES } from '../shared/plans';
import { SHARE_TYPES } from '../shared/support';
import type { AppConfig } from './config';
import type { DatabaseTarget, DB } from './db/database';
import type { SqliteBusyCode } from './db/sqlite-busy';
import type { EdgePurges } from './cache/edge/purges';
import type { ReadCache } from './cache/read-cache';
import type { ClubEvents } from './services/club-events';
import type { DispatchEvents } from './services/mail/dispatch-sender';

/**
 * Prometheus metrics (docs/decisions/022-operations.md), one registry per app (tests build many).
 * Requests are counted by route pattern, never by URL, so the label set stays small whatever
 * visitors type. What other parts know (the read cache, the outbox, the pool) is read when
 * Prometheus scrapes, so the request path pays for nothing but its own counter and histogram.
 */
export type Metrics = {
  registry: Registry;
  /** One finished request. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A public read answered without the cache (a session cookie, or the cache turned off). */
  readCacheBypass(): void;
  /** A failed administrator login (wrong email or password). */
  loginFailure(): void;
  /** The purges of the shared cache in front (docs/decisions/058): sent, failed, retried, waiting. */
  watchEdge(purges: EdgePurges): void;
  /** A PostgreSQL pool whose use is reported. */
  watchPool(pool: pg.Pool): void;
  /** The business the services tell of: payments, refunds, comments, applications, sign-ups (docs/decisions/040). */
  clubEvent: ClubEvents;
  /** The Dispatch's sender: each letter's outcome (docs/decisions/056). */
  dispatchEvents: DispatchEvents;
  /** SQLite: a statement refused as busy or locked after the busy timeout. */
  sqliteBusy(code: SqliteBusyCode): void;
  /** SQLite: one checkpoint of the WAL and how long it took. */
  sqliteCheckpoint(seconds: number): void;
};

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
const statusClass = (status: number): string => STATUS_CLASSES[Math.floor(status / 100) - 1] ?? 'other';

export function createMetrics(db: DB, readCache: ReadCache, database: DatabaseTarget): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Counter({
    name: 'club_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'club_http_request_duration_seconds',
    help: 'Time from the request arriving to its answer finishing, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const throttled = new Counter({
    name: 'club_throttle_refusals_total',
    help: 'Requests refused by a throttle (429: public writes D8, logins D20), by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  const loginFailures = new Counter({
    name: 'club_login_failures_total',
    help: 'Administrator logins refused for a wrong email or password',
    registers: [registry],
  });
  const bypasses = new Counter({
    name: 'club_read_cache_bypasses_total',
    help: 'Public reads answered without the read cache (a session cookie, or READ_CACHE=0)',
    registers: [registry],
  });

  // The read cache keeps its own counters (ReadCache.stats); they are copied when scraped.
  const fromStats = (name: string, help: string, key: keyof ReadCache['stats']) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(readCache.stats[key]);
      },
    });
  fromStats('club_read_cache_hits_total', 'Public reads answered from the read cache', 'hits');
  fromStats('club_read_cache_misses_total', 'Public reads looked up in the read cache and computed', 'misses');
  fromStats(
    'club_read_cache_invalidations_total',
    "Times the read cache was emptied by a write (or another process's write)",
    'invalidations',
  );
  fromStats('club_read_cache_removals_total', 'Answers dropped because a write changed what they show', 'removals');
  fromStats(
    'club_read_cache_refreshes_total',
    'Answers a write changed that were made again before the write was acknowledged (the old one served meanwhile)',
    'refreshes',
  );
  fromStats('club_read_cache_refused_total', 'Answers computed while a write changed what they read: served, not kept', 'refused');
  fromStats('club_read_cache_version_reads_total', 'Reads of the shared versions (several processes on PostgreSQL)', 'versionReads');
  fromStats('club_read_cache_evictions_total', 'Answers dropped from the read cache to keep within READ_CACHE_MB', 'evictions');
  new Gauge({
    name: 'club_read_cache_bytes',
    help: 'Bytes the read cache holds',
    registers: [registry],
    collect() {
      this.set(readCache.size.bytes);
    },
  });
  new Gauge({
    name: 'club_read_cache_entries',
    help: 'Answers the read cache holds',
    registers: [registry],
    collect() {
      this.set(readCache.size.entries);
    },
  });

  new Gauge({
    name: 'club_mail_outbox_messages',
    help: 'Messages in the mail outbox by status: queued is the queue depth, failed gave up after every try, unsent found no SMTP',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const status of ['queued', 'sending', 'sent', 'failed', 'unsent']) this.set({ status }, 0);
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['status', sql<number>`count(*)`.as('n')])
        .groupBy('status')
        .execute();
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: 'club_mail_outbox_retrying',
    help: 'Queued messages whose last try failed (they will be tried again)',
    registers: [registry],
    async collect() {
      const row = await db
        .selectFrom('mail_outbox')
        .select(sql<number>`count(*)`.as('n'))
        .where('status', '=', 'queued')
        .where('lastError', 'is not', null)
        .executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });

  new Gauge({
    name: 'club_mail_outbox_oldest_queued_age_seconds',
    help: 'Age of the oldest message waiting in the outbox (status queued); 0 when none waits',
    registers: [registry],
    async collect() {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.min('createdAt').as('oldest'))
        .where('status', '=', 'queued')
        .executeTakeFirst();
      const oldest = row?.oldest ? Date.parse(row.oldest) : Number.NaN;
      this.set(Number.isNaN(oldest) ? 0 : Math.max(0, (Date.now() - oldest) / 1000));
    },
  });

  // The club's business (docs/decisions/040), every label value known in advance and shown from
  // the start at 0, so a rate over a quiet hour is 0 rather than no series.
  const zeroedCounter = (name: string, help: string, label: string, values: readonly string[]) => {
    const counter = new Counter({ name, help, labelNames: [label], registers: [registry] });
    for (const value of values) counter.inc({ [label]: value }, 0);
    return counter;
  };
  const payments = new Counter({
    name: 'club_payments_total',
    help: 'Payments recorded as succeeded, by plan and provider',
    labelNames: ['plan', 'provider'],
    registers: [registry],
  });
  for (const plan of [...MEMBERSHIP_TYPES, 'other']) for (const provider of ['stripe', 'demo']) payments.inc({ plan, provider }, 0);
  const refunds = zeroedCounter(
    'club_refunds_total',
    'Refunds recorded, by where they were made: panel (the Payments tab) or provider (Stripe)',
    'source',
    ['panel', 'provider'],
  );
  const comments = zeroedCounter(
    'club_comments_total',
    'Comments stored for moderation, by status: pending, or held by the word list',
    'status',
    ['pending', 'held'],
  );
  const applications = zeroedCounter(
    'club_applications_total',
    'Applications received, by kind: membership (the contact form), volunteer, research_proposal',
    'kind',
    ['membership', 'volunteer', 'research_proposal'],
  );
  const signups = zeroedCounter('club_signups_total', 'Brain Supporter sign-ups, by kind (the share chosen)', 'kind', [
    ...SHARE_TYPES,
    'other',
  ]);
  const clubEvent: ClubEvents = (event) => {
    switch (event.kind) {
      case 'payment':
        return payments.inc({ plan: event.plan, provider: event.provider });
      case 'refund':
        return refunds.inc({ source: event.source });
      case 'comment':
        return comments.inc({ status: event.held ? 'held' : 'pending' });
      case 'application':
        return applications.inc({ kind: event.form });
      case 'signup':
        return signups.inc({ kind: event.shareType });
    }
  };

  // The Club's Dispatch (docs/decisions/056): states read at scrape time, outcomes counted as they happen.
  const statusGauge = (
    name: string,
    help: string,
    table: 'dispatch_issues' | 'dispatch_letters' | 'dispatch_subscribers',
    statuses: readonly string[],
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        this.reset();
        for (const status of statuses) this.set({ status }, 0);
        const rows = await db
          .selectFrom(table)
          .select(['status', sql<number>`count(*)`.as('n')])
          .groupBy('status')
          .execute();
        for (const row of rows) this.set({ status: row.status }, Number(row.n));
      },
    });
  statusGauge('club_dispatch_issues', 'Dispatch issues by status', 'dispatch_issues', [
    'draft',
    'scheduled',
    'sending',
    'sent',
    'cancelled',
  ]);
  statusGauge('club_dispatch_letters', 'Dispatch letters by status (one per recipient per issue)', 'dispatch_letters', [
    'queued',
    'claimed',
    'sending',
    'sent',
    'failed',
    'bounced',
    'cancelled',
    'suppressed',
  ]);
  statusGauge(
    'club_dispatch_subscribers',
    'Dispatch subscribers by status: pending confirmation, confirmed, unsubscribed, bounced',
    'dispatch_subscribers',
    ['pending', 'confirmed', 'unsubscribed', 'bounced'],
  );
  const dispatchLetters = zeroedCounter(
    'club_dispatch_letters_total',
    'Dispatch letters handed to the SMTP server, by outcome: sent, bounced (a permanent 5xx), failed, retried; rate() is the send rate',
    'outcome',
    ['sent', 'bounced', 'failed', 'retried'],
  );
  const dispatchEvents: DispatchEvents = { letter: (outcome) => dispatchLetters.inc({ outcome }) };

  // SQLite itself (docs/decisions/040); none of these on PostgreSQL, whose server has its own exporter.
  const sqlite = database.dialect === 'sqlite' ? database : null;
  const busy =
    sqlite &&
    zeroedCounter(
      'club_sqlite_busy_total',
      'Statements SQLite refused as busy or locked (code) after retrying for the whole busy timeout (5 s)',
      'code',
      ['busy', 'locked'],
    );
  const checkpoints =
    sqlite &&
    new Histogram({
      name: 'club_sqlite_checkpoint_duration_seconds',
      help: "Time of the server's PASSIVE checkpoints of the WAL (one a minute)",
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
  if (sqlite && sqlite.file !== ':memory:') {
    const sizeOf = async (file: string) => (await fs.promises.stat(file).catch(() => null))?.size ?? 0;
    new Gauge({
      name: 'club_sqlite_database_bytes',
      help: 'Size of the SQLite database file',
      registers: [registry],
      async collect() {
        this.set(await sizeOf(sqlite.file));
      },
    });
    new Gauge({
      name: 'club_sqlite_wal_bytes',
      help: 'Size of the SQLite write-ahead log (-wal file): writes not yet copied back, and space kept for the next ones',
      registers: [registry],
      async collect() {
        this.set(await sizeOf(`${sqlite.file}-wal`));
      },
    });
  }

  const pools: pg.Pool[] = [];
  const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pools.reduce((sum, pool) => sum + read(pool), 0));
      },
    });

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status_class: statusClass(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
      if (status === 429) throttled.inc({ route });
    },
    readCacheBypass: () => bypasses.inc(),
    loginFailure: () => loginFailures.inc(),
    clubEvent,
    dispatchEvents,
    sqliteBusy: (code) => busy?.inc({ code }),
    sqliteCheckpoint: (seconds) => checkpoints?.observe(seconds),
    watchEdge(purges) {
      new Counter({
        name: 'club_edge_purges_total',
        help: 'Purges of the shared cache in front by result: sent at once, failed (then queued), retried from the queue and taken',
        labelNames: ['result'],
        registers: [registry],
        collect() {
          this.reset();
          for (const result of ['sent', 'failed', 'retried'] as const) this.inc({ result }, purges.stats[result]);
        },
      });
      new Gauge({
        name: 'club_edge_purges_queued',
        help: 'Purges of the shared cache in front waiting in the queue (edge_purges) to be sent again',
        registers: [registry],
        async collect() {
          this.set(await purges.queueLength());
        },
      });
    },
    watchPool(pool) {
      if (pools.length === 0) {
        poolGauge('club_db_pool_connections', 'PostgreSQL connections open in the pool', (p) => p.totalCount);
        poolGauge('club_db_pool_idle', 'PostgreSQL connections open and idle', (p) => p.idleCount);
        poolGauge('club_db_pool_waiting', 'Queries waiting for a connection of the pool', (p) => p.waitingCount);
        new Gauge({
          name: 'club_db_pool_max',
          help: 'The pool size (DATABASE_POOL_SIZE)',
          registers: [registry],
          collect() {
            this.set(pools.reduce((sum, p) => sum + (p.options.max ?? 10), 0));
          },
        });
      }
      pools.push(pool);
    },
  };
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `Authorization: Bearer TOKEN` matching the configured token. */
function bearerMatches(req: Pick<FastifyRequest, 'headers'>, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match !== null && sameSecret(match[1], token);
}

/**
 * Serves the metrics where the config says: `/metrics` on the site behind the bearer token
 * (never stored by the read cache: `no-store`), and/or a listener of its own on
 * METRICS_HOST:METRICS_PORT, opened with the site and closed with it.
 */
export function serveMetrics(app: FastifyInstance, metrics: Metrics, config: AppConfig['metrics']): void {
  const { token, port, host } = config;
  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (!bearerMatches(req, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: 'The metrics need Authorization: Bearer METRICS_TOKEN' });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }
  if (port !== null) {
    const server = http.createServer((req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (req.method !== 'GET' || path !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
        return;
      }
      metrics.registry.metrics().then(
        (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(body),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics collection failed');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics collection failed\n');
        },
      );
    });
    app.addHook('onListen', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      app.log.info(`Metrics at http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`);
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  }
}
