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
  ])('a bad value stops start and names the variable: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('SEED=0 starts empty and PORT is read', () => {
    expect(loadConfig({ SEED: '0', PORT: '8080' })).toMatchObject({ seed: false, port: 8080, publicUrl: 'http://localhost:8080' });
  });
});
