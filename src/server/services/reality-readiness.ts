import type { z } from 'zod';
import type { guessInput } from '../../shared/schemas/reality-readiness';
import type { DB } from '../db/database';
import { notFound } from '../errors';

/** D12: the public list never carries the answer. */
export type PublicVideo = { id: number; title: string; videoUrl: string };
export type GuessResult = { correct: boolean; message: string };

export async function listQuizVideos(db: DB): Promise<PublicVideo[]> {
  return db
    .selectFrom('reality_readiness_videos')
    .select(['id', 'title', 'videoUrl'])
    .orderBy('orderPosition', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** D12: the guess (true = AI-generated) is checked here, never in the browser. */
export async function checkGuess(db: DB, input: z.output<typeof guessInput>): Promise<GuessResult> {
  const video = await db
    .selectFrom('reality_readiness_videos')
    .select(['isFake'])
    .where('id', '=', input.videoId)
    .executeTakeFirst();
  if (!video) throw notFound('Video not found');
  const fake = video.isFake === 1;
  const correct = input.guess === fake;
  const message = correct
    ? fake
      ? 'Well spotted: that clip was AI-generated. Your organic brain remains undefeated.'
      : 'Quite right: that was genuine footage of the real world, which still exists.'
    : fake
      ? 'Alas, that clip was AI-generated. The machines thank you for your trust.'
      : 'Not so: that was real footage. Reality is occasionally stranger than the machines.';
  return { correct, message };
}
