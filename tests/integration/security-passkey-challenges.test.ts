import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256 } from '~/server/auth/session';
import { signInClient } from '../helpers/sign-in';
import { useTestApp } from '../helpers/test-app';

// Issue 38 item 7, docs/decisions/026 "Issue 38": the anonymous passkey challenge
// (`admin.auth.passkeyOptions`) is throttled per address and bounded in all, expires after
// 5 minutes, and expired ones are swept. SQLite and PostgreSQL.

const { t, db } = useTestApp({ rateLimitWritesPerMinute: 100_000 });
const options = (ip: string) => signInClient(t).mutate('admin.auth.passkeyOptions', undefined, { ip });
const liveChallenges = async () =>
  Number(
    (
      await db()
        .selectFrom('admin_auth_tokens')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('purpose', '=', 'passkey-sign-in')
        .where('expiresAt', '>', new Date().toISOString())
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Stores `count` anonymous challenges that expire at `expiresAt`, as the app stores them. */
async function plantChallenges(count: number, expiresAt: string) {
  for (let done = 0; done < count; done += 500) {
    const rows = Array.from({ length: Math.min(500, count - done) }, () => ({
      tokenHash: sha256(randomBytes(32).toString('base64url')),
      purpose: 'passkey-sign-in' as const,
      adminUserId: null,
      expiresAt,
    }));
    await db().insertInto('admin_auth_tokens').values(rows).execute();
  }
}

describe('anonymous passkey challenges (issue 38)', () => {
  it('are throttled per address: 10 in 15 minutes, then 429 with Retry-After and no row stored; other addresses go on', async () => {
    const before = await liveChallenges();
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await options('10.80.0.1'));
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(10).fill(200), 429, 429]);
    expect(answers[10].retryAfter).toBeGreaterThan(0);
    expect((answers[10].json.error as { message: string }).message).toMatch(/Too many passkey sign-ins/);
    expect(await liveChallenges()).toBe(before + 10);
    expect((await options('10.80.0.2')).status).toBe(200);
  });

  it('last 5 minutes each', async () => {
    const answer = await options('10.81.0.1');
    expect(answer.status).toBe(200);
    const challenge = String((answer.json.result as { data: { challenge: string } }).data.challenge);
    const row = await db()
      .selectFrom('admin_auth_tokens')
      .select(['expiresAt', 'adminUserId'])
      .where('tokenHash', '=', sha256(challenge))
      .executeTakeFirstOrThrow();
    expect(row.adminUserId).toBeNull();
    const left = new Date(row.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(4 * 60_000);
    expect(left).toBeLessThanOrEqual(5 * 60_000);
  });

  it('are bounded in all: with 10,000 live, the next is refused from any address; expired ones are swept', async () => {
    await db().deleteFrom('admin_auth_tokens').execute();
    await plantChallenges(10_000, new Date(Date.now() + 4 * 60_000).toISOString());
    const refused = await options('10.82.0.1');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(await liveChallenges()).toBe(10_000);

    // Once they have expired, the next call sweeps them and is answered.
    await db()
      .updateTable('admin_auth_tokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await options('10.82.0.2')).status).toBe(200);
    const rows = await db()
      .selectFrom('admin_auth_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(1);
  });
});
