import { describe, expect, it } from 'vitest';
import { latestContentLabel } from './latest-content';

describe('latest-content labels', () => {
  it('names each type and falls back to Latest Content', () => {
    expect(['exhibition', 'recognition', 'shame', 'arsenal', 'report'].map(latestContentLabel)).toEqual([
      'Latest Exhibition',
      'New Recognition',
      'Fresh Shame',
      'Brain Arsenal Addition',
      'Latest Content',
    ]);
  });
});
