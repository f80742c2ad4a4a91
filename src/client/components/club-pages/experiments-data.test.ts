import { describe, expect, it } from 'vitest';
import { EXPERIMENTS, experimentOutcome } from './experiments-data';

describe('the experiments of /ai-experiments', () => {
  it('show a completed study’s finding, never "Results Pending"', () => {
    const completed = EXPERIMENTS.filter((e) => e.status === 'Completed');
    expect(completed.length).toBeGreaterThan(0);
    for (const e of completed) {
      expect(experimentOutcome(e), e.title).not.toBe('pending');
      expect(e.finding?.length, e.title).toBeGreaterThan(20);
    }
  });

  it('keep "Results Pending" for studies with neither a page nor a finding (part 2 section 2)', () => {
    const pending = EXPERIMENTS.filter((e) => experimentOutcome(e) === 'pending').map((e) => e.status);
    expect(pending.length).toBeGreaterThan(0);
    expect(pending).not.toContain('Completed');
    expect(EXPERIMENTS.slice(0, 2).map(experimentOutcome)).toEqual(['link', 'link']);
  });
});
