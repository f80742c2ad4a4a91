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
