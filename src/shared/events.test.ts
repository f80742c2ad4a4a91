import { describe, expect, it } from 'vitest';
import { calendarFile, foldLine, icsText, registrationLevel, speakerLine, spotsLeft, UPCOMING_EVENTS } from './events';

describe('events figures (part 2 section 9)', () => {
  it('carries the spec capacities, registrations and prices', () => {
    expect(UPCOMING_EVENTS.map((e) => [e.capacity, e.registered, e.price, e.membersPrice])).toEqual([
      [200, 147, '£75', '£45'],
      [150, 89, '£25', '£15'],
      [75, 23, '£50', '£30'],
      [100, 67, '£40', '£25'],
      [50, 34, '£275', '£195'],
    ]);
    expect(UPCOMING_EVENTS.map(spotsLeft)).toEqual([53, 61, 52, 33, 16]);
  });

  it('colours registration by fill ratio', () => {
    expect(registrationLevel(90, 100)).toBe('red');
    expect(registrationLevel(89, 100)).toBe('orange');
    expect(registrationLevel(75, 100)).toBe('orange');
    expect(registrationLevel(74, 100)).toBe('green');
    expect(registrationLevel(147, 200)).toBe('green');
    expect(registrationLevel(5, 0)).toBe('red');
  });

  it('pluralises speakers', () => {
    expect(speakerLine(['Dr A'])).toBe('1 speaker: Dr A');
    expect(speakerLine(['Dr A', 'Dr B'])).toBe('2 speakers, including Dr A');
    expect(speakerLine([])).toBe('Speakers to be announced');
  });

  it('writes a calendar file: CRLF lines of at most 75 octets, escaped text', () => {
    const ics = calendarFile(UPCOMING_EVENTS[0], { stamp: new Date('2025-01-02T03:04:05.678Z'), origin: 'https://club.example' });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = ics.slice(0, -2).split('\r\n');
    expect(lines.every((l) => !l.includes('\n') && Buffer.byteLength(l) <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nDTSTAMP:20250102T030405Z\r\n');
    expect(unfolded).toContain('\r\nDTSTART:20250314T100000Z\r\n');
    expect(unfolded).toContain('\r\nUID:annual-symposium-on-organic-thought@brainappreciation.club\r\n');
    expect(unfolded).toContain('\r\nLOCATION:The Great Hall\\, Club House\\, London\r\n');
    expect(unfolded).toContain('\r\nURL:https://club.example/events-symposiums/annual-symposium-on-organic-thought\r\n');
  });

  it('escapes text and folds long lines without splitting a character', () => {
    expect(icsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const long = `SUMMARY:${'“'.repeat(40)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n ').join('')).toBe(long);
    expect(folded.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });
});
