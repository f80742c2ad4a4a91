import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/server-process';
import { adminCookie, ADMIN_EMAIL, ADMIN_PASSWORD } from '../helpers/admin-session';
import { createTestApp, injectJson, type TestApp } from '../helpers/test-app';
import { metricsScraper, seriesValue } from '../helpers/metrics';
import { scrubLogLine } from '~/server/request-log';
import { checkoutSessionOutput } from '~/shared/schemas/payments';

// Operations (docs/decisions/022-operations.md): Prometheus metrics behind a bearer
// token or on a port of their own, and JSON log lines that never carry a secret or an address.

const TOKEN = 'metrics-token-0123456789abcdef';
const lines: string[] = [];
let t: TestApp;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  t = await createTestApp(
    { rateLimitWritesPerMinute: 3, logStream: { write: (line: string) => void lines.push(line) } },
    { LOG_LEVEL: 'info', LOG_SLOW_MS: '0', METRICS_TOKEN: TOKEN, METRICS_PORT: String(metricsPort), READ_CACHE: '1' },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const scrape = metricsScraper(() => t.app, TOKEN);
const value = seriesValue;
const getPort = (port: number, path: string) =>
  new Promise<{ status: number; body: string; type: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: String(res.headers['content-type']) }));
      })
      .on('error', reject);
  });

