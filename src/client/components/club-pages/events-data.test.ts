import { describe, expect, it } from 'vitest';
import { calendarFile, registrationLevel, speakerLine, spotsLeft, UPCOMING_EVENTS } from './events-data';

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

  it('writes a calendar file', () => {
    const ics = calendarFile(UPCOMING_EVENTS[0]);
    expect(ics).toContain('DTSTART:20250314T100000Z');
    expect(ics).toContain('SUMMARY:The Annual Symposium on Organic Thought');
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
  });
});
