import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server } from '../helpers/server-under-test';
import type { Context } from '~/server/context';
import { EXPORT_KINDS, exportAccess } from '~/shared/admin-kinds';
import { mayUse, STAFF_ROLES, type StaffAccess, type StaffRole, UPLOAD_ACCESS } from '~/shared/staff';
import { adminCookie } from '../helpers/admin-session';
import { createTestApp, injectJson, type TestApp } from '../helpers/test-app';

// docs/decisions/027: every admin procedure and every admin REST route, for every role. On
// SQLite and PostgreSQL (the two Vitest projects).

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;
const PASSWORD = 'a-very-long-password';

/** A staff member of this role, signed in: their Cookie header. */
async function signedIn(role: StaffRole, email = `${role}@club.example`): Promise<string> {
  const cookie = await adminCookie(t.app, email, PASSWORD);
  await t.app.services.db.updateTable('admin_users').set({ role }).where('email', '=', email).execute();
  return cookie;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitWritesPerMinute: 10_000 });
  for (const role of STAFF_ROLES) cookies[role] = await signedIn(role);
});
afterAll(() => t.close());

/** The admin door's open procedures: they make a session or an account, so no role can be asked of them. */
const OPEN = [
  'admin.auth.login',
  // The sign-in's further steps and the password reset (docs/decisions/026), and signing out, which any session may do.
  'admin.auth.verifySecondFactor',
  'admin.auth.passkeyOptions',
  'admin.auth.passkeyLogin',
  'admin.auth.requestPasswordReset',
  'admin.auth.resetPassword',
  'admin.auth.logout',
  'admin.staff.invitation',
  'admin.staff.acceptInvitation',
];

/**
 * What each admin procedure should allow, by exact path or by its router. A procedure missing here
 * fails the walk: a new admin procedure needs a decision.
 */
const EXPECTED: Record<string, StaffAccess> = {
  'admin.auth.me': 'staff',
  'admin.security.*': 'staff',
  'admin.staff.me': 'staff',
  'admin.staff.*': 'owner',
  'admin.comments.*': 'moderation',
  'admin.moderation.*': 'moderation',
  'admin.content.*': 'content',
  'admin.recognition.*': 'content',
  'admin.shame.*': 'content',
  'admin.arsenal.*': 'content',
  'admin.intelligence.*': 'content',
  'admin.videos.*': 'content',
  // The Dispatch (docs/decisions/056): Owners and Editors.
  'admin.dispatch.*': 'content',
  // Events (docs/decisions/057): Owners and Editors, check-in included.
  'admin.events.attendees': 'owner',
  'admin.events.*': 'content',
  'admin.submissions.supporters': 'moderation',
  'admin.submissions.supportersPage': 'moderation',
  'admin.submissions.deleteSupporter': 'moderation',
  'admin.submissions.*': 'owner',
  'admin.analytics.*': 'owner',
  'admin.privacy.*': 'owner',
  'admin.members.*': 'owner',
  'admin.payments.*': 'owner',
  'admin.mail.*': 'owner',
  'admin.auditLog.*': 'owner',
};
const expectedFor = (path: string): StaffAccess | undefined => EXPECTED[path] ?? EXPECTED[`${path.slice(0, path.lastIndexOf('.'))}.*`];

const adminProcedures = () =>
  Object.entries(server.appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>).filter(
    ([path]) => path.startsWith('admin.') && !OPEN.includes(path),
  );

/** A context as the app makes one, for a session that names `adminUserId`. */
function contextFor(adminUserId: number): Context {
  const s = t.app.services;
  return {
    db: s.db,
    config: s.config,
    now: () => new Date(),
    throttle: () => Promise.resolve(0),
    loginThrottle: s.loginThrottle,
    payments: s.payments,
    mail: s.mail,
    moderation: s.moderation,
    storage: s.storage,
    events: s.events,
    secrets: s.secrets,
    session: { sessionId: 'x'.repeat(40), adminUserId, email: 'ghost@club.example', level: 'full' },
    memberDoor: { hasCookie: false, read: () => Promise.resolve(null) },
    client: { ip: '10.1.1.1', userAgent: 'vitest', doNotTrack: false },
    request: { origin: 'http://localhost:3000', hasSessionCookie: true, deviceToken: null, reactionToken: null },
    setResponseHeader: () => undefined,
    wholeList: (list) => list.all(),
  };
}

