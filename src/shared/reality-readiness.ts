/** The Reality Readiness quiz's result (part 2 section 9; docs/decisions/042). Free of zod: the quiz page reads it. */

/** The spec's pass mark: "A score of 4 or more correct earns the badge". */
export const PASS_MARK = 4;

export const QUIZ_BADGE = 'Cognitive Independence Level 1';

/**
 * Passed when at least PASS_MARK answers are right, or every answer when fewer clips than that
 * are uploaded (docs/decisions/042): 4 correct cannot be reached with 3 clips, and a perfect
 * score is never a failure.
 */
export function quizPassed(score: number, total: number): boolean {
  return total > 0 && score >= Math.min(PASS_MARK, total);
}

/** The results screen's sentence under the score. */
export function quizVerdict(score: number, total: number): string {
  return quizPassed(score, total)
    ? 'A discerning eye. The Club is pleased to report that your brain remains your own.'
    : 'The machines fooled you this time. Rest your eyes, take a walk, and try again.';
}

/** One answer as the page keeps it (part 2 section 3's local answer record). */
export type QuizAnswerRecord = { videoId: number; guess: boolean; correct: boolean };

/** More answers than any quiz has clips are not read (a post without JavaScript carries them). */
const MAX_ANSWERS = 100;

/**
 * The answers so far as a form field, for the quiz posted without JavaScript (docs/decisions/045):
 * `videoId:guess:correct` with 1 and 0, separated by spaces. Only what the visitor already saw: the
 * answer of a clip not yet judged never travels (D12).
 */
export const encodeQuizAnswers = (answers: readonly QuizAnswerRecord[]): string =>
  answers.map((a) => `${a.videoId}:${a.guess ? 1 : 0}:${a.correct ? 1 : 0}`).join(' ');

/** The answers read back from a post: anything malformed is dropped, and a clip's first answer is the one kept. */
export function parseQuizAnswers(text: string | undefined): QuizAnswerRecord[] {
  const answers: QuizAnswerRecord[] = [];
  for (const token of (text ?? '').split(/\s+/).slice(0, MAX_ANSWERS)) {
    const match = /^([1-9]\d{0,9}):([01]):([01])$/.exec(token);
    if (!match) continue;
    const videoId = Number(match[1]);
    if (answers.some((a) => a.videoId === videoId)) continue;
    answers.push({ videoId, guess: match[2] === '1', correct: match[3] === '1' });
  }
  return answers;
}
