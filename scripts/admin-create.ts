/**
 * D19: `npm run admin:create -- --email ADDRESS` creates an administrator, or resets the
 * password of an existing one: their sessions and remembered browsers end and their second
 * factors are removed (docs/decisions/036), and a letter tells them (queued in the outbox, sent by
 * the server). The password comes from ADMIN_PASSWORD or a hidden prompt, and must pass the one
 * password rule (at least 12 characters, hard to guess, not built from the address; docs/decisions/038).
 */
import readline from 'node:readline';
import { ADMIN_PASSWORD_MIN } from '../src/shared/schemas/admin-auth';
import { ConfigError, loadConfig } from '../src/server/config';
import { privateByDefault } from '../src/server/private-files';
import { migrateToLatest, openTarget } from '../src/server/db/database';
import { AdminAccountError, createOrResetAdmin } from '../src/server/services/admin-accounts';
import { loadSecretsKey, secretBox } from '../src/server/auth/secret-box';
import { queueOnlyMail } from '../src/server/services/mail';
import { servedPublicUrl } from '../src/server/services/public-url';

function emailArgument(argv: string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--email') return argv[i + 1];
    if (argv[i].startsWith('--email=')) return argv[i].slice('--email='.length);
  }
  return undefined;
}

/** Reads a line without echoing it (on a terminal); from a pipe, reads the next line. */
function promptHidden(question: string, lines?: AsyncIterator<string>): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    return (lines ?? readline.createInterface({ input: stdin })[Symbol.asyncIterator]()).next().then((r) => (r.done ? '' : r.value));
  }
  return new Promise((resolve) => {
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const c of chunk) {
        if (c === '\r' || c === '\n' || c === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stdout.write('\n');
          resolve(value);
          return;
        }
        if (c === '\u0003') {
          stdin.setRawMode(false);
          process.stdout.write('\n');
          process.exit(130);
        }
        if (c === '\u007f' || c === '\b') value = value.slice(0, -1);
        else value += c;
      }
    };
    stdin.on('data', onData);
  });
}

async function main(): Promise<number> {
  privateByDefault();
  const email = emailArgument(process.argv.slice(2));
  if (!email) {
    console.error('Usage: npm run admin:create -- --email ADDRESS   (password from ADMIN_PASSWORD or a prompt)');
    return 2;
  }
  let password = process.env.ADMIN_PASSWORD ?? '';
  if (!password) {
    const lines = process.stdin.isTTY ? undefined : readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
    password = await promptHidden(`Password for ${email} (at least ${ADMIN_PASSWORD_MIN} characters, hard to guess): `, lines);
    if (process.stdin.isTTY) {
      const again = await promptHidden('Repeat the password: ');
      if (again !== password) {
        console.error('The passwords do not match; nothing was changed.');
        return 1;
      }
    }
    void lines?.return?.();
  }
  if (password.length < ADMIN_PASSWORD_MIN) {
    console.error(`The password must be at least ${ADMIN_PASSWORD_MIN} characters long; nothing was changed.`);
    return 1;
  }

  // The ADMIN_* variables are this command's input here, not the start-up pair loadConfig checks.
  const parsed = loadConfig({ ...process.env, ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
  const db = openTarget(parsed.database);
  try {
    await migrateToLatest(db);
    // The shell running this rarely has the service's environment (systemd's Environment=): without a
    // PUBLIC_URL of its own, the address the server last started with, for this message and the letter's links.
    const served = process.env.PUBLIC_URL?.trim() ? null : await servedPublicUrl(db);
    const config = served ? { ...parsed, publicUrl: served } : parsed;
    // Letters are sealed with the server's key (docs/decisions/037): the same SECRETS_KEY or DATA_DIR/secrets.key.
    const secrets = secretBox(loadSecretsKey(config).key);
    const result = await createOrResetAdmin(db, email, password, { mail: queueOnlyMail(config, secrets) });
    console.log(
      result.created
        ? `Created the administrator ${email.trim().toLowerCase()}. Log in at ${config.publicUrl}/admin-login`
        : `Reset the password of ${email.trim().toLowerCase()}: their sessions and remembered browsers ended, their passkeys, ` +
            'authenticator app and recovery codes were removed (they set them up again after signing in), and a letter tells them.',
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof AdminAccountError || error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
