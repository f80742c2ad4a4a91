import { describe, expect, it } from 'vitest';
import { encodeQuizAnswers, parseQuizAnswers, quizPassed, quizVerdict } from './reality-readiness';

// Issue 44: with fewer than 5 clips a perfect score said "1/1 · The machines fooled you this
// time", because the pass mark was 4 whatever the number of clips (docs/decisions/042).
describe('the Reality Readiness result', () => {
  it('passes on 4 or more correct, as the spec says, with 4 clips or more', () => {
    expect(quizPassed(4, 5)).toBe(true);
    expect(quizPassed(5, 5)).toBe(true);
    expect(quizPassed(3, 5)).toBe(false);
    expect(quizPassed(4, 4)).toBe(true);
    expect(quizPassed(3, 4)).toBe(false);
    expect(quizPassed(4, 8)).toBe(true);
  });

  it('passes on every answer right with fewer clips than the pass mark, and never calls a perfect score fooled', () => {
    for (let total = 1; total <= 6; total++) {
      expect(quizPassed(total, total), `${total}/${total}`).toBe(true);
      expect(quizVerdict(total, total), `${total}/${total}`).not.toContain('fooled you');
    }
    expect(quizPassed(2, 3)).toBe(false);
    expect(quizPassed(0, 1)).toBe(false);
    expect(quizVerdict(0, 1)).toContain('The machines fooled you this time');
  });

  it('passes nobody when there were no clips', () => {
    expect(quizPassed(0, 0)).toBe(false);
  });
});

// docs/decisions/045: the answers so far travel in a form field when the quiz posts without JavaScript.
describe('the quiz answers as a form field', () => {
  it('reads back what it wrote', () => {
    const answers = [
      { videoId: 3, guess: true, correct: false },
      { videoId: 12, guess: false, correct: true },
    ];
    expect(encodeQuizAnswers(answers)).toBe('3:1:0 12:0:1');
    expect(parseQuizAnswers(encodeQuizAnswers(answers))).toEqual(answers);
  });

  it('drops what is malformed and keeps the first answer of a clip', () => {
    expect(parseQuizAnswers('  3:1:0 x 0:1:1 4:2:1 5:1 3:0:1 6:0:0:1 7:0:0 ')).toEqual([
      { videoId: 3, guess: true, correct: false },
      { videoId: 7, guess: false, correct: false },
    ]);
    expect(parseQuizAnswers(undefined)).toEqual([]);
    expect(parseQuizAnswers('9'.repeat(12) + ':1:1')).toEqual([]);
  });
});
