import { z } from 'zod';
import { adminPasskeyLoginInput, adminPasskeyRegisterInput } from './admin-auth';
import { emailField } from './fields';

/**
 * A member's own door (docs/decisions/054-members-door.md): sign-in by a code or link sent by
 * letter, or a passkey; the page of their membership; their data.
 */

/** The address to send a sign-in code to (the answer is the same whether or not it holds a membership). */
export const accountRequestCodeInput = z.object({ email: emailField('Email') });

/** A 6-digit code from a letter: spaces and dashes a member types are ignored. */
const memberCodeField = z
  .string({ error: 'Please enter the code from your letter' })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'The code is the 6 digits in your letter'));

export const accountVerifyCodeInput = z.object({ email: emailField('Email'), code: memberCodeField });

/** The single-use link's token: 32 random bytes, base64url. */
export const accountLinkInput = z.object({
  token: z.string({ error: 'The link is incomplete' }).regex(/^[A-Za-z0-9_-]{43}$/, 'The link is incomplete or mistyped'),
});

export const accountPasskeyLoginInput = adminPasskeyLoginInput;
export const accountPasskeyRegisterInput = adminPasskeyRegisterInput;
export const accountPasskeyRemoveInput = z.object({ id: z.string().min(1).max(1400) });

/** A fresh code (before a download or erasure), or the code sent to a new address. */
export const accountCodeInput = z.object({ code: memberCodeField });

export const accountAddressInput = z.object({ newEmail: emailField('New address') });

/** Erasure is for good: the member types the word to say they mean it. */
export const accountEraseInput = z.object({
  confirm: z
    .string({ error: 'Type ERASE to confirm' })
    .trim()
    .refine((v) => v === 'ERASE', 'Type ERASE to confirm'),
});