describe('metrics', () => {
  it('refuses /metrics on the site without the token, and never keeps it in the read cache', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789abcd' } })).statusCode,
    ).toBe(401);
    await scrape();
    const after = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(after.statusCode).toBe(401);
    expect(after.body).not.toContain('club_http_requests_total');
  });

  it('counts requests by route pattern, status class and method, with latency histograms', async () => {
    const id = (await injectJson(t.app, 'GET', '/api/content')).json[0].id;
    await injectJson(t.app, 'GET', `/api/content/${id}/comments`);
    await injectJson(t.app, 'GET', '/api/content/999999/comments');
    await injectJson(t.app, 'GET', '/trpc/public.content.list');
    const text = await scrape();
    expect(
      value(text, 'club_http_requests_total{method="GET",route="/api/content/:id/comments",status_class="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/club_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/content",status_class="2xx"\}/);
    expect(text).toContain('route="/trpc/public.content.list"');
    // Never a URL: the id is not a label.
    expect(text).not.toContain(`/api/content/${id}/comments"`);
  });

  it('reports the read cache: hits, misses, bypasses and invalidations', async () => {
    const before = await scrape();
    await injectJson(t.app, 'GET', '/api/latest-content');
    await injectJson(t.app, 'GET', '/api/latest-content');
    const cookie = await adminCookie(t.app);
    await injectJson(t.app, 'GET', '/api/latest-content', undefined, { cookie });
    const id = (await injectJson(t.app, 'GET', '/api/content')).json[0].id;
    await injectJson(
      t.app,
      'POST',
      `/api/content/${id}/comments`,
      { authorName: 'Reader', authorEmail: 'reader@example.com', comment: 'A fine brain.' },
      { cookie: '' },
    );
    const after = await scrape();
    for (const name of ['hits', 'misses']) {
      expect(value(after, `club_read_cache_${name}_total`), name).toBeGreaterThan(value(before, `club_read_cache_${name}_total`));
    }
    // Only the administrator's read went around the cache: a hit is not a bypass.
    expect(value(after, 'club_read_cache_bypasses_total') - value(before, 'club_read_cache_bypasses_total')).toBe(1);
    expect(value(after, 'club_read_cache_invalidations_total')).toBeGreaterThanOrEqual(
      value(before, 'club_read_cache_invalidations_total'),
    );
  });

  it('counts throttle refusals and failed logins, and shows the outbox', async () => {
    const id = (await injectJson(t.app, 'GET', '/api/content')).json[0].id;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/content/${id}/comments`,
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
        payload: JSON.stringify({ authorName: 'Spammer', authorEmail: 'spam@example.com', comment: `Again ${i}` }),
        remoteAddress: '10.1.2.3',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
    const wrong = await injectJson(t.app, 'POST', '/api/admin/login', { email: ADMIN_EMAIL, password: 'not-the-password-at-all' });
    expect(wrong.status).toBe(401);
    const text = await scrape();
    expect(value(text, 'club_throttle_refusals_total{route="/api/content/:id/comments"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'club_login_failures_total')).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/club_mail_outbox_messages\{status="queued"\} \d+/);
    expect(text).toMatch(/club_mail_outbox_messages\{status="unsent"\} \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
    expect(text).toMatch(/process_resident_memory_bytes \d/);
    if (t.config.database.dialect === 'postgres') {
      expect(value(text, 'club_db_pool_max')).toBe(4);
      expect(value(text, 'club_db_pool_connections')).toBeGreaterThanOrEqual(1);
    }
  });

  it('has every series the example Grafana dashboard asks for', async () => {
    const dashboard = JSON.parse(fs.readFileSync('docs/deploy/grafana-dashboard.json', 'utf8')) as {
      panels: { targets: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
    const names = new Set(exprs.flatMap((e) => e.match(/\b(?:club|nodejs|process)_[a-z0-9_]+/g) ?? []));
    expect(names.size).toBeGreaterThan(15);
    const text = await scrape();
    const served = new Set(
      text
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => l.split(/[{ ]/)[0]),
    );
    const pgOnly = (n: string) => n.startsWith('club_db_pool_');
    const sqliteOnly = (n: string) => n.startsWith('club_sqlite_');
    const dialect = t.config.database.dialect;
    const absent = [...names].filter(
      (n) => !served.has(n) && !(pgOnly(n) && dialect === 'sqlite') && !(sqliteOnly(n) && dialect === 'postgres'),
    );
    expect(absent).toEqual([]);
  });

  it('serves the same metrics on their own port, and nothing else there', async () => {
    const res = await getPort(metricsPort, '/metrics');
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/plain');
    expect(res.body).toContain('club_http_requests_total');
    expect((await getPort(metricsPort, '/')).status).toBe(404);
  });
});

describe('structured logs', () => {
  it('writes one JSON line per request (LOG_SLOW_MS=0) with request id, route pattern, status and duration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/content', headers: { 'x-request-id': 'proxy-id-42' } });
    expect(res.statusCode).toBe(200);
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const mine = parsed.find((l) => l.reqId === 'proxy-id-42' && l.msg === 'request');
    expect(mine).toMatchObject({ level: 30, route: '/api/content', method: 'GET', status: 200, slow: true });
    expect(typeof mine?.durationMs).toBe('number');
    const others = parsed.filter((l) => l.msg === 'request' && l.reqId !== 'proxy-id-42');
    expect(others.every((l) => typeof l.reqId === 'string' && /^[0-9a-f-]{36}$/.test(String(l.reqId)))).toBe(true);
  });

  it('never logs an email, a password, a token, a session or a card number over a full run of the API', async () => {
    const cookie = await adminCookie(t.app);
    const sessionId = cookie.split('=')[1];
    const id = (await injectJson(t.app, 'GET', '/api/content')).json[0].id;
    const other = { remoteAddress: '10.7.7.7' };
    const send = (method: 'POST' | 'GET' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) =>
      t.app.inject({
        method,
        url,
        headers: { origin: 'http://localhost:3000', ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
        ...(body !== undefined && { payload: JSON.stringify(body) }),
        ...other,
      });
    await send('POST', `/api/content/${id}/comments`, {
      authorName: 'Secretive',
      authorEmail: 'hidden.reader@example.com',
      comment: 'Shh.',
    });
    await send('POST', '/api/membership', {
      name: 'Member Hopeful',
      email: 'hopeful.member@example.com',
      reason: 'I appreciate brains enormously.',
    });
    const intent = await send('POST', '/api/create-payment-intent', { membershipType: 'full' });
    const clientSecret = String(checkoutSessionOutput.parse(intent.json()).clientSecret);
    await send('POST', '/api/update-payment-intent', { clientSecret, email: 'payer.person@example.com', firstName: 'Payer' });
    await send('POST', '/api/demo-payments/confirm', { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' });
    await send('POST', '/api/admin/login', { email: 'wrong.admin@example.com', password: 'guessed-password-123' });
    await send('GET', '/api/admin/payments', undefined, { cookie });
    await send('GET', `/api/reactions/1/${encodeURIComponent('reactor@example.com')}/like`);
    await send('GET', '/metrics', undefined, { authorization: `Bearer ${TOKEN}` });
    await send('POST', '/api/admin/logout', {}, { cookie });
    // Pages and a request nobody routes.
    await send('GET', '/exhibitions');
    await send('GET', `/api/nothing/${encodeURIComponent('lost@example.com')}`);

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(() => void JSON.parse(line)).not.toThrow();
    for (const secret of [
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      'hidden.reader@example.com',
      'hopeful.member@example.com',
      'payer.person@example.com',
      'wrong.admin@example.com',
      'guessed-password-123',
      'reactor',
      'lost@example.com',
      'lost%40example.com',
      sessionId,
      TOKEN,
      clientSecret,
      // The test card's number (a bare '4242' also turns up inside random request ids).
      '4242424242424242',
      'cvc',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
  });

  it('at LOG_LEVEL=trace too (every request with its URL), and for a request that fails with a database error', async () => {
    const traceLines: string[] = [];
    const traced = await createTestApp({ logStream: { write: (line: string) => void traceLines.push(line) } }, { LOG_LEVEL: 'trace' });
    try {
      const id = (await injectJson(traced.app, 'GET', '/api/content')).json[0].id;
      const c = await injectJson(traced.app, 'POST', `/api/content/${id}/comments`, {
        authorName: 'T',
        authorEmail: 'traced.person@example.com',
        comment: 'Hi',
      });
      await injectJson(traced.app, 'GET', `/api/reactions/${c.json.id}?email=${encodeURIComponent('traced.reactor@example.com')}`);
      await injectJson(traced.app, 'POST', '/api/admin/login', { email: 'traced.admin@example.com', password: 'traced-password-xyz' });
      // A failure deep in the database: the error is logged (at error), never with what was sent.
      await traced.app.services.db.schema.dropTable('membership_applications').execute();
      const failed = await injectJson(traced.app, 'POST', '/api/membership', {
        firstName: 'Failing',
        email: 'failing.applicant@example.com',
        subject: '',
        message: 'Will not be stored.',
      });
      expect(failed.status).toBe(500);
      const log = traceLines.join('');
      expect(log).toContain('"level":50');
      const parsed = traceLines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(parsed.find((l) => l.msg === 'request' && l.status === 500)).toMatchObject({
        route: '/api/membership',
        method: 'POST',
        failed: true,
        level: 30,
      });
      expect(log).toContain('[email]');
      for (const secret of ['traced.person', 'traced.reactor', 'traced.admin', 'traced-password-xyz', 'failing.applicant'])
        expect(log, secret).not.toContain(secret);
      expect(log).not.toMatch(/[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
    } finally {
      await traced.close();
    }
  });

  it('scrubs what a library may put in an error', () => {
    expect(scrubLogLine('{"detail":"Key (email)=(ada@example.com) already exists."}')).toBe(
      '{"detail":"Key (email)=([email]) already exists."}',
    );
    expect(scrubLogLine('{"url":"postgres://club:s3cret@db/club"}')).toBe('{"url":"postgres://club:***@db/club"}');
    expect(scrubLogLine('{"password":"hunter2hunter2","x":"4000 0000 0000 0002"}')).toBe('{"password":"[redacted]","x":"[number]"}');
    expect(scrubLogLine('authorization: Bearer abc.def cookie bac_admin_session=xyz')).not.toMatch(/abc\.def|xyz/);
    expect(scrubLogLine('{"n":"4242424242424242","m":"card 4000-0000-0000-0002."}')).toBe('{"n":"[number]","m":"card [number]."}');
    // Request ids (UUIDs) and times are left alone, whatever digits they hold.
    const ids = '{"time":1795505932295,"reqId":"12345678-1234-1234-1234-123456789012"}';
    expect(scrubLogLine(ids)).toBe(ids);
  });
});
