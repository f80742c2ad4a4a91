import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/server/services/admin-accounts';
import { accountWithTotp, browserCookie, deviceOf, sessionOf, signInClient } from '../helpers/sign-in';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { useTestApp } from '../helpers/test-app';

// Issue 38 item 4, docs/decisions/026 "Issue 38": strangers' failures do not keep the owner out.
// A sign-in from a remembered device, or with the password and the second factor, is not refused
// because others failed; reset requests are limited without refusing the owner's own request from a
// remembered device, and a new request never voids a link already sent. SQLite and PostgreSQL.

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());
const { t } = useTestApp({ rateLimitWritesPerMinute: 100_000 }, () => ({
  SMTP_URL: smtp.url,
  MAIL_FROM: 'The Brain Appreciation Club <club@club.example>',
}));
const client = () => signInClient(t);

/** The reset links that reached this inbox, oldest first, once `count` have arrived. */
async function resetLinks(email: string, count: number): Promise<string[]> {
  const links = () =>
    smtp
      .to(email)
      .filter((m) => m.mail.subject?.includes('new password'))
      .map((m) => decodeURIComponent(/admin-login\?reset=([A-Za-z0-9_%-]+)/.exec(m.mail.text ?? '')![1]));
  await expect.poll(() => links().length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(count);
  // Long enough for a letter queued by mistake to arrive as well.
  await new Promise((r) => setTimeout(r, 400));
  return links();
}

/** The owner's two steps (the password, then the code), from `device` when given: the answer to the code. */
async function twoSteps(owner: Awaited<ReturnType<typeof accountWithTotp>>, ip: string, device?: string) {
  const { login, mutate } = client();
  const first = await login({ email: owner.email, password: owner.password }, { ip, cookie: device });
  expect(first.json).toEqual({ email: owner.email, secondFactor: 'verify' });
  const cookie = device ? browserCookie(sessionOf(first), device) : sessionOf(first);
  const done = await mutate('admin.auth.verifySecondFactor', { code: await owner.code() }, { cookie, ip });
  expect(done.status).toBe(200);
  return done;
}

/** The owner signs in fully once: that browser is remembered. */
async function rememberedBrowser(owner: Awaited<ReturnType<typeof accountWithTotp>>, ip: string) {
  const device = deviceOf(await twoSteps(owner, ip));
  expect(device).toBeDefined();
  return device!;
}

describe('strangers’ failed sign-ins do not lock the owner out (ASVS 6.3.1)', () => {
  it('after 6 strangers’ wrong passwords from 6 addresses, the owner signs in from a remembered device, and from a new browser with password + code', async () => {
    const { login, me } = client();
    const owner = await accountWithTotp(t, 'owner@club.example');
    const device = await rememberedBrowser(owner, '10.70.0.1');
    for (let i = 0; i < 6; i++) {
      const wrong = await login({ email: owner.email, password: `wrong-password-${i}` }, { ip: `10.70.1.${i}` });
      expect(wrong.status).toBe(i < 5 ? 401 : 429);
    }
    // A new browser with the password alone meets the strangers' lock (the rule: decision 026).
    expect((await login({ email: owner.email, password: owner.password }, { ip: '10.70.2.1' })).status).toBe(429);

    // The remembered device: the password, then the code.
    const second = await twoSteps(owner, '10.70.3.1', device);
    expect((await me(sessionOf(second))).status).toBe(200);

    // A new browser with the password and the code in one request.
    const fresh = await login({ email: owner.email, password: owner.password, code: await owner.code() }, { ip: '10.70.4.1' });
    expect(fresh.status).toBe(200);
    expect(fresh.json).toEqual({ email: owner.email });
    expect((await me(sessionOf(fresh))).status).toBe(200);
  });

  it('strangers who hold the password and guess codes cannot keep the owner out of a remembered device', async () => {
    const { login, mutate, me } = client();
    const owner = await accountWithTotp(t, 'leaked@club.example');
    const device = await rememberedBrowser(owner, '10.71.0.1');
    // The password has leaked: strangers reach the second step from 6 addresses and guess there,
    // and through login with a code from 6 more.
    const guesses = [];
    for (let i = 0; i < 6; i++) {
      const ip = `10.71.1.${i}`;
      const first = await login({ email: owner.email, password: owner.password }, { ip });
      guesses.push(await mutate('admin.auth.verifySecondFactor', { code: owner.wrongCode() }, { cookie: sessionOf(first), ip }));
      guesses.push(await login({ email: owner.email, password: owner.password, code: owner.wrongCode() }, { ip: `10.71.2.${i}` }));
    }
    expect(guesses.filter((g) => g.status === 401)).toHaveLength(5);

    // The owner's remembered device counts on counters of its own: both ways in still work.
    const second = await twoSteps(owner, '10.71.3.1', device);
    expect((await me(sessionOf(second))).status).toBe(200);
    const oneStep = await login(
      { email: owner.email, password: owner.password, code: await owner.code() },
      { ip: '10.71.3.2', cookie: device },
    );
    expect(oneStep.status).toBe(200);
    // The residual risk decision 026 records: with the code counter spent by strangers, a new
    // browser waits for the window to end (a passkey or a remembered device does not).
    expect((await login({ email: owner.email, password: owner.password, code: await owner.code() }, { ip: '10.71.4.1' })).status).toBe(429);
  });
});

describe('strangers’ reset requests do not lock the owner out (ASVS 6.3.1, 6.6.3)', () => {
  it('after 6 strangers’ reset requests the owner’s request from a remembered device sends a letter, and the earlier link still works', async () => {
    const { login, mutate } = client();
    const email = 'forgetful-owner@club.example';
    await createOrResetAdmin(t.app.services.db, email, 'quill-marmalade-lantern-42');
    const signedIn = await login({ email, password: 'quill-marmalade-lantern-42' }, { ip: '10.72.0.1' });
    const device = deviceOf(signedIn)!;
    expect(device).toBeDefined();

    // The owner asks once, from a phone the app does not know.
    const asked = await mutate('admin.auth.requestPasswordReset', { email }, { ip: '10.72.1.1' });
    expect(asked.status).toBe(200);
    const [earlier] = await resetLinks(email, 1);

    // Six strangers ask for the owner's address, and six for an address with no account: the same answers.
    for (let i = 0; i < 6; i++) {
      const forOwner = await mutate('admin.auth.requestPasswordReset', { email }, { ip: `10.72.2.${i}` });
      const forNobody = await mutate('admin.auth.requestPasswordReset', { email: 'no-account@club.example' }, { ip: `10.72.3.${i}` });
      expect(forOwner.status).toBe(200);
      expect(forNobody).toEqual(forOwner);
    }
    // The account's inbox got at most 3 letters from browsers it does not know (the owner's and 2 of the strangers').
    expect(await resetLinks(email, 3)).toHaveLength(3);

    // The owner's own request from the remembered device: a letter, though strangers asked.
    const fromDevice = await mutate('admin.auth.requestPasswordReset', { email }, { ip: '10.72.4.1', cookie: device });
    expect(fromDevice).toEqual({ ...asked, cookies: fromDevice.cookies });
    const links = await resetLinks(email, 4);
    expect(links).toHaveLength(4);
    expect(new Set(links).size).toBe(4);

    // No request voided the first link: it still sets a new password (and then spends every other link).
    const reset = await mutate('admin.auth.resetPassword', { token: earlier, password: 'velvet-orchard-compass-77' }, { ip: '10.72.5.1' });
    expect(reset.status).toBe(200);
    expect((await login({ email, password: 'velvet-orchard-compass-77' }, { ip: '10.72.5.2' })).status).toBe(200);
    for (const other of links.slice(1)) {
      const spent = await mutate('admin.auth.resetPassword', { token: other, password: 'another-velvet-orchard-88' }, { ip: '10.72.6.1' });
      expect(spent.status).toBe(400);
    }
  });
});
