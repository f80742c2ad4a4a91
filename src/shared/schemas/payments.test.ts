import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  createPaymentIntentInput,
  demoCardInput,
  intentIdFromClientSecret,
  parseExpiry,
  passesLuhn,
  paymentStatusInput,
} from './payments';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const card = { cardNumber: '4242 4242 4242 4242', expiry: `12 / ${nextYear}`, cvc: '123' };
const firstMessage = (input: unknown) => {
  const r = demoCardInput.safeParse(input);
  return r.success ? null : r.error.issues[0].message;
};

describe('payment schemas', () => {
  it('maps an unknown membership type to basic and keeps known ones', () => {
    expect(createPaymentIntentInput.parse({ membershipType: 'gold' }).membershipType).toBe('basic');
    expect(createPaymentIntentInput.parse({}).membershipType).toBe('basic');
    expect(createPaymentIntentInput.parse({ membershipType: 'full' }).membershipType).toBe('full');
    expect(createPaymentIntentInput.safeParse({ membershipType: 'x'.repeat(51) }).success).toBe(false);
  });

  it('reads the intent id out of both kinds of client secret', () => {
    expect(intentIdFromClientSecret('pi_3Abc_secret_xyz')).toBe('pi_3Abc');
    expect(intentIdFromClientSecret('demo_pi_Q1w2_secret_e3r4')).toBe('demo_pi_Q1w2');
    expect(intentIdFromClientSecret('pi_3Abc')).toBeNull();
    expect(intentIdFromClientSecret('pi_a_secret_b_secret_c')).toBeNull();
  });

  it('accepts only intent ids as status keys', () => {
    expect(paymentStatusInput.safeParse({ paymentIntentId: 'pi_123' }).success).toBe(true);
    expect(paymentStatusInput.safeParse({ paymentIntentId: 'demo_pi_123' }).success).toBe(true);
    expect(paymentStatusInput.safeParse({ paymentIntentId: 'ch_123' }).success).toBe(false);
    expect(paymentStatusInput.safeParse({ paymentIntentId: 'pi_1/../x' }).success).toBe(false);
  });
});

describe('the demo card form', () => {
  it('checks the Luhn sum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('parses expiry dates as typed', () => {
    expect(parseExpiry('04 / 31')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('4/2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('0431')).toBeNull();
  });

  it('accepts a good card and strips spaces from the number', () => {
    expect(demoCardInput.parse(card).cardNumber).toBe('4242424242424242');
    expect(firstMessage({ ...card, expiry: `${new Date().getMonth() + 1} / ${new Date().getFullYear()}` })).toBeNull();
  });

  it.each([
    [{ cardNumber: '' }, CARD_MESSAGES.numberIncomplete],
    [{ cardNumber: '4242 4242 4242' }, CARD_MESSAGES.numberIncomplete],
    [{ cardNumber: '4242 4242 4242 4243' }, CARD_MESSAGES.numberInvalid],
    [{ cardNumber: '4242-4242-4242-424x' }, CARD_MESSAGES.numberInvalid],
    [{ cardNumber: '4'.repeat(41) }, CARD_MESSAGES.numberInvalid],
    [{ expiry: '' }, CARD_MESSAGES.expiryIncomplete],
    [{ expiry: '00 / 30' }, CARD_MESSAGES.expiryInvalid],
    [{ expiry: '12 / 19' }, CARD_MESSAGES.expiryPast],
    [{ cvc: '1' }, CARD_MESSAGES.cvcIncomplete],
    [{ cvc: '12345' }, CARD_MESSAGES.cvcIncomplete],
  ])('%j -> %s', (change, message) => {
    expect(firstMessage({ ...card, ...change })).toBe(message);
  });
});
