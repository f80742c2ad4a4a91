import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from '~/server/db/sqlite-driver';
import pg from 'pg';
import { expect } from 'vitest';
import { findPostgresBin } from './postgres-server';
import { freePort, runBuiltCommand, spawnWatched, untilHealthy } from './server-process';
import { oldBuild } from './old-build';

/**
 * Upgrades (docs/decisions/022-operations.md): the build of an earlier commit makes a
 * club on a fresh data folder (and database), written through its API; this checkout's build
 * then starts on the same folder, and every row and every page must still be there. Then it rolls
 * back as docs/deploy/README.md says (docs/decisions/041): on SQLite the new build's `restore` of the
 * pre-migration copy, on PostgreSQL the dump taken before the upgrade restored into a new database;
 * then the old build, which must serve every row and answer it had.
 */
const root = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'keeper@upgrade.example', password: 'an upgrade-proof password' };
const SECOND_ADMIN = 'second@upgrade.example';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
if (!fs.existsSync(path.join(root, 'dist/server/main.js'))) {
  throw new Error('The ops tests run the compiled server: build it first (npm run build; npm test does).');
}

type Rows = Record<string, Record<string, unknown>[]>;
type Target = { sqlite: string } | { postgres: string };

/**
 * The Node that runs the old build: the one `npm ci` compiled node_modules' better-sqlite3 12 for,
 * which the old build loads directly. Under `npm run test:runtime` this process is the binary's
 * Node 24 and the old build still runs on the installing Node, as an old deployment would before
 * the upgrade (docs/decisions/023).
 */
const oldNode = process.env.CLUB_INSTALL_NODE ?? process.execPath;

function startBuilt(dir: string, env: Record<string, string>, node = process.execPath) {
  return spawnWatched(node, [path.join(dir, 'dist/server/main.js')], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
  });
}

/** Every row of every table (the migrations' own bookkeeping aside), sorted, as JSON-ready values. */
async function snapshot(target: Target): Promise<Rows> {
  const rows: Rows = {};
  const normal = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : Buffer.isBuffer(v) ? v.toString('base64') : v]),
    );
  if ('sqlite' in target) {
    const db = new SQLite(target.sqlite, { readonly: true });
    const tables = (
      db.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`).all() as {
        name: string;
      }[]
    ).map((t) => t.name);
    for (const table of tables) rows[table] = (db.prepare(`select * from "${table}"`).all() as Record<string, unknown>[]).map(normal);
    db.close();
  } else {
    const client = new pg.Client({ connectionString: target.postgres });
    await client.connect();
    const tables = (
      await client.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely_%'`,
      )
    ).rows.map((t) => t.table_name);
    for (const table of tables) rows[table] = (await client.query(`select * from "${table}"`)).rows.map(normal);
    await client.end();
  }
  for (const table of Object.keys(rows)) rows[table].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return rows;
}

/** Pages and API answers the club shows, by path: status, and for JSON its body. */
async function survey(base: string, cookie: string, paths: string[]) {
  const answers: Record<string, { status: number; json?: unknown; text?: string }> = {};
  for (const p of paths) {
    const admin = p.startsWith('/api/admin');
    const res = await fetch(`${base}${p}`, { headers: admin ? { cookie } : {} });
    const type = res.headers.get('content-type') ?? '';
    answers[p] = type.includes('json') ? { status: res.status, json: await res.json() } : { status: res.status, text: await res.text() };
  }
  return answers;
}

export type UpgradeReport = {
  from: string;
  note: string;
  rows: number;
  tables: number;
  pages: number;
  oldStartMs: number;
  newStartMs: number;
  rollback: RollbackReport;
};

export type RollbackReport = {
  /** What the old build said when started on the migrated database, before the rollback. */
  refused: string;
  /** What was put back: the pre-migration copy `restore` restored, or the dump pg_restore did. */
  copy: string;
  /** Comments written through the new build after the upgrade, gone with the rollback (as documented). */
  lostComments: number;
  restoreMs: number;
  oldStartMs: number;
};

