import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { z } from 'zod';
import { ConfigError, envSchema, loadConfig, settingsHelp } from './config';

describe('loadConfig (D24)', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: 'localhost', seed: true, stripe: null, rateLimitWritesPerMinute: 30, client: 'dist' });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.database).toMatchObject({ dialect: 'sqlite', file: expect.stringMatching(/data[/\\]club\.sqlite$/) });
    expect(c.uploads.s3).toBeNull();
  });

  it('DATABASE_URL: a postgres:// URL chooses PostgreSQL with a pool of DATABASE_POOL_SIZE (10 by default)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://club:pw@db.internal:5432/club' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://club:pw@db.internal:5432/club',
      poolSize: 10,
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/club', DATABASE_POOL_SIZE: '3' }).database).toMatchObject({
      dialect: 'postgres',
      poolSize: 3,
    });
    expect(loadConfig({ DATABASE_URL: ':memory:' }).database).toEqual({ dialect: 'sqlite', file: ':memory:' });
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/club' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('METRICS_*, LOG_SLOW_MS, PRE_MIGRATION_BACKUPS (docs/decisions/022-operations.md): metrics served nowhere by default', () => {
    expect(loadConfig({})).toMatchObject({
      metrics: { port: null, host: '127.0.0.1', token: null },
      logSlowMs: 1000,
      preMigrationBackups: 5,
    });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0', token: null });
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-token-1234' }).metrics.token).toBe('a-long-enough-token-1234');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in it, sixteen+' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(loadConfig({ LOG_SLOW_MS: '0', PRE_MIGRATION_BACKUPS: '0' })).toMatchObject({ logSlowMs: 0, preMigrationBackups: 0 });
    expect(() => loadConfig({ LOG_SLOW_MS: '-1' })).toThrow(/LOG_SLOW_MS/);
  });

  it('SECRETS_KEY (docs/decisions/037): 32 bytes in base64 or base64url, else the key file; a bad one is named, never echoed', () => {
    expect(loadConfig({}).secrets).toEqual({ key: null, lostKeyFingerprint: null });
    const key = Buffer.alloc(32, 7);
    expect(loadConfig({ SECRETS_KEY: key.toString('base64') }).secrets.key).toEqual(key);
    expect(loadConfig({ SECRETS_KEY: ` ${key.toString('base64url')} ` }).secrets.key).toEqual(key);
    for (const bad of [Buffer.alloc(16, 7).toString('base64'), Buffer.alloc(33, 7).toString('base64'), 'not-a-key-at-all']) {
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(/SECRETS_KEY: must be 32 random bytes in base64/);
      expect(() => loadConfig({ SECRETS_KEY: bad })).not.toThrow(bad);
    }
    expect(loadConfig({ SECRETS_KEY_LOST: '0123456789abcdef' }).secrets.lostKeyFingerprint).toBe('0123456789abcdef');
    expect(() => loadConfig({ SECRETS_KEY_LOST: 'yes' })).toThrow(/SECRETS_KEY_LOST/);
  });

  it('TRUST_PROXY: loopback in production by default, none in development; addresses and ranges, never "true"', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ NODE_ENV: 'development' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).trustProxy).toBe('10.0.0.5,10.1.0.0/16,loopback');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });

  it('S3_*: all four (and S3_ENDPOINT for another service) or none', () => {
    const s3 = { S3_BUCKET: 'club', S3_REGION: 'eu-west-2', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(s3).uploads.s3).toEqual({
      bucket: 'club',
      endpoint: null,
      region: 'eu-west-2',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).uploads.s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(() => loadConfig({ S3_BUCKET: 'club' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ SEED: 'yes' }, 'SEED'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ RATE_LIMIT_WRITES_PER_MINUTE: '0' }, 'RATE_LIMIT_WRITES_PER_MINUTE'],
    [{ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ STRIPE_SECRET_KEY: 'sk_test_x' }, 'STRIPE_PUBLISHABLE_KEY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SMTP_URL: 'mail.example.org:25', MAIL_FROM: 'club@example.org' }, 'SMTP_URL'],
    [{ SMTP_URL: 'http://mail.example.org', MAIL_FROM: 'club@example.org' }, 'SMTP_URL'],
    [{ SMTP_URL: 'smtp://user:pass@mail.example.org:587' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM'],
    [{ MAIL_FROM: 'a@example.org, b@example.org' }, 'MAIL_FROM'],
    [{ MAIL_ADMIN_TO: 'keeper' }, 'MAIL_ADMIN_TO'],
  ])('a bad value stops start and names the variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('a bad SMTP_URL is named but never echoed (it holds a password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp//user:hunter2@mail', MAIL_FROM: 'club@example.org' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'smtp//user:hunter2@mail', MAIL_FROM: 'club@example.org' })).not.toThrow(/hunter2/);
  });

  it('mail: no SMTP by default; SMTP_URL, MAIL_FROM and MAIL_ADMIN_TO are read', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: null, from: null, adminTo: null });
    const c = loadConfig({
      SMTP_URL: 'smtps://club:s%40cret@mail.example.org:465',
      MAIL_FROM: 'The Brain Appreciation Club <club@example.org>',
      MAIL_ADMIN_TO: 'Keeper@Example.org',
    });
    expect(c.mail).toEqual({
      smtpUrl: 'smtps://club:s%40cret@mail.example.org:465',
      from: { name: 'The Brain Appreciation Club', address: 'club@example.org' },
      adminTo: 'keeper@example.org',
    });
  });

  it('SEED=0 starts empty and PORT is read', () => {
    expect(loadConfig({ SEED: '0', PORT: '8080' })).toMatchObject({ seed: false, port: 8080, publicUrl: 'http://localhost:8080' });
  });
});

