import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../../shared/field-errors';
import { membershipApplicationInput } from '../../../shared/schemas/contact';
import { contactFormSchema } from './contact-schema';

const empty = { firstName: '', email: '', subject: 'General Fellowship Inquiry', message: '', website: '' };

describe('the contact form schema', () => {
  it('gives the form its messages, named as the form labels the fields', () => {
    const parsed = contactFormSchema.safeParse(empty);
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error?.issues ?? [])).toEqual({
      firstName: 'Given name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    expect(fieldErrors(contactFormSchema.safeParse({ ...empty, firstName: 'x'.repeat(101), email: 'nope', message: 'm' }).error?.issues ?? [])).toEqual({
      firstName: 'Given name must be at most 100 characters',
      email: 'Please enter a valid email address',
    });
  });

  it('has the rules of the request schema: what it accepts, the server accepts, unchanged', () => {
    const data = contactFormSchema.parse({ ...empty, firstName: ' Mary ', email: 'mary@example.com', message: ' Hello ' });
    expect(data).toEqual({ firstName: 'Mary', email: 'mary@example.com', subject: 'General Fellowship Inquiry', message: 'Hello', membershipType: 'associate', website: '' });
    expect(membershipApplicationInput.parse(data)).toEqual(data);
  });
});
