import { describe, expect, it } from 'vitest';
import type { WriteEffect } from './tags/effects';
import { WriteWindow } from './write-window';

const change = (table: string): WriteEffect => ({ table, part: null, hiddenOnly: false });

describe('WriteWindow', () => {
  it('applies the first write at once and the rest of the window together', async () => {
    const applied: string[][] = [];
    const window = new WriteWindow(40, (effects) => applied.push(effects.map((e) => e.table)));
    window.note([change('a')]);
    expect(window.applied()).toBeNull();
    window.note([change('b')]);
    window.note([change('c')]);
    expect(applied).toEqual([['a']]);
    await window.applied();
    expect(applied).toEqual([['a'], ['b', 'c']]);
  });

  it('applies every write at once without a window', () => {
    const applied: string[][] = [];
    const window = new WriteWindow(0, (effects) => applied.push(effects.map((e) => e.table)));
    window.note([change('a')]);
    window.note([change('b')]);
    expect(applied).toEqual([['a'], ['b']]);
    expect(window.applied()).toBeNull();
  });
});
