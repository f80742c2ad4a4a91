import fs from 'node:fs';
import path from 'node:path';
import { secretBox, secretLabel, SECRETS_KEY_FILE } from '~/server/auth/secret-box';
import { secretsKeyFromText } from '~/server/config';
import type { TestApp } from './test-app';

/**
 * The token of the newest letter's link (a reset, an invitation) to `recipient`, as the worker puts it
 * in at sending (docs/decisions/037): the stored letter shows a placeholder, and the token is sealed
 * apart with the app's key (SECRETS_KEY, or DATA_DIR/secrets.key), for as long as the letter waits
 * and its link lives. For tests whose app has no SMTP server to read the letter from.
 */
export async function linkTokenFor(t: Pick<TestApp, 'app' | 'config' | 'dataDir'>, recipient: string, kind: string): Promise<string> {
  const letter = await t.app.services.db
    .selectFrom('mail_outbox')
    .select(['dedupeKey', 'secret'])
    .where('recipient', '=', recipient)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  if (!letter.secret) throw new Error(`the ${kind} letter to ${recipient} holds no link token (sent, or its link expired)`);
  const key = t.config.secrets.key ?? secretsKeyFromText(fs.readFileSync(path.join(t.dataDir, SECRETS_KEY_FILE), 'utf8'));
  if (!key) throw new Error('no secrets key');
  return secretBox(key).open(letter.secret, secretLabel.letter(letter.dedupeKey));
}