/** Calls a procedure by its dotted path through the caller. */
async function callByPath(caller: unknown, path: string, input: unknown): Promise<unknown> {
  let target: unknown = caller;
  for (const key of path.split('.')) target = (target as Record<string, unknown>)[key];
  if (typeof target !== 'function') throw new Error(`no procedure at ${path}`);
  return (target as (input: unknown) => Promise<unknown>)(input);
}

describe('every admin procedure has a role decision (docs/decisions/027)', () => {
  it('names an expectation for every admin procedure', () => {
    const missing = adminProcedures()
      .map(([path]) => path)
      .filter((path) => !expectedFor(path));
    expect(missing).toEqual([]);
    expect(adminProcedures().length).toBeGreaterThanOrEqual(60);
  });

  it('refuses a session whose staff member is gone, on every procedure: only a role kind asks the database', async () => {
    // A procedure made from the bare session check (adminProcedure) would let this through: that is
    // a procedure without a role decision.
    const caller = server.createCaller(contextFor(987_654));
    const letThrough: string[] = [];
    for (const [path] of adminProcedures()) {
      try {
        await callByPath(caller, path, { id: 1 });
        letThrough.push(path);
      } catch (error) {
        // Read by shape, not `instanceof`: under TEST_SERVER=build the error is the bundle's own TRPCError class.
        if (!(error instanceof Error && error.name === 'TRPCError' && 'code' in error && error.code === 'FORBIDDEN'))
          letThrough.push(`${path} (${String(error)})`);
      }
    }
    expect(letThrough).toEqual([]);
  });

  it.each(STAFF_ROLES)('gives %s exactly what its role allows over /trpc (403 for the rest)', async (role) => {
    const wrong: string[] = [];
    for (const [path, proc] of adminProcedures()) {
      // Logging out would end the session the walk uses: it is checked below.
      if (path === 'admin.auth.logout') continue;
      const allowed = mayUse(role, expectedFor(path)!);
      const input = encodeURIComponent(JSON.stringify({ id: 987_654 }));
      const res =
        proc._def.type === 'query'
          ? await injectJson(t.app, 'GET', `/trpc/${path}?input=${input}`, undefined, { cookie: cookies[role] })
          : await injectJson(t.app, 'POST', `/trpc/${path}`, { id: 987_654 }, { cookie: cookies[role] });
      const refused =
        res.status === 403 && (res.json as { error?: { message?: string } }).error?.message === 'Your role does not allow this';
      if (allowed === refused || res.status === 401 || res.status >= 500) wrong.push(`${path}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("states in each staff procedure's meta the role the server enforces: a lower role is refused (403)", async () => {
    const wrong: string[] = [];
    let refusals = 0;
    for (const [path, proc] of adminProcedures()) {
      const role = (proc._def as { meta?: { role?: StaffAccess } }).meta?.role;
      // The meta's role (from the procedure kind) is the decision the walk above expects.
      if (role !== expectedFor(path)) wrong.push(`${path}: meta says ${String(role)}, expected ${String(expectedFor(path))}`);
      if (!role || path === 'admin.auth.logout') continue;
      for (const lower of STAFF_ROLES.filter((r) => !mayUse(r, role))) {
        refusals++;
        const input = encodeURIComponent(JSON.stringify({ id: 987_654 }));
        const res =
          proc._def.type === 'query'
            ? await injectJson(t.app, 'GET', `/trpc/${path}?input=${input}`, undefined, { cookie: cookies[lower] })
            : await injectJson(t.app, 'POST', `/trpc/${path}`, { id: 987_654 }, { cookie: cookies[lower] });
        if (res.status !== 403) wrong.push(`${path} as ${lower}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(refusals).toBeGreaterThanOrEqual(60);
  });

  it("shows each admin row's role in the OpenAPI document (x-role), as the procedure's meta states it", async () => {
    const doc = (await injectJson(t.app, 'GET', '/api/openapi.json')).json as {
      paths: Record<string, Record<string, { tags?: string[]; 'x-role'?: string; description?: string }>>;
    };
    const admin = Object.values(doc.paths).flatMap((ops) => Object.values(ops).filter((op) => op.tags?.includes('admin')));
    const roles = admin.map((op) => op['x-role']);
    expect(roles.filter((role) => role === 'owner').length).toBeGreaterThan(5);
    expect(admin.filter((op) => op['x-role'] && !op.description?.includes('Role: ')).length).toBe(0);
  });

  it('lets every role log out', async () => {
    for (const role of STAFF_ROLES) {
      const cookie = await signedIn(role, `leaving-${role}@club.example`);
      expect((await injectJson(t.app, 'POST', '/api/admin/logout', undefined, { cookie })).status, role).toBe(200);
    }
  });
});

/** What each admin REST path should allow (the mirror's rows call the procedures; uploads and exports check themselves). */
const REST_EXPECTED: [RegExp, StaffAccess][] = [
  [/^\/api\/admin\/(me|logout)$/, 'staff'],
  [/^\/api\/admin\/(comments|viral-shares)(\/|$)/, 'moderation'],
  [/^\/api\/admin\/(content|recognition|shame|arsenal|intelligence|reality-readiness)(\/|$)/, 'content'],
  // The CSV is for the door, as check-in is (docs/decisions/057).
  [/^\/api\/admin\/events\/\{eventId\}\/attendees\.csv$/, 'content'],
  [/^\/api\/admin\/events\/\{eventId\}\/attendees/, 'owner'],
  [/^\/api\/admin\/events(\/|$)/, 'content'],
  [/^\/api\/admin\/dispatch(\/|$)/, 'content'],
  [/^\/api\/admin\/upload$/, UPLOAD_ACCESS],
  [/^\/api\/admin\/(membership-applications|volunteer-applications|research-proposals|payments|analytics|mail|audit-log)(\/|$)/, 'owner'],
];

describe('every admin REST route, for every role', () => {
  it.each(STAFF_ROLES)('gives %s exactly what its role allows over /api (403 for the rest)', async (role) => {
    const doc = (await injectJson(t.app, 'GET', '/api/openapi.json')).json as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const wrong: string[] = [];
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        if (!op.tags?.includes('admin') || path === '/api/admin/login' || path === '/api/admin/logout') continue;
        const upper = method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE';
        const body = upper === 'POST' || upper === 'PATCH' ? {} : undefined;
        const cases: [string, StaffAccess | undefined][] =
          path === '/api/admin/export/{kind}.csv'
            ? EXPORT_KINDS.map((kind) => [`/api/admin/export/${kind}.csv`, exportAccess(kind)])
            : [[path.replace('{id}', '987654'), REST_EXPECTED.find(([re]) => re.test(path))?.[1]]];
        for (const [url, access] of cases) {
          checked++;
          if (!access) {
            wrong.push(`${upper} ${path}: no expectation`);
            continue;
          }
          const res = await injectJson(t.app, upper, url, body, { cookie: cookies[role] });
          const refused = res.status === 403 && (res.json as { error?: string }).error === 'Your role does not allow this';
          if (mayUse(role, access) === refused || res.status === 401 || res.status >= 500) wrong.push(`${upper} ${url}: ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(45);
  });
});

describe('the role is read on every call', () => {
  it('takes a role change into account at once, and a removed member is signed out', async () => {
    const cookie = await signedIn('editor', 'changing@club.example');
    const content = () => injectJson(t.app, 'GET', '/api/admin/content', undefined, { cookie });
    expect((await content()).status).toBe(200);
    await t.app.services.db.updateTable('admin_users').set({ role: 'moderator' }).where('email', '=', 'changing@club.example').execute();
    expect((await content()).status).toBe(403);
    const owner = (
      (await injectJson(t.app, 'GET', '/trpc/admin.staff.list', undefined, { cookie: cookies.owner })).json as {
        result: { data: { members: { id: number; email: string }[] } };
      }
    ).result.data;
    const member = owner.members.find((m) => m.email === 'changing@club.example')!;
    expect((await injectJson(t.app, 'POST', '/trpc/admin.staff.remove', { id: member.id }, { cookie: cookies.owner })).status).toBe(200);
    expect((await content()).status).toBe(401);
  });

  it('makes the administrator of admin:create an Owner', async () => {
    const { id } = await server.createOrResetAdmin(t.app.services.db, 'bootstrap@club.example', PASSWORD);
    const row = await t.app.services.db.selectFrom('admin_users').select('role').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.role).toBe('owner');
  });
});
