import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig (D24)', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, host: 'localhost', seed: true, stripe: null, rateLimitWritesPerMinute: 30, client: 'dist' });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.databaseFile).toMatch(/data[/\\]club\.sqlite$/);
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
