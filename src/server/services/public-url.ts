import type { DB } from '../db/database';

const KEY = 'public_url';

/**
 * The address the server serves at (its PUBLIC_URL, or http://HOST:PORT), recorded at every start:
 * a command run beside it from a shell that lacks the service's environment (systemd's
 * Environment=, a container's -e) names that address, not its own default (issue 39).
 */
export async function recordPublicUrl(db: DB, url: string): Promise<void> {
  await db
    .insertInto('app_meta')
    .values({ key: KEY, value: url })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: url }))
    .execute();
}

/** The address the server last started with on this database, or null before its first start. */
export async function servedPublicUrl(db: DB): Promise<string | null> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', KEY).executeTakeFirst();
  return row?.value ?? null;
}
