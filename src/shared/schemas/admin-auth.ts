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

// --- Answers ---

/** The signed-in administrator (login and the admin check). */
export const adminIdentityOutput = z.object({ email: z.string() });

export const loggedOutOutput = z.object({ ok: z.literal(true), message: z.string() });
