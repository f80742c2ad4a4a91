import path from 'node:path';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import { type InstallPaths, installPaths } from './install-paths';
import type { RetentionSettings } from './services/retention';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * A setting's schema with what `--help` says of it (settingsHelp reads both back, so a variable
 * added here is in the help): `unset` says what leaving it unset means when the schema has no default.
 */
const setting = <S extends z.ZodType>(schema: S, description: string, unset?: string): S =>
  schema.meta({ description, ...(unset !== undefined && { unset }) });

/** A whole number from `min` to `max`, read from the environment's text. */
const wholeNumber = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Every variable the club reads: the one list loadConfig parses and `--help` prints. */
export const envSchema = z.object({
  NODE_ENV: setting(
    z.enum(['development', 'production', 'test']).default('production'),
    'production, test, or development (npm run dev: Vite with hot reload; never in the binary)',
  ),
  PORT: setting(wholeNumber(0, 65535).default(3000), 'the port the site listens on'),
  HOST: setting(z.string().min(1).default('localhost'), 'the address to bind (0.0.0.0 behind a proxy or in a container)'),
  DATA_DIR: setting(z.string().min(1).default('./data'), 'the SQLite database (club.sqlite), uploads, backups and secrets.key'),
  DATABASE_URL: setting(
    optionalString.pipe(
      z
        .string()
        .refine((v) => v.startsWith('file:') || v.startsWith('postgres://') || v.startsWith('postgresql://') || v === ':memory:', {
          message: 'must be a file: URL, :memory: or a postgres:// URL',
        })
        .optional(),
    ),
    'a file: path for the SQLite database, or postgres://user:pass@host:5432/db to run on PostgreSQL (docs/scale-out.md)',
    'DATA_DIR/club.sqlite',
  ),
  // Connections each process keeps open to PostgreSQL (ignored on SQLite).
  DATABASE_POOL_SIZE: setting(wholeNumber(1, 1000).default(10), 'connections each process keeps open to PostgreSQL (unused on SQLite)'),
  PUBLIC_URL: setting(
    optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    "the site's public origin: links in letters and share links, the admin Origin check, Secure cookies when https",
    'http://HOST:PORT',
  ),
  // Which proxies' X-Forwarded-For to believe (docs/scale-out.md): addresses, CIDR ranges or
  // loopback/linklocal/uniquelocal, comma-separated; never "true" (any client could pose as any address).
  TRUST_PROXY: setting(
    optionalString.pipe(
      z
        .string()
        .refine((v) => v.split(',').every((p) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/.test(p.trim())), {
          message: 'must be addresses or CIDR ranges of the proxies (or loopback, linklocal, uniquelocal), comma-separated',
        })
        .optional(),
    ),
    "the proxies whose X-Forwarded-For gives the visitor's address: addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated",
    'loopback in production, none otherwise',
  ),
  SEED: setting(z.enum(['0', '1']).default('1'), '0 starts with an empty database instead of the seed content'),
  ADMIN_EMAIL: setting(
    optionalString.pipe(z.email().optional()),
    'with ADMIN_PASSWORD: this administrator is created at start when none exists',
    'none created',
  ),
  ADMIN_PASSWORD: setting(
    optionalString.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
    "ADMIN_EMAIL's password: 12 characters or more, hard to guess, not built from the address",
    'none created',
  ),
  STRIPE_SECRET_KEY: setting(
    optionalString,
    'with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: real Stripe payments',
    'the offline demo provider',
  ),
  STRIPE_PUBLISHABLE_KEY: setting(
    optionalString,
    "Stripe's publishable key (set all three Stripe keys or none)",
    'the offline demo provider',
  ),
  STRIPE_WEBHOOK_SECRET: setting(
    optionalString,
    "the signing secret of Stripe's webhook to /api/stripe/webhook",
    'the offline demo provider',
  ),
  RATE_LIMIT_WRITES_PER_MINUTE: setting(
    wholeNumber(1, 100000).default(30),
    'public writes allowed per client address and route per minute',
  ),
  RATE_LIMIT_SEARCHES_PER_MINUTE: setting(
    wholeNumber(1, 1000000).default(120),
    'site searches (/search, GET /api/search, public.search) allowed per client address per minute',
  ),
  LOG_LEVEL: setting(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    'fatal, error, warn, info, debug, trace or silent: JSON lines on standard output, never an address, password or token',
  ),
  MAX_IMAGE_MB: setting(z.coerce.number().positive().max(1024).default(10), 'the largest image upload, in megabytes'),
  MAX_VIDEO_MB: setting(z.coerce.number().positive().max(4096).default(100), 'the largest video upload, in megabytes'),
  // The in-memory cache of public reads (docs/decisions/013-read-cache.md).
  READ_CACHE: setting(
    z.enum(['0', '1'], { message: 'must be 1 (on) or 0 (off)' }).default('1'),
    '0 turns off the in-memory cache of public reads',
  ),
  READ_CACHE_MB: setting(
    z.coerce.number().positive().max(4096).default(64),
    'the most memory the read cache may hold; least recently used answers go first',
  ),
  // Writes reach the cache at most once per window; a write's answer waits for it (docs/decisions/032-write-window.md,
  // 250 ms since decision 034); 0 turns it off.
  READ_CACHE_WRITE_WINDOW_MS: setting(
    wholeNumber(0, 1000).default(250),
    'writes reach the read cache at most once per this many ms, and a write is answered only after; 0 turns it off',
  ),
  // A shared cache or CDN in front (docs/decisions/058-edge-cache.md, docs/deploy/): how long it may keep public
  // answers, which header carries their tags, and how a write purges them.
  EDGE_PURGE: setting(
    z.enum(['none', 'varnish', 'fastly', 'cloudflare']).default('none'),
    'none, varnish, fastly or cloudflare: the shared cache in front, purged by tag after every write before it is acknowledged',
  ),
  EDGE_TAG_HEADER: setting(
    z.enum(['xkey', 'Surrogate-Key', 'Cache-Tag', 'none']).optional(),
    "the header that carries a public answer's tags: xkey (Varnish), Surrogate-Key (Fastly) or Cache-Tag (Cloudflare)",
    "EDGE_PURGE's own (none without a purger)",
  ),
  EDGE_MAX_AGE_SECONDS: setting(
    wholeNumber(0, 31_536_000).optional(),
    'how long a shared cache may keep a public answer (s-maxage; browsers always revalidate); 0 lets none keep it',
    '86400 with a purger, 0 without',
  ),
  EDGE_STALE_WHILE_REVALIDATE_SECONDS: setting(
    wholeNumber(0, 31_536_000).default(30),
    'how long past its lifetime a shared cache may serve an answer while it fetches a new one (stale-while-revalidate)',
  ),
  EDGE_STALE_IF_ERROR_SECONDS: setting(
    wholeNumber(0, 31_536_000).default(86_400),
    'how long past its lifetime a shared cache may serve an answer while the site fails or restarts (stale-if-error)',
  ),
  VARNISH_PURGE_URLS: setting(
    optionalString.pipe(
      z
        .string()
        .refine((v) => v.split(',').every((u) => /^https?:\/\/[^\s/]+\/?$/.test(u.trim())), {
          message: 'must be http://host:port addresses of the Varnish servers, comma-separated',
        })
        .optional(),
    ),
    'with EDGE_PURGE=varnish: the Varnish servers to purge (http://host:port, comma-separated)',
    'http://127.0.0.1:6081',
  ),
  FASTLY_SERVICE_ID: setting(optionalString, "with EDGE_PURGE=fastly: the Fastly service's id", 'none'),
  FASTLY_API_TOKEN: setting(optionalString, 'with EDGE_PURGE=fastly: an API token allowed to purge that service', 'none'),
  CLOUDFLARE_ZONE_ID: setting(optionalString, "with EDGE_PURGE=cloudflare: the zone's id", 'none'),
  CLOUDFLARE_API_TOKEN: setting(optionalString, 'with EDGE_PURGE=cloudflare: an API token with Cache Purge on that zone', 'none'),
  // Uploads in S3-compatible object storage instead of DATA_DIR/uploads (several processes share it).
  S3_BUCKET: setting(
    optionalString,
    'with S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: uploads kept in this S3-compatible bucket (still served at /uploads/)',
    'uploads in DATA_DIR/uploads',
  ),
  S3_ENDPOINT: setting(
    optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://s3.example.com' }).optional()),
    'the object storage service when it is not Amazon S3 (MinIO, Ceph, R2 ...)',
    'Amazon S3',
  ),
  S3_REGION: setting(optionalString, "the bucket's region", 'uploads in DATA_DIR/uploads'),
  S3_ACCESS_KEY_ID: setting(optionalString, 'the access key of the object storage', 'uploads in DATA_DIR/uploads'),
  S3_SECRET_ACCESS_KEY: setting(optionalString, "the access key's secret", 'uploads in DATA_DIR/uploads'),
  S3_FORCE_PATH_STYLE: setting(
    z.enum(['0', '1']).optional(),
    '1 puts the bucket in the path (https://host/bucket/key) rather than the host name',
    '1 with S3_ENDPOINT, else 0',
  ),
  // Mail (docs/decisions/009-mail-outbox.md). The messages never echo a value: SMTP_URL holds a password.
  SMTP_URL: setting(
    optionalString.pipe(
      z.string().refine(isSmtpUrl, { message: 'must be smtp://user:pass@host:port, or smtps://user:pass@host:port for TLS' }).optional(),
    ),
    'the outgoing mail server: smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465',
    'letters stay in the admin Outbox, not sent',
  ),
  MAIL_FROM: setting(
    optionalString.pipe(
      z
        .string()
        .refine((v) => parseMailbox(v) !== null, {
          message: 'must be one address, such as "The Brain Appreciation Club <club@example.org>"',
        })
        .optional(),
    ),
    'the sender, such as "The Brain Appreciation Club <club@example.org>"; required with SMTP_URL',
    'none',
  ),
  MAIL_ADMIN_TO: setting(
    optionalString.pipe(z.email('must be one email address').optional()),
    "the club's own address: a notice of each application, proposal and payment",
    'no notices',
  ),
  // The Club's Dispatch (docs/decisions/056): newsletters through the same SMTP server, pooled.
  DISPATCH_RATE_PER_MINUTE: setting(
    wholeNumber(0, 1_000_000).default(300),
    'newsletter letters sent per minute at most (0: as fast as the SMTP server takes them)',
  ),
  DISPATCH_SMTP_CONNECTIONS: setting(wholeNumber(1, 20).default(3), 'SMTP connections kept open while a newsletter is being sent'),
  DKIM_DOMAIN: setting(optionalString, 'the domain newsletters are DKIM-signed for (with DKIM_SELECTOR)', 'not signed'),
  DKIM_SELECTOR: setting(optionalString, "the DKIM selector (the DNS record's name before ._domainkey)", 'not signed'),
  DKIM_PRIVATE_KEY: setting(
    optionalString,
    'the DKIM private key (PEM); unset reads DATA_DIR/dkim.key when DKIM_DOMAIN and DKIM_SELECTOR are set',
    'DATA_DIR/dkim.key',
  ),
  // Prometheus metrics (docs/decisions/022-operations.md): on a port of their own (bound to
  // METRICS_HOST, loopback by default), or at /metrics on the site behind a bearer token; never open.
  METRICS_PORT: setting(
    optionalString.pipe(
      z.string().regex(/^\d+$/, 'must be a port number').transform(Number).pipe(z.number().int().min(1).max(65535)).optional(),
    ),
    'Prometheus metrics at http://METRICS_HOST:METRICS_PORT/metrics, a listener of their own',
    'no listener of their own',
  ),
  METRICS_HOST: setting(z.string().min(1).default('127.0.0.1'), "the address the metrics' listener binds (0.0.0.0 in a container)"),
  METRICS_TOKEN: setting(
    optionalString.pipe(
      z
        .string()
        .min(16, 'must be at least 16 characters')
        .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
        .optional(),
    ),
    '/metrics on the site itself, answered only with Authorization: Bearer METRICS_TOKEN (16+ characters)',
    'no /metrics on the site (with no METRICS_PORT either, no metrics at all)',
  ),
  // A request slower than this is logged (one JSON line at info); 0 logs every request.
  LOG_SLOW_MS: setting(
    wholeNumber(0, 3_600_000).default(1000),
    'a request slower than this many ms is logged at info (as is every 5xx); 0 logs every request',
  ),
  // Staff sign-in (docs/decisions/026): a second factor required of every staff account, and how
  // long a session lasts unused (idle) and at most (absolute), whatever its use.
  ADMIN_REQUIRE_2FA: setting(
    z.enum(['0', '1'], { message: 'must be 1 (required) or 0 (optional)' }).default('0'),
    '1 requires a second factor (authenticator app or passkey) of every staff account',
  ),
  ADMIN_SESSION_IDLE_MINUTES: setting(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    'a staff session unused for this many minutes ends',
  ),
  ADMIN_SESSION_MAX_HOURS: setting(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(30 * 24)
      .default(12),
    'a staff session ends this many hours after sign-in, however much it is used',
  ),
  // Safety copies of the SQLite file taken before pending migrations run (DATA_DIR/backups/pre-migration).
  PRE_MIGRATION_BACKUPS: setting(
    wholeNumber(0, 1000).default(5),
    'on SQLite, copies of the database taken before pending migrations run, kept in DATA_DIR/backups/pre-migration',
  ),
  // The key of the secrets kept encrypted (docs/decisions/037): TOTP secrets, letters' link tokens until sent.
  // Unset: DATA_DIR/secrets.key, made at first start. Never echoed in a message.
  SECRETS_KEY: setting(
    optionalString.pipe(
      z
        .string()
        .refine((v) => secretsKeyFromText(v) !== null, {
          message: 'must be 32 random bytes in base64, such as the output of `openssl rand -base64 32`',
        })
        .optional(),
    ),
    'the key sealing TOTP secrets and links until sent: 32 random bytes in base64 (openssl rand -base64 32); the same on every process of one PostgreSQL database',
    'DATA_DIR/secrets.key, made at the first start',
  ),
  // The fingerprint of a lost key, named by the start-up message: its secrets are given up and this key replaces it.
  SECRETS_KEY_LOST: setting(
    optionalString.pipe(
      z
        .string()
        .regex(/^[0-9a-f]{16}$/, 'must be the fingerprint the start-up message names (16 hex digits)')
        .optional(),
    ),
    'only when the key the secrets were sealed with is lost: the fingerprint the refused start names; its secrets are given up',
    'none',
  ),
  // Retention (docs/decisions/029): page views 13 months, finished letters 90 days.
  RETENTION_PAGE_VIEWS_DAYS: setting(wholeNumber(1, 36500).default(395), 'page views are kept this many days'),
  RETENTION_LETTERS_DAYS: setting(wholeNumber(1, 36500).default(90), 'letters sent or given up are kept in the outbox this many days'),
});

