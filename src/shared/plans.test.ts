import { describe, expect, it } from 'vitest';
import { planFor } from './plans';

describe('planFor (D17)', () => {
  it.each([[undefined], [''], ['gold'], ['FULL'], [7], [null], ['__proto__'], ['toString']])('falls back to basic for %j', (type) => {
    expect(planFor(type).type).toBe('basic');
  });

  it('finds each known type', () => {
    expect(planFor('full').name).toBe('Cognitive Rebel');
    expect(planFor('distinguished').name).toBe('Master Provocateur');
  });
});
