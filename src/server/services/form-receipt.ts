import { isBot } from '~/shared/schemas/fields';
import { type DB, inTransaction } from '../db/database';
import { type MailDeps, queueMail } from './mail';
import type { LetterSettings, OutgoingMail } from './mail/messages';
import { type ClubEvent, type ClubEvents, noEvents } from './club-events';

export type FormReceipt = { id: number | null; message: string };

/** One public form the admin panel lists (the contact, volunteer and research forms). */
type FormKind<Input, Values> = {
  /** What the visitor is told, whether the form was stored or (a filled honeypot) thanked and stored nowhere. */
  message: string;
  event: ClubEvent;
  /** The row's columns from what was sent (its `createdAt` is added). */
  values: (input: Input) => Values;
  insert: (trx: DB, values: Values & { createdAt: string }) => Promise<{ id: number }>;
  letters: (settings: LetterSettings, row: Values & { id: number; createdAt: string }, input: Input) => OutgoingMail[];
};

/**
 * The submit service of a public form: its row and its letters are written in one transaction (no
 * letter for a row that failed, no row without its acknowledgement), then counted and sent.
 */
export const formReceiver =
  <Input extends { website?: string }, Values>(kind: FormKind<Input, Values>) =>
  async (db: DB, input: Input, mail: MailDeps, events: ClubEvents = noEvents): Promise<FormReceipt> => {
    if (isBot(input)) return { id: null, message: kind.message };
    const values = { ...kind.values(input), createdAt: new Date().toISOString() };
    const id = await inTransaction(db, async (trx) => {
      const row = await kind.insert(trx, values);
      await queueMail(trx, mail, kind.letters(mail.settings, { id: row.id, ...values }, input));
      return row.id;
    });
    events(kind.event);
    mail.notify();
    return { id, message: kind.message };
  };
