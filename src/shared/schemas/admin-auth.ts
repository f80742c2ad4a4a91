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
  // A TOTP or recovery code sent with the password: how the owner signs in while others' failures
  // have locked the email (docs/decisions/026).
  code: z.string().trim().max(32, 'Code must be at most 32 characters').optional(),
});

const secondFactorCode = z
  .string({ error: 'Please enter the code' })
  .trim()
  .min(6, 'Please enter the 6-digit code or a recovery code')
  .max(32, 'Code must be at most 32 characters');

/** The second step of a sign-in, or the first code that confirms an authenticator app. */
export const adminCodeInput = z.object({ code: secondFactorCode });

const newPassword = z
  .string({ error: 'Please choose a new password' })
  .min(12, 'The password must be at least 12 characters long.')
  .max(1024, 'Password must be at most 1,024 characters');

export const adminPasswordResetRequestInput = adminLoginInput.pick({ email: true });
export const adminPasswordResetInput = z.object({
  token: z.string({ error: 'The link is incomplete' }).min(20, 'The link is incomplete').max(100, 'The link is not valid'),
  password: newPassword,
});
export const adminPasswordChangeInput = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1024),
  newPassword,
});

const base64url = z
  .string()
  .max(8000)
  .regex(/^[A-Za-z0-9_-]*$/, 'Not a WebAuthn answer');
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
type Transport = (typeof TRANSPORTS)[number];
const isTransport = (value: string): value is Transport => (TRANSPORTS as readonly string[]).includes(value);
// Browsers name transports as strings; the ones the server knows are kept, others dropped.
const transports = z
  .array(z.string().max(20))
  .max(10)
  .transform((list) => list.filter(isTransport));
const webauthnCommon = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['cross-platform', 'platform']).optional(),
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }),
};

/** What @simplewebauthn/browser's startAuthentication answers (AuthenticationResponseJSON). */
export const adminPasskeyLoginInput = z.object({
  response: z.object({
    ...webauthnCommon,
    response: z.object({
      clientDataJSON: base64url,
      authenticatorData: base64url,
      signature: base64url,
      userHandle: base64url.optional(),
    }),
  }),
});

/**
 * Fresh proof (docs/decisions/036): the password, and the second factor when the account has one, a
 * TOTP or recovery code or an assertion by one of its passkeys (for `admin.security.confirmIdentityOptions`' challenge).
 */
export const adminConfirmIdentityInput = z.object({
  password: adminLoginInput.shape.password,
  code: z.string().trim().max(32, 'Code must be at most 32 characters').optional(),
  passkey: adminPasskeyLoginInput.shape.response.optional(),
});

/** What @simplewebauthn/browser's startRegistration answers (RegistrationResponseJSON), with a name for the passkey. */
export const adminPasskeyRegisterInput = z.object({
  name: z
    .string({ error: 'Please name the passkey' })
    .trim()
    .min(1, 'Please name the passkey')
    .max(100, 'Name must be at most 100 characters'),
  response: z.object({
    ...webauthnCommon,
    response: z.object({
      clientDataJSON: base64url,
      attestationObject: base64url,
      authenticatorData: base64url.optional(),
      transports: transports.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url.optional(),
    }),
  }),
});

export const adminPasskeyRemoveInput = z.object({ id: base64url.min(1) });

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

/**
 * The signed-in administrator (login and the admin check). `secondFactor` says what a sign-in that
 * has passed the password only must do next: verify a second factor, or set one up.
 */
export const adminIdentityOutput = z.object({ email: z.string(), secondFactor: z.enum(['verify', 'enrol']).optional() });

export const loggedOutOutput = z.object({ ok: z.literal(true), message: z.string() });
