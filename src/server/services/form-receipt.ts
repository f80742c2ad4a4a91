import { isBot } from '~/shared/schemas/fields';
import { type DB, inTransaction } from '../db/database';
import { type MailDeps, queueMail } from './mail';
import type { OutgoingMail } from './mail/messages';
import type { ClubEvent, ClubEvents } from './club-events';

export type FormReceipt = { id: number | null; message: string };

type ReceivedForm = {
  /** What the visitor sent: a filled honeypot is thanked and stored nowhere. */
  input: { website?: string };
  message: string;
  event: ClubEvent;
  insert: (trx: DB) => Promise<{ id: number }>;
  letters: (id: number) => OutgoingMail[];
};

/**
 * A public form the admin panel lists: its row and its letters are written in one transaction (no
 * letter for a row that failed, no row without its acknowledgement), then counted and sent.
 */
export async function receiveForm(db: DB, mail: MailDeps, events: ClubEvents, form: ReceivedForm): Promise<FormReceipt> {
  if (isBot(form.input)) return { id: null, message: form.message };
  const id = await inTransaction(db, async (trx) => {
    const row = await form.insert(trx);
    await queueMail(trx, mail, form.letters(row.id));
    return row.id;
  });
  events(form.event);
  mail.notify();
  return { id, message: form.message };
}
