import { z } from 'zod';
import { LIMITS } from '../limits';

/** Part 2 section 5: the login form's rules. The password only has to be non-empty (D19). */
export const adminLoginInput = z.object({
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
    .pipe(z.email('Please enter a valid email address')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password must be at most 1,024 characters'),
});

/** D19: passwords for admin accounts (admin:create, ADMIN_PASSWORD). */
export const ADMIN_PASSWORD_MIN = 12;

/**
 * The staff invitation page's inputs (docs/decisions/027), beside the login's: the page is part of
 * the login's chunk and loads nothing more. The token: 32 random bytes, base64url.
 */
const invitationToken = z
  .string({ error: 'The invitation link is incomplete' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The invitation link is incomplete or mistyped');

export const invitationTokenInput = z.object({ token: invitationToken });

export const acceptInvitationInput = z.object({
  token: invitationToken,
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`),
  password: z
    .string({ error: 'Password is required' })
    .min(ADMIN_PASSWORD_MIN, `Password must be at least ${ADMIN_PASSWORD_MIN} characters`)
    .max(1024, 'Password must be at most 1,024 characters'),
});

// --- Answers ---

/** The signed-in administrator (login and the admin check). */
export const adminIdentityOutput = z.object({ email: z.string() });

export const loggedOutOutput = z.object({ ok: z.literal(true), message: z.string() });