/** What `--help` prints of the settings: every variable of {@link envSchema}, its default (or what unset means) and its meaning. */
export function settingsHelp(width = 100): string {
  const lines = [
    ...wrap('Settings come from the environment (README, "Configure"); a bad value stops the start with a message naming it.', width),
    '',
  ];
  for (const [name, schema] of Object.entries(envSchema.shape)) {
    const meta = schema.meta();
    const unset = typeof meta?.unset === 'string' ? meta.unset : 'none';
    const fallback = schema instanceof z.ZodDefault ? `default ${String(schema.def.defaultValue)}` : `unset: ${unset}`;
    lines.push(`  ${name} (${fallback})`, ...wrap(meta?.description ?? '', width - 6).map((l) => `      ${l}`));
  }
  return `${lines.join('\n')}\n`;
}

/** Words in lines of at most `width` characters (a longer word has a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** 32 bytes from base64 (or base64url) text, or null: the form of SECRETS_KEY and of DATA_DIR/secrets.key. */
export function secretsKeyFromText(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === 32 ? key : null;
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** `Name <address>` or a bare address, exactly one, with no line breaks. */
function parseMailbox(value: string): { name: string; address: string } | null {
  if (/[\r\n]/.test(value)) return null;
  const list = addressparser(value, { flatten: true });
  const first = list[0];
  if (list.length !== 1 || !first?.address || !z.email().safeParse(first.address).success) return null;
  return { name: first.name, address: first.address };
}

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** The SQLite file (path or ':memory:'), or a PostgreSQL server when DATABASE_URL is postgres:// (docs/decisions/016). */
  database: DatabaseTarget;
  publicUrl: string;
  /** The proxies whose X-Forwarded-For gives the client's address (Fastify's trustProxy); false trusts none. */
  trustProxy: string | false;
  seed: boolean;
  admin: { email: string; password: string } | null;
  /** Staff sign-in (docs/decisions/026): second factor required of everyone, idle timeout and absolute lifetime of a session. */
  adminAuth: { requireSecondFactor: boolean; sessionIdleMs: number; sessionMaxMs: number };
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | null;
  /** Base URL of the Stripe API; tests point it at a local server. */
  stripeApiBase?: string;
  rateLimitWritesPerMinute: number;
  /** Site searches allowed per client address and minute (docs/decisions/030; the dialog searches as one types). */
  rateLimitSearchesPerMinute: number;
  /** Public reads kept in memory until a write changes them; `maxBytes` bounds the memory. */
  readCache: { enabled: boolean; maxBytes: number; writeWindowMs: number };
  /** The shared cache in front (docs/decisions/058): unset is none (public answers say no-cache, as before). */
  edge?: EdgeConfig;
  /** The Fastly and Cloudflare APIs' base URLs; tests point them at a local stand-in. */
  edgeApiBase?: { fastly?: string; cloudflare?: string };
  logLevel: string;
  /** Requests slower than this many ms are logged with their route, status and duration (errors always are). */
  logSlowMs: number;
  /** Where the JSON log lines go (tests capture them); standard output when unset. */
  logStream?: { write(line: string): void };
  /** Prometheus metrics: a port of their own and/or a bearer token for /metrics on the site; null serves none. */
  metrics: { port: number | null; host: string; token: string | null };
  /** How many pre-migration copies of the SQLite file are kept (0: none taken). */
  preMigrationBackups: number;
  /**
   * Uploaded files: `dir` holds them (and the temporary files of uploads in progress) unless
   * `s3` is set, when they are kept in that bucket and served from it through /uploads/.
   */
  uploads: { dir: string; maxImageBytes: number; maxVideoBytes: number; s3: S3Config | null };
  /**
   * Outgoing mail: `smtpUrl` null keeps every message in the outbox, marked "not sent: no SMTP
   * configured" (the default for a local install). `adminTo` receives a notice of each submission
   * and payment when set.
   */
  mail: { smtpUrl: string | null; from: { name: string; address: string } | null; adminTo: string | null };
  /**
   * The Dispatch's sending (docs/decisions/056): letters a minute (0: unlimited), pooled SMTP
   * connections, and DKIM signing when a domain and selector are set (the key from the
   * environment, else DATA_DIR/dkim.key, read at start).
   */
  dispatch: {
    ratePerMinute: number;
    connections: number;
    dkim: { domainName: string; keySelector: string; privateKey: string | null } | null;
  };
  /** How often the WAL of a SQLite file is checkpointed (src/server/db/checkpoint.ts, a minute); tests shorten it. */
  checkpointEveryMs?: number;
  /** Waits between delivery tries (8 tries in all over about a day); tests shorten them. */
  mailRetryDelaysMs?: readonly number[];
  /** The clock of the app's scheduled work (renewal letters, docs/decisions/028); tests move it instead of sleeping. */
  clock?: () => Date;
  /**
   * The secrets kept encrypted (docs/decisions/037): `key` from SECRETS_KEY, null to use (or make)
   * DATA_DIR/secrets.key; `lostKeyFingerprint` names a lost key whose secrets are given up at start.
   */
  secrets: { key: Buffer | null; lostKeyFingerprint: string | null };
  /** How long page views and finished letters are kept, and how often the purge runs (docs/decisions/029). */
  retention: RetentionSettings;
  /** How the client is served: built files, Vite middleware with HMR (npm run dev), or not at all (API tests). */
  client: 'dist' | 'vite' | 'none';
  /** The built files the server reads (client, rendering bundle, Redoc): the checkout, or the binary's extracted copy. */
  files: InstallPaths;
};