describe('staff sign-in settings (docs/decisions/026)', () => {
  it('has safe defaults: no second factor required, 30 minutes idle, 12 hours at most', () => {
    expect(loadConfig({}).adminAuth).toEqual({ requireSecondFactor: false, sessionIdleMs: 30 * 60_000, sessionMaxMs: 12 * 3_600_000 });
    expect(loadConfig({ ADMIN_REQUIRE_2FA: '1', ADMIN_SESSION_IDLE_MINUTES: '15', ADMIN_SESSION_MAX_HOURS: '8' }).adminAuth).toEqual({
      requireSecondFactor: true,
      sessionIdleMs: 15 * 60_000,
      sessionMaxMs: 8 * 3_600_000,
    });
  });

  it('names a bad value', () => {
    expect(() => loadConfig({ ADMIN_REQUIRE_2FA: 'yes' })).toThrow(/ADMIN_REQUIRE_2FA: must be 1 \(required\) or 0 \(optional\)/);
    expect(() => loadConfig({ ADMIN_SESSION_IDLE_MINUTES: '0' })).toThrow(/ADMIN_SESSION_IDLE_MINUTES/);
  });
});

describe('--help from the schema (issue 39 item 7)', () => {
  const help = settingsHelp();
  const defaults = envSchema.parse({});
  const variables = Object.keys(envSchema.shape);

  it('lists every variable of the schema with its meaning, and its default or what unset means', () => {
    expect(variables.length).toBeGreaterThan(40);
    for (const name of variables) {
      const schema = envSchema.shape[name as keyof typeof envSchema.shape];
      expect(schema.meta()?.description, `${name} has no description`).toEqual(expect.stringMatching(/\S{3}/));
      const line = help.split('\n').find((l) => l.startsWith(`  ${name} (`));
      expect(line, `${name} is missing from --help`).toBeDefined();
      const shown = defaults[name as keyof typeof defaults];
      if (schema instanceof z.ZodDefault) expect(line).toBe(`  ${name} (default ${String(shown)})`);
      else expect(line, `${name} has no default: --help says what unset means`).toMatch(/^ {2}\w+ \(unset: .+\)$/);
    }
  });

  it('names the variables the issue found missing, with their defaults', () => {
    for (const expected of [
      'TRUST_PROXY (unset: loopback in production',
      'RATE_LIMIT_SEARCHES_PER_MINUTE (default 120)',
      'DATABASE_POOL_SIZE (default 10)',
      'S3_BUCKET (unset:',
      'S3_ENDPOINT (unset:',
      'S3_FORCE_PATH_STYLE (unset:',
      'READ_CACHE_WRITE_WINDOW_MS (default 250)',
    ])
      expect(help).toContain(expected);
  });

  it('keeps every line within 100 characters', () => {
    for (const line of help.split('\n')) expect(line.length, line).toBeLessThanOrEqual(100);
  });

  it("README's Configure table names every variable too", () => {
    const readme = fs.readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Configure'), readme.indexOf('## Develop'));
    for (const name of variables) expect(table, `${name} is missing from README's Configure`).toContain(`\`${name}\``);
  });
});
