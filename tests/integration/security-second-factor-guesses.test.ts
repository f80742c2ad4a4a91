import { describe, expect, it } from 'vitest';
import { accountWithTotp, sessionOf, signInClient } from '../helpers/sign-in';
import { useTestApp } from '../helpers/test-app';

// Issue 38 item 3, docs/decisions/026 "Issue 38": one counter per account for every guess at a
// second factor, through every door (`login` with `code`, the second step `verifySecondFactor`,
// recovery codes through either), counted before the code is checked; the address counter stays.
// Runs on SQLite and on PostgreSQL.

const { t } = useTestApp({ rateLimitWritesPerMinute: 100_000 });
const client = () => signInClient(t);
const statuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort();

describe('second-factor guesses are counted per account, before the check (ASVS 6.3.1)', () => {
  it('12 wrong codes from 12 addresses through login with a code end in 429; the right code is then refused too', async () => {
    const { login } = client();
    const victim = await accountWithTotp(t, 'code-victim@club.example');
    // Sent at once: counting before the check lets exactly 5 be checked, whatever the order.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login({ email: victim.email, password: victim.password, code: victim.wrongCode() }, { ip: `10.60.${i}.1` }),
      ),
    );
    expect(statuses(answers)).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    expect(Math.max(...answers.map((a) => a.retryAfter))).toBeGreaterThan(0);

    // The owner's right code (and password), from an address of its own: refused while the account is locked.
    const right = await login({ email: victim.email, password: victim.password, code: await victim.code() }, { ip: '10.60.99.1' });
    expect(right.status).toBe(429);
    expect(right.cookies.filter((c) => c.startsWith('bac_admin_session='))).toEqual([]);
  });

  it('an email with no account answers exactly as one with an account', async () => {
    const { login } = client();
    const answers = [];
    for (let i = 0; i < 12; i++) {
      answers.push(await login({ email: 'nobody-here@club.example', password: 'whatever-it-is', code: '123456' }, { ip: `10.61.${i}.1` }));
    }
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(5).fill(401), ...Array<number>(7).fill(429)]);
    expect(answers[0].json).toEqual({ error: 'Invalid email, password or code' });
  });

  it('login with a code and the second-factor step share one counter per account', async () => {
    const { login, mutate } = client();
    const victim = await accountWithTotp(t, 'two-doors@club.example');
    // Three guesses through the login door, without the password even.
    for (let i = 0; i < 3; i++) {
      const guess = await login({ email: victim.email, password: 'not-the-password', code: victim.wrongCode() }, { ip: `10.62.${i}.1` });
      expect(guess.status).toBe(401);
    }
    // Someone who holds the password reaches the second step, from other addresses, and guesses on.
    const step = async (i: number, code: string) => {
      const first = await login({ email: victim.email, password: victim.password }, { ip: `10.62.${10 + i}.1` });
      expect(first.json).toEqual({ email: victim.email, secondFactor: 'verify' });
      return mutate('admin.auth.verifySecondFactor', { code }, { cookie: sessionOf(first), ip: `10.62.${10 + i}.1` });
    };
    expect((await step(0, victim.wrongCode())).status).toBe(401);
    expect((await step(1, victim.wrongCode())).status).toBe(401);
    // The sixth guess on the account, whichever door, is refused before it is checked.
    expect((await step(2, victim.wrongCode())).status).toBe(429);
    const right = await step(3, await victim.code());
    expect(right.status).toBe(429);
    expect(right.retryAfter).toBeGreaterThan(0);
    expect((await login({ email: victim.email, password: victim.password, code: await victim.code() }, { ip: '10.62.30.1' })).status).toBe(
      429,
    );
  });

  it('recovery codes count on the same counter; a right one is refused (and not spent) while the account is locked', async () => {
    const { login, mutate } = client();
    const victim = await accountWithTotp(t, 'recovery-victim@club.example');
    const wrongRecovery = (i: number) => `aaaaaaaa-aaaaaa${String.fromCharCode(97 + i)}${i % 2 ? 'b' : 'c'}`;
    for (let i = 0; i < 3; i++) {
      const guess = await login({ email: victim.email, password: victim.password, code: wrongRecovery(i) }, { ip: `10.63.${i}.1` });
      expect(guess.status).toBe(401);
    }
    for (let i = 3; i < 5; i++) {
      const first = await login({ email: victim.email, password: victim.password }, { ip: `10.63.${i}.1` });
      const guess = await mutate(
        'admin.auth.verifySecondFactor',
        { code: wrongRecovery(i) },
        { cookie: sessionOf(first), ip: `10.63.${i}.1` },
      );
      expect(guess.status).toBe(401);
    }
    const right = await login({ email: victim.email, password: victim.password, code: victim.recoveryCodes[0] }, { ip: '10.63.20.1' });
    expect(right.status).toBe(429);
    const first = await login({ email: victim.email, password: victim.password }, { ip: '10.63.21.1' });
    const viaStep = await mutate(
      'admin.auth.verifySecondFactor',
      { code: victim.recoveryCodes[1] },
      { cookie: sessionOf(first), ip: '10.63.21.1' },
    );
    expect(viaStep.status).toBe(429);
    const unused = await t.app.services.db
      .selectFrom('admin_recovery_codes')
      .select('usedAt')
      .where('adminUserId', '=', victim.id)
      .where('usedAt', 'is not', null)
      .execute();
    expect(unused).toEqual([]);
  });

  it('the address counter stays: one address guessing at many accounts is stopped after 5', async () => {
    const { login } = client();
    const answers = [];
    for (let i = 0; i < 7; i++) {
      answers.push(await login({ email: `spread-${i}@club.example`, password: 'guess-guess', code: '123456' }, { ip: '10.64.0.1' }));
    }
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });
});