/** Where the club's data lives: a SQLite file (the default) or a PostgreSQL server and its pool size. */
export type DatabaseTarget = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; poolSize: number };

export type S3Config = {
  bucket: string;
  /** Unset for Amazon S3 itself; the address of any other S3-compatible service. */
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (https://host/bucket/key) rather than the host name; most non-AWS services want it. */
  forcePathStyle: boolean;
};

export class ConfigError extends Error {}

/** The shared cache in front of the club (docs/decisions/058-edge-cache.md). */
export type EdgeConfig = {
  /** The header that carries a public answer's tags, or null (no tags sent). */
  tagHeader: 'xkey' | 'Surrogate-Key' | 'Cache-Tag' | null;
  /** s-maxage; 0: shared caches keep nothing (no-cache, as without an edge). */
  maxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
  staleIfErrorSeconds: number;
  purge:
    | { kind: 'none' }
    | { kind: 'varnish'; urls: string[] }
    | { kind: 'fastly'; serviceId: string; token: string }
    | { kind: 'cloudflare'; zoneId: string; token: string };
};

const DEFAULT_TAG_HEADER = { none: null, varnish: 'xkey', fastly: 'Surrogate-Key', cloudflare: 'Cache-Tag' } as const;

function edgeConfig(e: z.infer<typeof envSchema>): EdgeConfig {
  const kind = e.EDGE_PURGE;
  let purge: EdgeConfig['purge'] = { kind: 'none' };
  if (kind === 'varnish') {
    const urls = (e.VARNISH_PURGE_URLS ?? 'http://127.0.0.1:6081').split(',').map((u) => u.trim().replace(/\/$/, ''));
    purge = { kind, urls };
  } else if (kind === 'fastly') {
    if (!e.FASTLY_SERVICE_ID || !e.FASTLY_API_TOKEN)
      throw new ConfigError('FASTLY_SERVICE_ID, FASTLY_API_TOKEN: set both with EDGE_PURGE=fastly');
    purge = { kind, serviceId: e.FASTLY_SERVICE_ID, token: e.FASTLY_API_TOKEN };
  } else if (kind === 'cloudflare') {
    if (!e.CLOUDFLARE_ZONE_ID || !e.CLOUDFLARE_API_TOKEN)
      throw new ConfigError('CLOUDFLARE_ZONE_ID, CLOUDFLARE_API_TOKEN: set both with EDGE_PURGE=cloudflare');
    purge = { kind, zoneId: e.CLOUDFLARE_ZONE_ID, token: e.CLOUDFLARE_API_TOKEN };
  }
  const tagHeader = e.EDGE_TAG_HEADER === undefined ? DEFAULT_TAG_HEADER[kind] : e.EDGE_TAG_HEADER === 'none' ? null : e.EDGE_TAG_HEADER;
  return {
    tagHeader,
    maxAgeSeconds: e.EDGE_MAX_AGE_SECONDS ?? (kind === 'none' ? 0 : 86_400),
    staleWhileRevalidateSeconds: e.EDGE_STALE_WHILE_REVALIDATE_SECONDS,
    staleIfErrorSeconds: e.EDGE_STALE_IF_ERROR_SECONDS,
    purge,
  };
}

/** Parses the environment once, at start. A bad value names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  const stripeSet = stripeKeys.filter(Boolean).length;
  if (stripeSet > 0 && stripeSet < 3) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: set all three for Stripe, or none for demo mode',
    );
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError(
      'MAIL_FROM: set the sender address (such as "The Brain Appreciation Club <club@example.org>") when SMTP_URL is set',
    );
  }
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL, ADMIN_PASSWORD: set both or neither');
  }
  const s3Keys = [e.S3_BUCKET, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  const s3Set = s3Keys.filter(Boolean).length;
  if ((s3Set > 0 && s3Set < 4) || (s3Set === 0 && e.S3_ENDPOINT)) {
    throw new ConfigError(
      'S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a service other than Amazon S3): set all of them for object storage, or none to keep uploads under DATA_DIR',
    );
  }
  const s3: S3Config | null =
    e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === '1' : Boolean(e.S3_ENDPOINT),
        }
      : null;
  const dataDir = path.resolve(e.DATA_DIR);
  const database: DatabaseTarget = e.DATABASE_URL?.startsWith('postgres')
    ? { dialect: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
    : {
        dialect: 'sqlite',
        file: !e.DATABASE_URL
          ? path.join(dataDir, 'club.sqlite')
          : e.DATABASE_URL === ':memory:'
            ? ':memory:'
            : path.resolve(e.DATABASE_URL.replace(/^file:(\/\/)?/, '')),
      };
  const edge = edgeConfig(e);
  const port = e.PORT;
  const host = e.HOST;
  return {
    env: e.NODE_ENV,
    port,
    host,
    dataDir,
    database,
    publicUrl: (e.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY
      ? e.TRUST_PROXY.split(',')
          .map((p) => p.trim())
          .join(',')
      : e.NODE_ENV === 'production'
        ? 'loopback'
        : false,
    seed: e.SEED === '1',
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : null,
    adminAuth: {
      requireSecondFactor: e.ADMIN_REQUIRE_2FA === '1',
      sessionIdleMs: e.ADMIN_SESSION_IDLE_MINUTES * 60_000,
      sessionMaxMs: e.ADMIN_SESSION_MAX_HOURS * 3_600_000,
    },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
        : null,
    rateLimitWritesPerMinute: e.RATE_LIMIT_WRITES_PER_MINUTE,
    rateLimitSearchesPerMinute: e.RATE_LIMIT_SEARCHES_PER_MINUTE,
    readCache: {
      enabled: e.READ_CACHE === '1',
      maxBytes: Math.round(e.READ_CACHE_MB * 1024 * 1024),
      writeWindowMs: e.READ_CACHE_WRITE_WINDOW_MS,
    },
    edge,
    logLevel: e.LOG_LEVEL,
    logSlowMs: e.LOG_SLOW_MS,
    metrics: { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST, token: e.METRICS_TOKEN ?? null },
    preMigrationBackups: e.PRE_MIGRATION_BACKUPS,
    uploads: {
      dir: path.join(dataDir, 'uploads'),
      maxImageBytes: Math.round(e.MAX_IMAGE_MB * 1024 * 1024),
      maxVideoBytes: Math.round(e.MAX_VIDEO_MB * 1024 * 1024),
      s3,
    },
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ? parseMailbox(e.MAIL_FROM) : null,
      adminTo: e.MAIL_ADMIN_TO?.toLowerCase() ?? null,
    },
    dispatch: {
      ratePerMinute: e.DISPATCH_RATE_PER_MINUTE,
      connections: e.DISPATCH_SMTP_CONNECTIONS,
      dkim:
        e.DKIM_DOMAIN && e.DKIM_SELECTOR
          ? { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey: e.DKIM_PRIVATE_KEY?.replace(/\\n/g, '\n') ?? null }
          : null,
    },
    secrets: { key: e.SECRETS_KEY ? secretsKeyFromText(e.SECRETS_KEY) : null, lostKeyFingerprint: e.SECRETS_KEY_LOST ?? null },
    retention: { pageViewsDays: e.RETENTION_PAGE_VIEWS_DAYS, lettersDays: e.RETENTION_LETTERS_DAYS, everyMs: 24 * 60 * 60_000 },
    client: e.NODE_ENV === 'development' ? 'vite' : 'dist',
    files: installPaths(),
    ...overrides,
  };
}
