import { describe, expect, it } from 'vitest';
import {
  eventDateLabel,
  eventTimeLabel,
  formatPence,
  isoToLondonLocal,
  londonTimeToIso,
  registrationLevel,
  SLUG_PATTERN,
  speakerLine,
  spotsLeft,
} from './events';

describe('events figures (part 2 section 9)', () => {
  it('colours registration by fill ratio', () => {
    expect(registrationLevel(90, 100)).toBe('red');
    expect(registrationLevel(89, 100)).toBe('orange');
    expect(registrationLevel(75, 100)).toBe('orange');
    expect(registrationLevel(74, 100)).toBe('green');
    expect(registrationLevel(147, 200)).toBe('green');
    expect(registrationLevel(5, 0)).toBe('red');
  });

  it('counts spots left, preferring the server’s figure (which counts held seats)', () => {
    expect(spotsLeft({ capacity: 200, registered: 147 })).toBe(53);
    expect(spotsLeft({ capacity: 50, registered: 34, spotsLeft: 10 })).toBe(10);
  });

  it('pluralises speakers', () => {
    expect(speakerLine(['Dr A'])).toBe('1 speaker: Dr A');
    expect(speakerLine(['Dr A', 'Dr B'])).toBe('2 speakers, including Dr A');
    expect(speakerLine([])).toBe('Speakers to be announced');
  });

  it('writes prices in pounds', () => {
    expect(formatPence(7500)).toBe('£75');
    expect(formatPence(750)).toBe('£7.50');
    expect(formatPence(0)).toBe('Free');
    // As Intl writes them, for every price up to £2,000 (docs/decisions/068).
    for (let pence = 1; pence <= 200_000; pence += 7) {
      const pounds = pence / 100;
      const intl = new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency: 'GBP',
        minimumFractionDigits: Number.isInteger(pounds) ? 0 : 2,
      });
      expect(formatPence(pence)).toBe(intl.format(pounds));
    }
  });
});

describe('London times', () => {
  it('turns a London wall-clock time into its instant, in winter and in summer', () => {
    expect(londonTimeToIso('2027-03-14', '10:00')).toBe('2027-03-14T10:00:00.000Z');
    expect(londonTimeToIso('2027-04-09', '19:00')).toBe('2027-04-09T18:00:00.000Z');
    // The days the clocks change.
    expect(londonTimeToIso('2027-03-28', '12:00')).toBe('2027-03-28T11:00:00.000Z');
    expect(londonTimeToIso('2027-10-31', '12:00')).toBe('2027-10-31T12:00:00.000Z');
    expect(isoToLondonLocal('2027-04-09T18:00:00.000Z')).toBe('2027-04-09T19:00');
  });

  it('labels the spec’s days and hours', () => {
    expect(eventDateLabel('2025-03-14T10:00:00Z', '2025-03-14T17:00:00Z')).toBe('14 March 2025');
    expect(eventTimeLabel('2025-03-14T10:00:00Z', '2025-03-14T17:00:00Z')).toBe('10:00-17:00 GMT');
    expect(eventTimeLabel('2025-04-09T18:00:00Z', '2025-04-09T19:30:00Z')).toBe('19:00-20:30 BST');
    expect(eventDateLabel('2025-07-18T15:00:00Z', '2025-07-20T13:00:00Z')).toBe('18-20 July 2025');
    expect(eventTimeLabel('2025-07-18T15:00:00Z', '2025-07-20T13:00:00Z')).toBe('Friday 16:00 to Sunday 14:00 BST');
  });
});

describe('SLUG_PATTERN', () => {
  it('takes lower-case words joined by hyphens, with digits among letters', () => {
    for (const slug of ['memory-palace-workshop', 'symposium-2027', '2027-symposium', 'a']) expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it('refuses an address of digits alone, which the detail route reads as an event id', () => {
    for (const slug of ['12', '2027', '1-2', 'Memory', 'two--hyphens', '-lead', 'trail-', '']) expect(SLUG_PATTERN.test(slug)).toBe(false);
  });
});
