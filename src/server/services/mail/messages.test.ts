import { describe, expect, it } from 'vitest';
import {
  contactMails,
  esc,
  formatMoney,
  formReference,
  oneLine,
  paymentMails,
  proposalMails,
  receiptNumber,
  volunteerMails,
} from './messages';

const settings = { publicUrl: 'https://club.example', adminTo: 'keeper@club.example' };
const evil = '<script>alert(1)</script>\r\nBcc: victim@example.com "quoted" & \'single\'';

const letters = [
  ...paymentMails(settings, {
    id: 42,
    email: 'ada@example.com',
    firstName: evil,
    membershipType: 'full',
    amount: 4700,
    currency: 'gbp',
    createdAt: '2025-03-03T16:05:00.000Z',
    stripePaymentIntentId: 'pi_<x>',
    provider: 'stripe',
  }),
  ...contactMails(settings, {
    id: 1,
    firstName: evil,
    email: 'a@example.com',
    subject: 'General Fellowship Inquiry',
    message: evil,
    membershipType: evil,
  }),
  ...volunteerMails(settings, {
    id: 2,
    name: evil,
    email: 'v@example.com',
    phone: evil,
    age: null,
    background: evil,
    interests: null,
    availability: null,
    experience: null,
    motivation: evil,
    experiments: [evil],
  }),
  ...proposalMails(settings, {
    id: 3,
    name: evil,
    email: 'p@example.com',
    affiliation: evil,
    title: evil,
    category: 'Other',
    description: evil,
    objectives: evil,
    methodology: evil,
    duration: null,
    participants: null,
    resources: null,
    ethics: evil,
    significance: evil,
    collaboration: null,
  }),
];

describe('the letters', () => {
  it('are eight: four to visitors, four notices to the club', () => {
    expect(letters.map((l) => l.kind)).toEqual([
      'membership-confirmation',
      'admin-notice',
      'contact-acknowledgement',
      'admin-notice',
      'volunteer-acknowledgement',
      'admin-notice',
      'proposal-acknowledgement',
      'admin-notice',
    ]);
    expect(letters.filter((l) => l.kind === 'admin-notice').every((l) => l.to === 'keeper@club.example')).toBe(true);
  });

  const acknowledgements = letters.filter((l) => l.kind.endsWith('-acknowledgement'));
  const others = letters.filter((l) => !l.kind.endsWith('-acknowledgement'));

  it.each(others.map((l) => [l.dedupeKey, l] as const))(
    '%s escapes every visitor value in HTML and keeps headers on one line',
    (_key, letter) => {
      expect(letter.html).not.toMatch(/<script/i);
      expect(letter.html).not.toContain('"quoted"');
      expect(letter.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(letter.subject).not.toMatch(/[\r\n]/);
      expect(letter.toName ?? '').not.toMatch(/[\r\n]/);
      // Plain text is plain: the value reads as typed.
      expect(letter.text).toContain('<script>alert(1)</script>');
      expect(letter.html.startsWith('<!doctype html>')).toBe(true);
      expect(letter.html).toContain('lang="en-GB"');
    },
  );

  it.each(acknowledgements.map((l) => [l.dedupeKey, l] as const))(
    '%s carries the club’s fixed words and a reference, never the visitor’s (no mail relay, docs/decisions/029)',
    (_key, letter) => {
      for (const part of [letter.subject, letter.html, letter.text, letter.toName ?? '']) {
        expect(part).not.toContain('script');
        expect(part).not.toContain('victim');
        expect(part).not.toContain('quoted');
      }
      expect(letter.toName).toBeNull();
      expect(letter.text.startsWith('Dear Friend of the Club,')).toBe(true);
      expect(letter.text).toMatch(/Reference:\s+BAC-[CVP]-00000[123]/);
      expect(letter.subject).toMatch(/\(reference BAC-[CVP]-00000[123]\)$/);
    },
  );

  it('the acknowledgements are the same letter whatever was typed, but for the reference', () => {
    const a = contactMails(settings, {
      id: 5,
      firstName: 'Ada',
      email: 'a@example.com',
      subject: 'S',
      message: 'Buy now',
      membershipType: 'x',
    })[0];
    const b = contactMails(settings, {
      id: 5,
      firstName: 'Zed',
      email: 'z@example.com',
      subject: 'T',
      message: 'Hello',
      membershipType: 'y',
    })[0];
    expect([a.subject, a.html, a.text]).toEqual([b.subject, b.html, b.text]);
    expect(formReference('contact', 5)).toBe('BAC-C-000005');
  });

  it('address the member by first name, or a courteous stand-in when there is none', () => {
    const [confirmation] = paymentMails(settings, {
      id: 7,
      email: 'x@example.com',
      firstName: null,
      membershipType: 'basic',
      amount: 700,
      currency: 'gbp',
      createdAt: '2025-03-03T16:05:00.000Z',
      stripePaymentIntentId: 'pi_1',
      provider: 'demo',
    });
    expect(confirmation.text.startsWith('Dear Friend of the Club,')).toBe(true);
  });

  it('a payment without a real address gets only the club notice; no MAIL_ADMIN_TO, no notice', () => {
    const payment = {
      id: 8,
      email: null,
      firstName: 'Ada',
      membershipType: 'distinguished',
      amount: 14700,
      currency: 'gbp',
      createdAt: '2025-03-03T16:05:00.000Z',
      stripePaymentIntentId: 'pi_2',
      provider: 'stripe' as const,
    };
    expect(paymentMails(settings, payment).map((l) => l.kind)).toEqual(['admin-notice']);
    expect(paymentMails({ ...settings, adminTo: null }, { ...payment, email: 'a@example.com' }).map((l) => l.kind)).toEqual([
      'membership-confirmation',
    ]);
  });

  it('the confirmation carries plan, amount in £, London date, receipt number and certificate link', () => {
    const [confirmation] = letters;
    expect(confirmation.subject).toBe('Welcome to the Club: your Cognitive Rebel membership (receipt BAC-R-000042)');
    expect(confirmation.text).toMatch(/Amount paid:\s+£47\.00/);
    expect(confirmation.text).toMatch(/Date:\s+3 March 2025/);
    expect(confirmation.text).toContain(
      `https://club.example/certificate?name=%3Cscript%3Ealert(1)%3C%2Fscript%3E&certId=BAC-${Date.parse('2025-03-03T16:05:00.000Z')}`,
    );
  });
});

describe('helpers', () => {
  it('esc, oneLine, formatMoney, receiptNumber', () => {
    expect(esc(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(oneLine(' a\r\nb\nc\rd\u2028e  ')).toBe('a b c d e');
    expect(formatMoney(4700)).toBe('£47.00');
    expect(formatMoney(14700, 'GBP')).toBe('£147.00');
    expect(receiptNumber(42)).toBe('BAC-R-000042');
  });
});
