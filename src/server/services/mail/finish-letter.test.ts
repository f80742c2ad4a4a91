import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCreateInput } from '~/shared/schemas/events';
import type { DB } from '~/server/db/database';
import type { Row } from '~/server/db/schema';
import { eventInput } from '../../../../tests/helpers/events';
import { openTestDatabase } from '../../../../tests/helpers/test-database';
import { createEvent } from '../events';
import type { OutgoingMail } from './messages';
import { claimNextDue, enqueueMail, requeueInterrupted } from './outbox';
import { QR_PLACEHOLDER } from './render-notes';
import { MailWorker } from './worker';

// A letter queued with a note (docs/decisions/063): the worker makes its QR code and calendar file
// as it sends it, stores the finished letter once, and a failure or a crash loses nothing.

let db: DB;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

const settings = { publicUrl: 'https://club.example', adminTo: null };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const noted = (dedupeKey: string, eventId: number): OutgoingMail => ({
  kind: 'event-ticket',
  dedupeKey,
  to: 'ada@example.com',
  toName: 'Ada',
  replyTo: null,
  subject: 'Your ticket',
  html: `<p><img src="${QR_PLACEHOLDER}" alt="code"></p>`,
  text: 'Your ticket',
  render: { qr: 'BAC-ABCD-EFGH', calendar: { eventId, filename: 'finish.ics' } },
});

/** A worker whose transport refuses the first `refusals` sends and records what it was handed. */
function worker(refusals = 0) {
  const sent: Row<'mail_outbox'>[] = [];
  let tries = 0;
  const transport = {
    send: async (message: Row<'mail_outbox'>) => {
      if (tries++ < refusals) throw new Error('451 try later');
      sent.push(message);
      return { response: '250 ok' };
    },
    close: () => {},
  };
  return { sent, worker: new MailWorker(db, { transport, log: quiet, retryDelaysMs: [0, 0, 0], pollMs: 20, settings }) };
}

const row = (dedupeKey: string) => db.selectFrom('mail_outbox').selectAll().where('dedupeKey', '=', dedupeKey).executeTakeFirstOrThrow();
const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('a letter finished by the worker', () => {
  it('is sent with its QR code and calendar file, stored finished once, and a refused send retries the same letter', async () => {
    const event = await createEvent(db, eventCreateInput.parse(eventInput('finish')));
    await enqueueMail(db, [noted('finish:1', event.id)], 'club.example');
    expect(await row('finish:1')).toMatchObject({ render: expect.stringContaining('BAC-ABCD-EFGH'), attachments: null });
    const { sent, worker: w } = worker(1);
    await w.start();
    await until(async () => (await row('finish:1')).status === 'sent');
    await w.stop();
    const stored = await row('finish:1');
    expect(stored).toMatchObject({ status: 'sent', tries: 2, render: null });
    expect(sent).toHaveLength(1);
    expect(sent[0].html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="code">/);
    expect(sent[0].html).toBe(stored.html);
    const [ics] = JSON.parse(stored.attachments ?? '[]') as { filename: string; contentType: string; content: string }[];
    expect(ics).toMatchObject({ filename: 'finish.ics', contentType: expect.stringContaining('text/calendar') });
    expect(ics.content).toContain(`SUMMARY:${event.title}`);
  });

  it('keeps its note through a crash between the claim and the making, and through a note that cannot be made yet', async () => {
    const event = await createEvent(db, eventCreateInput.parse(eventInput('finish-crash')));
    await enqueueMail(db, [noted('finish:2', event.id), noted('finish:3', 999_999)], 'club.example');
    // A process claimed the first and died before making it: the note is still there, back in the queue at the next start.
    expect((await claimNextDue(db))?.dedupeKey).toBe('finish:2');
    expect(await requeueInterrupted(db)).toBe(1);
    const { sent, worker: w } = worker();
    await w.start();
    await until(async () => (await row('finish:2')).status === 'sent' && (await row('finish:3')).status === 'failed');
    await w.stop();
    expect(sent.map((m) => m.dedupeKey)).toEqual(['finish:2']);
    expect(await row('finish:2')).toMatchObject({ render: null, attachments: expect.stringContaining('finish-crash') });
    // No such event: each try failed, like a refused send, and the note is kept for a Retry.
    expect(await row('finish:3')).toMatchObject({ status: 'failed', tries: 4, render: expect.stringContaining('999999') });
  });
});
