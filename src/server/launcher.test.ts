import { describe, expect, it } from 'vitest';
import { exitWithLauncher } from './launcher';

describe('exitWithLauncher', () => {
  it('watches only a server that npm started', () => {
    expect(exitWithLauncher(() => {}, {})).toBeNull();
    const stop = exitWithLauncher(() => {}, { npm_lifecycle_event: 'start' });
    expect(typeof stop).toBe('function');
    stop?.();
  });

  it('does nothing while the parent stays', async () => {
    let gone = false;
    const stop = exitWithLauncher(() => (gone = true), { npm_lifecycle_event: 'start' }, 10);
    await new Promise((r) => setTimeout(r, 50));
    stop?.();
    expect(gone).toBe(false);
  });
});
