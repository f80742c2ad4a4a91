import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { isBot } from '~/shared/schemas/fields';
import type {
  egoReportInput,
  egoReportOutput,
  roastOutput,
  translateInput,
  translationOutput,
} from '~/shared/schemas/job-title-translator';
import type { DB } from '../db/database';
import { notFound } from '../errors';
import { translateJobTitle } from './translator/engine';
import { normaliseEmail } from '~/shared/schemas/fields';

/** D11: `latest` is the 10 newest roasts, `all` the 200 newest. */
export const LATEST_ROASTS = 10;
export const ALL_ROASTS = 200;

type TranslationResult = z.output<typeof translationOutput>;
export type Roast = z.output<typeof roastOutput>;
/** An ego report as the public reads it: never the optional email. */
type PublicEgoReport = z.output<typeof egoReportOutput>;

/** D11: a random URL-safe id of 10 characters. */
const newShareableId = (): string => randomBytes(8).toString('base64url').slice(0, 10);

export async function createTranslation(db: DB, input: z.output<typeof translateInput>): Promise<TranslationResult> {
  const originalTitle = input.jobTitle;
  const translation = translateJobTitle(originalTitle);
  // A bot still gets its answer (so the honeypot is not revealed) but nothing is stored.
  if (isBot(input)) return { originalTitle, translation, shareableId: newShareableId() };
  // The id is random: on the (astronomically rare) clash, draw again rather than fail.
  for (let attempt = 0; ; attempt++) {
    const shareableId = newShareableId();
    const inserted = await db
      .insertInto('job_title_translations')
      .values({ originalTitle, translation, shareableId, createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.column('shareableId').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { originalTitle, translation, shareableId };
    if (attempt >= 4) throw new Error('Could not draw a unique shareableId');
  }
}

export async function listRoasts(db: DB, limit: number): Promise<Roast[]> {
  return db
    .selectFrom('job_title_translations')
    .select(['id', 'originalTitle', 'translation', 'shareableId', 'createdAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One stored roast by its share id (the page after an ego report posted without JavaScript shows it again). */
export async function getRoast(db: DB, shareableId: string): Promise<Roast> {
  const roast = await db
    .selectFrom('job_title_translations')
    .select(['id', 'originalTitle', 'translation', 'shareableId', 'createdAt'])
    .where('shareableId', '=', shareableId)
    .executeTakeFirst();
  if (!roast) throw notFound('Translation not found');
  return roast;
}

/** Ego reports of the roasts a visitor can see (the 200 newest), newest first, without emails. */
export async function listEgoReports(db: DB): Promise<PublicEgoReport[]> {
  const visible = db.selectFrom('job_title_translations').select('id').orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(ALL_ROASTS);
  return db
    .selectFrom('ego_reports')
    .select(['id', 'shareableId', 'egoRating', 'momReaction', 'createdAt'])
    .where('translationId', 'in', visible)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function submitEgoReport(db: DB, input: z.output<typeof egoReportInput>): Promise<PublicEgoReport> {
  const translation = await db
    .selectFrom('job_title_translations')
    .select('id')
    .where('shareableId', '=', input.shareableId)
    .executeTakeFirst();
  if (!translation) throw notFound('Translation not found');
  const row = await db
    .insertInto('ego_reports')
    .values({
      translationId: translation.id,
      shareableId: input.shareableId,
      egoRating: input.egoRating,
      momReaction: input.momReaction ?? null,
      userEmail: input.userEmail == null ? null : normaliseEmail(input.userEmail),
      createdAt: new Date().toISOString(),
    })
    .returning(['id', 'shareableId', 'egoRating', 'momReaction', 'createdAt'])
    .executeTakeFirstOrThrow();
  return row;
}
