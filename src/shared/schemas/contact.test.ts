import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../field-errors';
import { contactFormInput } from './contact';

const empty = { firstName: '', email: '', subject: 'General Fellowship Inquiry', message: '', website: '' };

describe('the contact application schema (form and POST /api/membership)', () => {
  it('gives the form its messages, named as the form labels the fields', () => {
    const parsed = contactFormInput.safeParse(empty);
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error?.issues ?? [])).toEqual({
      firstName: 'Given name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect(
      fieldErrors(contactFormInput.safeParse({ ...empty, firstName: 'x'.repeat(101), email: 'nope', message: 'm' }).error?.issues ?? []),
    ).toEqual({
      firstName: 'Given name must be at most 100 characters',
      email: 'Please enter a valid email address',
    });
  });

  it('trims and fills the defaults; its output parses again unchanged (what the form sends)', () => {
    const data = contactFormInput.parse({ ...empty, firstName: ' Mary ', email: 'mary@example.com', message: ' Hello ' });
    expect(data).toEqual({
      firstName: 'Mary',
      email: 'mary@example.com',
      subject: 'General Fellowship Inquiry',
      message: 'Hello',
      membershipType: 'associate',
      website: '',
    });
    expect(contactFormInput.parse(data)).toEqual(data);
  });
});
