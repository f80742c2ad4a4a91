/**
 * Fresh proof of identity (docs/decisions/036): changing how an account signs in (its password,
 * second factors, recovery codes) or ending its other sessions asks for the password and the
 * current second factor again, good for a few minutes. Zod-free: the panel reads the reason.
 */

/** How long a confirmation of identity lets the session make such changes. */
export const FRESH_PROOF_MINUTES = 10;

/** The machine-readable reason of the 403 that asks for proof (`data.reason` in tRPC, `reason` in /api). */
export const FRESH_PROOF_REQUIRED = 'fresh-proof-required';
