import { randomToken } from '../auth/session';
import type { DB } from '../db/database';
import { type MailDeps, newDeviceMail, passwordChangedMail, type PasswordChange, queueMail, secondFactorChangedMail } from './mail';

/**
 * Letters to a staff member about their own account (docs/decisions/036): a new browser signed in,
 * the password changed (Security page, reset link, console), a second factor added or removed.
 * Each is queued in the caller's transaction (docs/decisions/009), so it goes out exactly when the
 * change is committed; the caller wakes the worker (`mail.notify()`) once it has committed.
 */

/** Where the change came from, as the request showed it (the console has neither). */
export type NoticeOrigin = { ip: string | null; userAgent: string | null };

const factsOf = (origin: NoticeOrigin) => ({
  // One letter per event: a random reference, never a secret of the account.
  ref: randomToken().slice(0, 22),
  at: new Date(),
  ip: origin.ip || null,
  userAgent: origin.userAgent || null,
});

export const noticeNewDevice = (db: DB, mail: MailDeps, to: string, origin: NoticeOrigin) =>
  queueMail(db, mail, [newDeviceMail(mail.settings, to, factsOf(origin))]);

export const noticePasswordChanged = (
  db: DB,
  mail: MailDeps,
  to: string,
  how: PasswordChange,
  origin: NoticeOrigin,
  removed: string[] = [],
) => queueMail(db, mail, [passwordChangedMail(mail.settings, to, how, factsOf(origin), removed)]);

export const noticeSecondFactorChanged = (
  db: DB,
  mail: MailDeps,
  to: string,
  change: { action: 'added' | 'removed' | 'renewed'; factor: string },
  origin: NoticeOrigin,
) => queueMail(db, mail, [secondFactorChangedMail(mail.settings, to, change, factsOf(origin))]);
