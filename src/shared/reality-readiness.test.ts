import { describe, expect, it } from 'vitest';
import { quizPassed, quizVerdict } from './reality-readiness';

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
