import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-03-03T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [MIN, '1 minute ago'],
    [2 * MIN, '2 minutes ago'],
    [59 * MIN, '59 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [119 * MIN, '1 hour ago'],
    [120 * MIN, '2 hours ago'],
    [23 * 60 * MIN + 59 * MIN, '23 hours ago'],
    [24 * 60 * MIN, '1 day ago'],
    [5 * 24 * 60 * MIN, '5 days ago'],
    [-5 * MIN, 'Just now'],
  ])('%i ms ago reads %s', (ms, expected) => {
    expect(relativeTime(ago(ms), now)).toBe(expected);
  });
});
