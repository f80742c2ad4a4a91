/**
 * `npm run audit:security`: issue 38's findings, measured on the BUILT server as an attacker meets it
 * (`node dist/server/main.js` as its own process, on SQLite and on PostgreSQL, over HTTP, with a real
 * SMTP server for the letters). Prints one line per finding with what the server answered, so a build
 * before and after a change can be compared:
 *
 *   npm run build && npm run audit:security                       # this checkout's build, both dialects
 *   node --import tsx scripts/audit-security.ts --root /tmp/old    # another checkout's build (its dist/)
 *   ... --dialect sqlite                                           # one dialect
 *
 * It is an audit, not a test: it asserts nothing and exits 0; the security tests
 * (tests/integration/security-*.test.ts) hold the rules.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import pg from 'pg';
import { Secret, TOTP } from 'otpauth';
import { freePort, spawnWatched, untilHealthy } from '../tests/helpers/server-process';
import { softwarePasskey } from '../tests/helpers/software-passkey';
import { startPostgres } from '../tests/helpers/postgres-server';
import { startSmtpServer, type TestSmtpServer } from '../tests/helpers/smtp-server';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : undefined;
};
const root = path.resolve(arg('root') ?? '.');
const dialects = (arg('dialect') ?? 'both') === 'both' ? ['sqlite', 'postgres'] : [arg('dialect') as string];
const STRONG = 'quill-marmalade-lantern-42-orchid';
const STRONG2 = 'vellum-tortoise-harbour-77-saffron';

type Answer = { status: number; json: unknown; cookies: string[]; headers: Headers };
type Browser = { ip: string; jar: Map<string, string> };

function summary(list: number[]): string {
  const parts: string[] = [];
  for (const s of list) {
    const last = parts.at(-1);
    const m = last && /^(\d+)x(\d+)$/.exec(last);
    if (m && Number(m[2]) === s) parts[parts.length - 1] = `${Number(m[1]) + 1}x${s}`;
    else parts.push(`1x${s}`);
  }
  return parts.join(' ');
}

async function audit(dialect: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-audit-'));
  const smtp: TestSmtpServer = await startSmtpServer();
  const postgres = dialect === 'postgres' ? await startPostgres() : null;
  const port = await freePort();
  // https, so the Secure rule applies; WebAuthn and the Origin rule follow this address.
  const origin = `https://localhost:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    SEED: '1',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Club <club@club.example>',
    MAIL_ADMIN_TO: 'committee@club.example',
    ...(postgres && { DATABASE_URL: postgres.url }),
  };
  const built = (command: string) => path.join(root, 'dist', 'server', `${command}.js`);
  const server = spawnWatched(process.execPath, [built('main')], { cwd: root, env });
  const base = `http://127.0.0.1:${port}`;
  await untilHealthy(base, server.output);
  const adminCreate = (email: string, password: string) =>
    spawnSync(process.execPath, [built('admin-create'), '--email', email], {
      cwd: root,
      env: { ...env, ADMIN_PASSWORD: password },
      encoding: 'utf8',
    });

  const browser = (ip: string): Browser => ({ ip, jar: new Map() });
  const setCookies: string[] = [];
  async function send(who: Browser, url: string, init: { method: string; type?: string; body?: string }): Promise<Answer> {
    const res = await fetch(`${base}${url}`, {
      method: init.method,
      redirect: 'manual',
      headers: {
        ...(init.type && { 'content-type': init.type }),
        origin,
        'x-forwarded-for': who.ip,
        cookie: [...who.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: init.body,
    });
    const cookies = res.headers.getSetCookie();
    setCookies.push(...cookies);
    for (const c of cookies) {
      const [pair] = c.split(';');
      const [k, v] = pair.split('=');
      if (v) who.jar.set(k, v);
      else who.jar.delete(k);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status: res.status, json, cookies, headers: res.headers };
  }
  const call = (who: Browser, procedure: string, input: unknown = {}) =>
    send(who, `/trpc/${procedure}`, { method: 'POST', type: 'application/json', body: JSON.stringify(input) });
  const query = (who: Browser, procedure: string, input?: unknown) =>
    send(who, `/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, { method: 'GET' });
  const data = (a: Answer) => (a.json as { result?: { data?: Record<string, unknown> } }).result?.data ?? {};
  const letterTo = async (email: string, count: number, pattern: RegExp): Promise<string | null> => {
    for (let i = 0; i < 100 && smtp.to(email).length < count; i++) await new Promise((r) => setTimeout(r, 100));
    const mail = smtp.to(email)[count - 1];
    return mail ? (pattern.exec(mail.mail.text ?? '')?.[1] ?? null) : null;
  };
  /** Signs in with the password (and a code when the account asks); answers the last status. */
  async function signIn(who: Browser, email: string, password: string, totp?: TOTP): Promise<number> {
    const first = await call(who, 'admin.auth.login', { email, password });
    if (first.status !== 200 || data(first).secondFactor !== 'verify' || !totp) return first.status;
    return (await call(who, 'admin.auth.verifySecondFactor', { code: totp.generate() })).status;
  }
  /** Runs a Security-page action; when the server asks for fresh proof, gives it and runs it again. */
  async function withProofCall(who: Browser, password: string, totp: TOTP | undefined, procedure: string, input: unknown = {}) {
    const first = await call(who, procedure, input);
    if (first.status !== 401 && first.status !== 403) return { first: first.status, after: first };
    await call(who, 'admin.security.confirmIdentity', { password, ...(totp && { code: totp.generate() }) });
    return { first: first.status, after: await call(who, procedure, input) };
  }
  async function enrolTotp(who: Browser, email: string, password: string): Promise<TOTP> {
    const started = await withProofCall(who, password, undefined, 'admin.security.totpStart');
    const secret = String(data(started.after).secret);
    const totp = new TOTP({ label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
    await call(who, 'admin.security.totpConfirm', { code: totp.generate() });
    return totp;
  }
  const wrongCode = (totp: TOTP) => String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0');
  const lines: string[] = [];
  const say = (finding: string, figure: string) => lines.push(`  ${finding.padEnd(62)} ${figure}`);

  const secrets: string[] = [];
  const only = arg('only');
  const runs = (n: number) => !only || only.split(',').includes(String(n));

  // 1. Password reset and change on the build.
  if (runs(1)) {
    adminCreate('reset@club.example', STRONG);
    const resetter = browser('10.1.0.1');
    await call(resetter, 'admin.auth.requestPasswordReset', { email: 'reset@club.example' });
    const resetToken = await letterTo('reset@club.example', 1, /reset=([A-Za-z0-9_%-]+)/);
    const reset = resetToken
      ? await call(resetter, 'admin.auth.resetPassword', { token: decodeURIComponent(resetToken), password: STRONG2 })
      : null;
    say('password reset by its emailed link', reset ? `HTTP ${reset.status}` : 'no link in the letter');
    if (resetToken) secrets.push(decodeURIComponent(resetToken));
    // With the new password, or the old one when the reset failed.
    if ((await signIn(resetter, 'reset@club.example', STRONG2)) !== 200) await signIn(resetter, 'reset@club.example', STRONG);
    const change = await withProofCall(resetter, STRONG2, undefined, 'admin.security.changePassword', {
      currentPassword: STRONG2,
      newPassword: STRONG,
    });
    say('password change (current password given)', `HTTP ${change.after.status}`);
  }

  // 2. Factors with a session alone.
  if (runs(2)) {
    adminCreate('stolen@club.example', STRONG);
    const thief = browser('10.2.0.1');
    await signIn(thief, 'stolen@club.example', STRONG);
    say('add a passkey with a session alone (passkeyOptions)', `HTTP ${(await call(thief, 'admin.security.passkeyOptions')).status}`);
    say('start an authenticator app with a session alone', `HTTP ${(await call(thief, 'admin.security.totpStart')).status}`);
    say('end other sessions with a session alone', `HTTP ${(await call(thief, 'admin.security.signOutOthers', {})).status}`);
  }

  // 2b. A passkey added by a stolen session, and admin:create, the operator's recovery.
  if (runs(2)) {
    adminCreate('recovered@club.example', STRONG);
    const intruder = browser('10.2.1.1');
    await signIn(intruder, 'recovered@club.example', STRONG);
    const passkey = softwarePasskey('localhost');
    const register = async (who: Browser, withProof: boolean) => {
      const options = withProof
        ? (await withProofCall(who, STRONG, undefined, 'admin.security.passkeyOptions')).after
        : await call(who, 'admin.security.passkeyOptions');
      if (options.status !== 200) return options.status;
      const response = passkey.register(data(options) as { challenge: string }, origin);
      return (await call(who, 'admin.security.passkeyRegister', { name: 'Laptop', response })).status;
    };
    say('register a passkey with a stolen session alone', `HTTP ${await register(intruder, false)}`);
    // Added with proof, so the operator's recovery can be measured whatever the rule above answers.
    {
      await register(intruder, true);
      const passkeySignIn = async () => {
        const who = browser('10.2.1.9');
        const options = await call(who, 'admin.auth.passkeyOptions');
        const response = passkey.assert(data(options) as { challenge: string; rpId?: string }, origin);
        return (await call(who, 'admin.auth.passkeyLogin', { response })).status;
      };
      const before = await passkeySignIn();
      adminCreate('recovered@club.example', STRONG2);
      say('that passkey signs in, before / after admin:create --email', `HTTP ${before} / ${await passkeySignIn()}`);
    }
  }

  // 3. Second-factor guesses spread over addresses.
  if (runs(3)) {
    adminCreate('guessed@club.example', STRONG);
    const owner3 = browser('10.3.0.1');
    await signIn(owner3, 'guessed@club.example', STRONG);
    const totp3 = await enrolTotp(owner3, 'guessed@club.example', STRONG);
    const guesses: number[] = [];
    for (let i = 0; i < 12; i++)
      guesses.push(
        (
          await call(browser(`10.3.1.${i + 1}`), 'admin.auth.login', {
            email: 'guessed@club.example',
            password: STRONG,
            code: wrongCode(totp3),
          })
        ).status,
      );
    say('12 wrong codes (with the password) from 12 addresses', summary(guesses));
    await new Promise((r) => setTimeout(r, 31_000)); // a fresh TOTP step for the right code
    const right = await call(browser('10.3.1.99'), 'admin.auth.login', {
      email: 'guessed@club.example',
      password: STRONG,
      code: totp3.generate(),
    });
    say('  then the right code from a 13th address', `HTTP ${right.status}`);
  }

  // 4. Strangers lock the owner out.
  if (runs(4)) {
    adminCreate('owner@club.example', STRONG);
    const owner = browser('10.4.0.1');
    await signIn(owner, 'owner@club.example', STRONG);
    const totp4 = await enrolTotp(owner, 'owner@club.example', STRONG);
    await call(owner, 'admin.auth.logout');
    await new Promise((r) => setTimeout(r, 31_000));
    const strangers: number[] = [];
    for (let i = 0; i < 6; i++)
      strangers.push(
        (await call(browser(`10.4.1.${i + 1}`), 'admin.auth.login', { email: 'owner@club.example', password: `wrong-${i}-password` }))
          .status,
      );
    say('6 strangers, wrong passwords from 6 addresses', summary(strangers));
    say('  the owner, remembered device, password (+ code)', `HTTP ${await signIn(owner, 'owner@club.example', STRONG, totp4)}`);
    await call(owner, 'admin.auth.logout');
    const newBrowser = browser('10.4.2.1');
    say(
      '  the owner, new browser, password only',
      `HTTP ${(await call(newBrowser, 'admin.auth.login', { email: 'owner@club.example', password: STRONG })).status}`,
    );
    await new Promise((r) => setTimeout(r, 31_000));
    const withCode = await call(browser('10.4.2.2'), 'admin.auth.login', {
      email: 'owner@club.example',
      password: STRONG,
      code: totp4.generate(),
    });
    say('  the owner, new browser, password + code', `HTTP ${withCode.status}`);
    // Reset letters only: the owner's new-browser sign-in above also sends a new-device letter (decision 036).
    const RESET_LINK = /reset=([A-Za-z0-9_%-]+)/;
    const resetLetters = () => smtp.to('owner@club.example').filter((m) => RESET_LINK.test(m.mail.text ?? ''));
    const lettersBefore = resetLetters().length;
    const resets: number[] = [];
    for (let i = 0; i < 6; i++)
      resets.push((await call(browser(`10.4.3.${i + 1}`), 'admin.auth.requestPasswordReset', { email: 'owner@club.example' })).status);
    say('6 strangers ask a reset for the owner', summary(resets));
    for (let i = 0; i < 100 && resetLetters().length <= lettersBefore; i++) await new Promise((r) => setTimeout(r, 100));
    const firstLink = RESET_LINK.exec(resetLetters()[lettersBefore]?.mail.text ?? '')?.[1] ?? null;
    const ownReset = await call(owner, 'admin.auth.requestPasswordReset', { email: 'owner@club.example' });
    await new Promise((r) => setTimeout(r, 2000));
    say('  the owner asks from the remembered device', `HTTP ${ownReset.status}, reset letters ${resetLetters().length - lettersBefore}`);
    const firstUse = firstLink
      ? await call(browser('10.4.4.1'), 'admin.auth.resetPassword', { token: decodeURIComponent(firstLink), password: STRONG2 })
      : null;
    say("  the first letter's link, used after the others", firstUse ? `HTTP ${firstUse.status}` : 'no letter');
    if (firstLink) secrets.push(decodeURIComponent(firstLink));
    secrets.push(totp4.secret.base32);
  }

  // 5. Privacy: three addresses, one a substring of another.
  adminCreate('privacy@club.example', STRONG);
  const privacyOwner = browser('10.5.0.1');
  await signIn(privacyOwner, 'privacy@club.example', STRONG);
  const people = ['r@example.com', 'owner@example.com', 'bar@example.com'];
  const dump = () => (postgres ? postgresText(postgres.url) : Promise.resolve(sqliteText(path.join(dataDir, 'club.sqlite'))));
  const invitations: string[] = [];
  for (const [i, email] of people.entries()) {
    const who = browser(`10.5.1.${i + 1}`);
    // An application (its acknowledgement, and the committee's notice naming the address), a failed
    // sign-in (an audit entry and throttle rows) and a staff invitation (its letter carries a token).
    await call(who, 'public.contact.submit', {
      firstName: `Person ${i}`,
      email,
      message: `Please write to ${email} about the fellowship.`,
    });
    await call(who, 'admin.auth.login', { email, password: 'not-the-password-at-all' });
    await call(privacyOwner, 'admin.staff.invite', { email, role: 'editor' });
    const token = await letterTo(email, 2, /invitation=([A-Za-z0-9_%-]+)/);
    if (token) invitations.push(token);
  }
  const exported = JSON.stringify(data(await call(privacyOwner, 'admin.privacy.export', { email: 'r@example.com' })));
  const foreign = exported.match(/(owner|bar)@example\.com/g)?.length ?? 0;
  const tokens = invitations.filter((t) => exported.includes(t)).length;
  say('export of r@example.com: mentions of the other two, tokens', `${foreign}, ${tokens}`);
  const mentions = async () => {
    const text = await dump();
    return people.slice(1).map((email) => text.split(email).length - 1);
  };
  const othersBefore = await mentions();
  await call(privacyOwner, 'admin.privacy.erase', { email: 'r@example.com', confirm: 'ERASE' });
  say('erasure of r@example.com: mentions of owner@, bar@ in the database', `${othersBefore.join('+')} -> ${(await mentions()).join('+')}`);

  // 6. Secrets at rest: every text in the database, searched for the secrets that were sent.
  const inviter = privacyOwner;
  await call(inviter, 'admin.staff.invite', { email: 'newcomer@club.example', role: 'editor' });
  const invitation = await letterTo('newcomer@club.example', 1, /invitation=([A-Za-z0-9_%-]+)/);
  if (invitation) secrets.push(invitation);
  const text = await dump();
  say(
    'secrets sent (reset, invitation links; TOTP) found in the database',
    `${secrets.filter((s) => text.includes(s)).length} of ${secrets.length}`,
  );
  const listed = data(await query(inviter, 'admin.mail.list')) as { messages?: { id: number }[] };
  const letters = await Promise.all((listed.messages ?? []).map(({ id }) => query(inviter, 'admin.mail.get', { id })));
  const outbox = JSON.stringify(letters.map(data));
  say(
    "  ... in the Owner's outbox (its letters, read one by one)",
    `${secrets.filter((s) => outbox.includes(s)).length} of ${secrets.length}`,
  );
  const weakInvite = invitation
    ? await call(browser('10.6.0.1'), 'admin.staff.acceptInvitation', { token: invitation, name: 'New', password: 'aaaaaaaaaaaa' })
    : null;
  say('invitation accepted with password aaaaaaaaaaaa', weakInvite ? `HTTP ${weakInvite.status}` : 'no letter');
  say('admin:create with password aaaaaaaaaaaa', `exit ${adminCreate('weak@club.example', 'aaaaaaaaaaaa').status}`);

  // 7. The smaller findings.
  const anon = browser('10.7.0.1');
  const challenges: number[] = [];
  for (let i = 0; i < 40; i++) challenges.push((await call(anon, 'admin.auth.passkeyOptions')).status);
  say('40 anonymous passkey challenges from one address', summary(challenges));
  await call(anon, 'public.analytics.recordView', { path: '//evil.example/login' });
  const top = JSON.stringify(data(await query(privacyOwner, 'admin.analytics.summary')));
  say('recordView //evil.example/login shown to the Owner', top.includes('evil.example') ? 'yes' : 'no');
  const home = await fetch(`${base}/`, { headers: { 'x-forwarded-for': '10.7.0.2' } });
  const csp = home.headers.get('content-security-policy') ?? '';
  say("page CSP has script-src-attr 'none'", /script-src-attr 'none'/.test(csp) ? 'yes' : 'no');
  // A reaction pressed without JavaScript (the form post sets the browser's reaction token).
  const items = (await (await fetch(`${base}/api/content`)).json()) as { id: number }[];
  let target = { item: 0, comment: 0 };
  for (const { id } of items) {
    const comments = (await (await fetch(`${base}/api/content/${id}/comments`)).json()) as { id: number }[];
    if (comments.length) {
      target = { item: id, comment: comments[0].id };
      break;
    }
  }
  await send(browser('10.7.0.3'), '/forms/reaction', {
    method: 'POST',
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams({
      commentId: String(target.comment),
      contentItemId: String(target.item),
      reaction: 'heart',
      intent: 'add',
      userEmail: 'reactor@club.example',
    }).toString(),
  });
  const names = (list: string[]) => [...new Set(list.map((c) => c.split('=')[0]))].join(', ');
  const insecure = setCookies.filter((c) => !/;\s*secure/i.test(c));
  say(
    'Set-Cookie over https without Secure (all the above)',
    `${insecure.length} of ${setCookies.length}${insecure.length ? ` (${names(insecure)})` : ''}`,
  );
  // Rich text is checked for visible text before it is stored: a description of '<' only, at the 100 KB limit.
  const timed = async (n: number) => {
    const started = performance.now();
    await call(privacyOwner, 'admin.content.create', { title: 'T', description: '<'.repeat(n), type: 'exhibition', category: 'C' });
    return Math.round(performance.now() - started);
  };
  say("an admin description of 10,000 / 99,000 '<' (ms)", `${await timed(10_000)} / ${await timed(99_000)}`);

  server.child.kill('SIGTERM');
  await server.exited;
  await smtp.close();
  await postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`${dialect} (built server ${path.relative(process.cwd(), built('main')) || built('main')}):`);
  console.log(lines.join('\n'));
}

function sqliteText(file: string): string {
  const db = new Database(file, { readonly: true });
  const tables = db.prepare(`select name from sqlite_master where type = 'table'`).all() as { name: string }[];
  const text = tables.map(({ name }) => JSON.stringify(db.prepare(`select * from "${name}"`).all())).join('\n');
  db.close();
  return text;
}

async function postgresText(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tables = await client.query<{ tablename: string }>(`select tablename from pg_tables where schemaname = 'public'`);
  const parts: string[] = [];
  for (const { tablename } of tables.rows) parts.push(JSON.stringify((await client.query(`select * from "${tablename}"`)).rows));
  await client.end();
  return parts.join('\n');
}

console.log(`Issue 38 audit of the build in ${root}/dist (node ${process.version})`);
for (const dialect of dialects) await audit(dialect);
