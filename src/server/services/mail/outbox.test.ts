import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/helpers/test-database';
import type { DB } from '~/server/db/database';
import type { OutgoingMail } from './messages';
import { claimNextDue, enqueueMail, markTryFailed, RETRY_DELAYS_MS, requeueInterrupted } from './outbox';

let db: DB;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

const message = (dedupeKey: string): OutgoingMail => ({
  kind: 'contact-acknowledgement',
  dedupeKey,
  to: 'a@example.com',
  toName: 'Ada',
  replyTo: null,
  subject: 'S',
  html: '<p>H</p>',
  text: 'H',
});

describe('the outbox', () => {
  it('backs off over about a day: 8 tries, 7 waits adding up to 22 h 21 min', () => {
    expect(RETRY_DELAYS_MS).toHaveLength(7);
    expect(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) / 60_000).toBe(22 * 60 + 21);
  });

  it('queues a dedupe key once', async () => {
    expect(await enqueueMail(db, [message('k1'), message('k1')], 'club.example')).toBe(1);
    expect(await enqueueMail(db, [message('k1')], 'club.example')).toBe(0);
  });

  it('claims a due message, counts the try, reschedules after each failure and fails after the 8th', async () => {
    const start = new Date('2030-01-01T00:00:00.000Z');
    let now = start;
    for (let attempt = 1; attempt <= 8; attempt++) {
      const claimed = await claimNextDue(db, now);
      expect(claimed).toMatchObject({ dedupeKey: 'k1', status: 'sending', tries: attempt });
      // Nothing else is due while it is in hand.
      expect(await claimNextDue(db, now)).toBeUndefined();
      const status = await markTryFailed(db, claimed!, `451 try ${attempt}`, RETRY_DELAYS_MS, now);
      expect(status).toBe(attempt < 8 ? 'queued' : 'failed');
      if (attempt < 8) {
        const row = await db.selectFrom('mail_outbox').selectAll().where('dedupeKey', '=', 'k1').executeTakeFirstOrThrow();
        expect(new Date(row.nextAttemptAt).getTime() - now.getTime()).toBe(RETRY_DELAYS_MS[attempt - 1]);
        // Not due a moment before its time.
        expect(await claimNextDue(db, new Date(new Date(row.nextAttemptAt).getTime() - 1))).toBeUndefined();
        now = new Date(row.nextAttemptAt);
      }
    }
    expect((now.getTime() - start.getTime()) / 3_600_000).toBeCloseTo(22.35, 1);
    const row = await db.selectFrom('mail_outbox').selectAll().where('dedupeKey', '=', 'k1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', tries: 8, lastError: '451 try 8' });
  });

  it('puts back in the queue a message a killed process was sending', async () => {
    await enqueueMail(db, [message('k2')], 'club.example');
    const claimed = await claimNextDue(db, new Date('2999-01-01T00:00:00.000Z'));
    expect(claimed?.status).toBe('sending');
    expect(await requeueInterrupted(db)).toBe(1);
    expect((await db.selectFrom('mail_outbox').select('status').where('dedupeKey', '=', 'k2').executeTakeFirstOrThrow()).status).toBe(
      'queued',
    );
  });

  it('with several processes, takes back only a claim older than the lease (another process may be sending the rest)', async () => {
    await db.updateTable('mail_outbox').set({ status: 'sent' }).where('dedupeKey', '=', 'k2').execute();
    await enqueueMail(db, [message('k3')], 'club.example');
    const claimedAt = new Date('2999-06-01T12:00:00.000Z');
    expect((await claimNextDue(db, claimedAt))?.dedupeKey).toBe('k3');
    // A process starting a minute later, with a 10-minute lease: not its message to take.
    expect(await requeueInterrupted(db, new Date(claimedAt.getTime() + 60_000 - 600_000))).toBe(0);
    // Eleven minutes later the sender must have died: back to the queue.
    expect(await requeueInterrupted(db, new Date(claimedAt.getTime() + 660_000 - 600_000))).toBe(1);
  });
});
