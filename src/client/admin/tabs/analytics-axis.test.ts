import { describe, expect, it } from 'vitest';
import { axisMax } from './analytics-tab';

describe('axisMax', () => {
  it('gives 4 round steps above the largest value', () => {
    expect([0, 3, 5, 9, 41, 50, 77, 130, 999].map(axisMax)).toEqual([4, 4, 8, 20, 80, 80, 80, 200, 2000]);
  });
});
