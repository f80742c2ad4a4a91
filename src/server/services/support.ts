import type { z } from 'zod';
import { isBot } from '../../shared/schemas/fields';
import type { viralShareInput } from '../../shared/schemas/support';
import type { DB } from '../db/database';

/** Records a supporter's register step or share (the admin panel lists them). */
export async function recordViralShare(
  db: DB,
  input: z.output<typeof viralShareInput>,
): Promise<{ id: number | null; shareType: string; certificationClaimed: boolean; message: string }> {
  const answer = { shareType: input.shareType, certificationClaimed: input.certificationClaimed, message: 'Support registered' };
  if (isBot(input)) return { id: null, ...answer };
  const row = await db
    .insertInto('viral_shares')
    .values({
      email: input.email.toLowerCase(),
      firstName: input.firstName,
      shareType: input.shareType,
      certificationClaimed: input.certificationClaimed ? 1 : 0,
      shareAction: input.shareAction,
      linkedinUrl: input.linkedinUrl ?? null,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, ...answer };
}