/** PostgreSQL: `postgresUrl` is upgraded; `rollbackUrl`, an empty database, receives the dump taken before the upgrade. */
export async function upgradeScenario(database: { postgresUrl: string; rollbackUrl: string } | null): Promise<UpgradeReport> {
  const old = await oldBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-upgrade-'));
  try {
    const port = String(await freePort());
    const base = `http://127.0.0.1:${port}`;
    const env = {
      DATA_DIR: dataDir,
      PORT: port,
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_WRITES_PER_MINUTE: '1000',
      ...(database && { DATABASE_URL: database.postgresUrl }),
    };
    const target = database ? { postgres: database.postgresUrl } : { sqlite: path.join(dataDir, 'club.sqlite') };

    // --- The old build: a fresh club, written through its API.
    let started = performance.now();
    const first = startBuilt(old.dir, env, oldNode);
    await untilHealthy(base, first.output);
    const oldStartMs = Math.round(performance.now() - started);
    const send = async (method: string, p: string, body?: unknown, cookie?: string) => {
      const res = await fetch(`${base}${p}`, {
        method,
        headers: { origin: base, ...(body !== undefined && { 'content-type': 'application/json' }), ...(cookie && { cookie }) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${text}`);
      return { res, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    };
    const login = await send('POST', '/api/admin/login', { email: ADMIN.email, password: ADMIN.password });
    const cookie = String(login.res.headers.get('set-cookie')).split(';')[0];
    const created = await send(
      'POST',
      '/api/admin/content',
      {
        title: 'The Hall of Continuity',
        description: '<p>Made by the old build, <strong>kept</strong> by the new.</p>',
        type: 'exhibition',
        category: 'Upgrades',
        imageUrl: '',
      },
      cookie,
    );
    const contentId = Number(created.json.id);
    const comment = await send('POST', `/api/content/${contentId}/comments`, {
      authorName: 'Old Reader',
      authorEmail: 'old.reader@example.com',
      comment: 'Written before the upgrade.',
    });
    await send('PATCH', `/api/admin/comments/${Number(comment.json.id)}/approve`, undefined, cookie);
    await send('POST', `/api/content/${contentId}/comments`, {
      authorName: 'Pending Reader',
      authorEmail: 'pending@example.com',
      comment: 'Still waiting.',
    });
    const intent = await send('POST', '/api/create-payment-intent', { membershipType: 'full' });
    await send('POST', '/api/update-payment-intent', {
      clientSecret: intent.json.clientSecret,
      email: 'payer@example.com',
      firstName: 'Payer',
    });
    const paid = await send('POST', '/api/demo-payments/confirm', {
      clientSecret: intent.json.clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 40',
      cvc: '123',
    });
    expect(paid.json.status).toBe('succeeded');
    await send('POST', '/api/membership', {
      firstName: 'Applicant',
      email: 'applicant@example.com',
      subject: '',
      message: 'Let me in, I appreciate brains.',
    });

    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(pages).toContain(`/exhibitions/${contentId}`);
    const apiPaths = [
      '/api/content',
      `/api/content/${contentId}/comments`,
      '/api/latest-content',
      '/api/admin/me',
      '/api/admin/content',
      '/api/admin/payments',
      '/api/admin/membership-applications',
      '/api/admin/comments/pending',
    ];
    const before = await survey(base, cookie, [...new Set([...pages, '/'])].concat(apiPaths));
    first.child.kill('SIGTERM');
    expect((await first.exited).code).toBe(0);
    // A second administrator, made by the old build's own command.
    const made = spawnSync(oldNode, [path.join(old.dir, 'dist/server/admin-create.js'), '--email', SECOND_ADMIN], {
      cwd: old.dir,
      env: { ...process.env, NODE_ENV: 'production', ...env, ADMIN_EMAIL: '', ADMIN_PASSWORD: 'the second admin password' },
      encoding: 'utf8',
    });
    expect(made.status, `${made.stdout}${made.stderr}`).toBe(0);
    const rowsBefore = await snapshot(target);
    expect(rowsBefore.admin_users?.map((a) => a.email).sort()).toEqual([ADMIN.email, SECOND_ADMIN].sort());
    // On PostgreSQL the server keeps no copy: the dump docs/deploy/README.md asks for, taken with the old build stopped.
    const dump = path.join(dataDir, 'club-pre-upgrade.dump');
    if (database) pgTool('pg_dump', ['--format=custom', `--file=${dump}`, database.postgresUrl]);

    // --- This checkout's build on the same folder and database.
    started = performance.now();
    const second = startBuilt(root, env);
    await untilHealthy(base, second.output);
    const newStartMs = Math.round(performance.now() - started);
    const rowsAfter = await snapshot(target);
    // Every row the old build left is there, unchanged in every column it had.
    for (const [table, oldRows] of Object.entries(rowsBefore)) {
      // The read cache's own counters move with any write (the new build's search index, say).
      if (table === 'cache_version' || table === 'cache_tags') continue;
      const now = (rowsAfter[table] ?? []).map((r) =>
        JSON.stringify(Object.fromEntries(Object.keys(oldRows[0] ?? {}).map((k) => [k, r[k]]))),
      );
      // Sessions are kept by the SHA-256 of their id since migration 0007 (docs/decisions/026).
      const then = oldRows.map((r) =>
        JSON.stringify(table === 'admin_sessions' ? { ...r, id: createHash('sha256').update(String(r.id)).digest('hex') } : r),
      );
      // New rows may join (the search index's version in app_meta, say); none of the old ones may go or change.
      expect(now, `table ${table}`).toEqual(expect.arrayContaining(then));
      expect(now.length, `table ${table}`).toBeGreaterThanOrEqual(then.length);
    }
    const after = await survey(base, cookie, Object.keys(before));
    for (const [p, was] of Object.entries(before)) {
      expect(after[p]?.status, `status of ${p}`).toBe(was.status);
      // Every field the old build answered, unchanged; fields added since (a payment's refundedAmount) may join.
      if (was.json !== undefined) expect(after[p]?.json, `answer of ${p}`).toMatchObject(was.json as object);
    }
    expect(after[`/exhibitions/${contentId}`]?.text).toContain('The Hall of Continuity');
    expect(after['/exhibitions']?.text ?? after['/']?.text).toContain('The Hall of Continuity');
    // The old password and the second administrator still sign in; writes go on.
    await send('POST', '/api/admin/login', { email: SECOND_ADMIN, password: 'the second admin password' });
    await send('POST', `/api/content/${contentId}/comments`, {
      authorName: 'New Reader',
      authorEmail: 'new.reader@example.com',
      comment: 'Written after the upgrade.',
    });
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    const rollback = await rollBack({
      oldDir: old.dir,
      env,
      base,
      cookie,
      rowsBefore,
      before,
      contentId,
      ...(database
        ? { upgraded: target, restored: { postgres: database.rollbackUrl }, putBack: () => restoreDump(dump, database.rollbackUrl) }
        : { upgraded: target, restored: target, putBack: () => restorePreMigrationCopy(dataDir, env) }),
    });
    return {
      from: old.commit,
      note: old.note,
      tables: Object.keys(rowsBefore).length,
      rows: Object.values(rowsBefore).reduce((n, r) => n + r.length, 0),
      pages: Object.keys(before).length,
      oldStartMs,
      newStartMs,
      rollback,
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a PostgreSQL client tool of the installed server (the same major as the test server). */
function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('no PostgreSQL installed (apt-get install postgresql)');
  const result = spawnSync(path.join(bin, tool), args, { encoding: 'utf8' });
  expect(result.status, `${tool} ${args.join(' ')}:\n${result.stdout}${result.stderr}`).toBe(0);
}

/** SQLite's way back: the copy the new build took before migrating, restored by the new build (it knows every migration in it). */
function restorePreMigrationCopy(dataDir: string, env: Record<string, string>): string {
  const copies = fs.readdirSync(path.join(dataDir, 'backups/pre-migration'));
  expect(copies).toHaveLength(1);
  const restored = runBuiltCommand('restore', [path.join(dataDir, 'backups/pre-migration', copies[0])], env);
  expect(restored.status, restored.output).toBe(0);
  expect(restored.output).toContain('integrity ok');
  return copies[0];
}

/** PostgreSQL's: the dump taken before the upgrade, restored into a new, empty database. */
function restoreDump(dump: string, into: string): string {
  pgTool('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${into}`, dump]);
  return path.basename(dump);
}

/**
 * The way back after a successful upgrade (docs/deploy/README.md, "Rolling back"): the old build
 * refuses the migrated database; with the servers stopped, the database as it was before the
 * upgrade is put back; the old build then serves exactly what it had, and what was written since
 * the upgrade is gone.
 */
async function rollBack(run: {
  oldDir: string;
  env: Record<string, string>;
  base: string;
  cookie: string;
  rowsBefore: Rows;
  before: Awaited<ReturnType<typeof survey>>;
  contentId: number;
  /** The upgraded database, and where the old one is put back (the same file on SQLite, a new database on PostgreSQL). */
  upgraded: Target;
  restored: Target;
  putBack: () => string;
}): Promise<RollbackReport> {
  const { base } = run;
  const upgraded = await snapshot(run.upgraded);
  expect(JSON.stringify(upgraded.comments)).toContain('Written after the upgrade.');

  // The old build alone is no way back: it stops on a database with migrations it does not know, and changes nothing.
  const refusing = startBuilt(run.oldDir, run.env, oldNode);
  const refusal = await Promise.race([refusing.exited, sleep(60_000).then(() => null)]);
  if (refusal === null) refusing.child.kill('SIGKILL');
  expect(refusal?.code, `the old build on the migrated database:\n${refusing.output()}`).not.toBe(0);
  expect(await snapshot(run.upgraded)).toEqual(upgraded);

  let started = performance.now();
  const copy = run.putBack();
  const restoreMs = Math.round(performance.now() - started);

  const env = 'postgres' in run.restored ? { ...run.env, DATABASE_URL: run.restored.postgres } : run.env;
  started = performance.now();
  const old = startBuilt(run.oldDir, env, oldNode);
  await untilHealthy(base, old.output);
  const oldStartMs = Math.round(performance.now() - started);
  // Every row the old build had, exactly as it had it (its read-cache counters aside), and nothing else.
  const rolledBack = await snapshot(run.restored);
  const tables = (rows: Rows) => Object.keys(rows).filter((t) => t !== 'cache_version' && t !== 'cache_tags');
  expect(tables(rolledBack).sort()).toEqual(tables(run.rowsBefore).sort());
  for (const table of tables(run.rowsBefore)) expect(rolledBack[table], `table ${table} after the rollback`).toEqual(run.rowsBefore[table]);
  // The same pages and answers as before the upgrade, to the old session cookie too.
  const after = await survey(base, run.cookie, Object.keys(run.before));
  for (const [p, was] of Object.entries(run.before)) {
    expect(after[p]?.status, `status of ${p} after the rollback`).toBe(was.status);
    if (was.json !== undefined) expect(after[p]?.json, `answer of ${p} after the rollback`).toEqual(was.json);
  }
  expect(after[`/exhibitions/${run.contentId}`]?.text).toContain('The Hall of Continuity');
  // The write made after the upgrade is what the rollback loses.
  expect(JSON.stringify(after[`/api/content/${run.contentId}/comments`]?.json)).not.toContain('Written after the upgrade.');
  const keptIds = new Set(run.rowsBefore.comments.map((c) => c.id));
  const lostComments = upgraded.comments.filter((c) => !keptIds.has(c.id)).length;
  expect(lostComments).toBe(1);
  // The old build writes on.
  const posted = await fetch(`${base}/api/content/${run.contentId}/comments`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ authorName: 'Rolled Back', authorEmail: 'back@example.com', comment: 'Written after the rollback.' }),
  });
  expect(posted.status).toBe(201);
  old.child.kill('SIGTERM');
  expect((await old.exited).code).toBe(0);
  return {
    refused: refusing
      .output()
      .split('\n')
      .filter((l) => /migrat/i.test(l))
      .slice(0, 1)
      .join('')
      .slice(0, 200),
    copy,
    lostComments,
    restoreMs,
    oldStartMs,
  };
}
