import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { AppConfig } from '../config';

/**
 * What staff's passkeys (admin-second-factor.ts) and members' (member-auth.ts) both ask of
 * SimpleWebAuthn. Each keeps its own table, challenges and user ids, so a passkey of one is never
 * the other's; only the checks against this site are the same.
 */

/** SimpleWebAuthn, loaded with the first passkey step rather than at start. */
export const webAuthn = () => import('@simplewebauthn/server');

/** This site as a WebAuthn relying party: PUBLIC_URL's host name and origin. */
export const relyingParty = (config: AppConfig) => {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
};

/** A stored passkey's transports (comma-separated; empty: unknown), as WebAuthn lists them. */
export const transportsOf = (stored: string) => (stored ? (stored.split(',') as ('internal' | 'usb')[]) : undefined);

/**
 * What a passkey's answer must match, registering or signing in: a challenge `spend` accepts (it
 * was issued for the purpose, and is spent on the way), this site's origin and relying party, and a
 * verified user.
 */
export function expectedBy(config: AppConfig, spend: (challenge: string) => Promise<boolean>) {
  const { rpID, origin } = relyingParty(config);
  return { expectedChallenge: spend, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true };
}

/** Verifies an assertion by a stored passkey against this site and a challenge `spend` accepts: its new counter, or null. */
export async function assertionCounter(
  config: AppConfig,
  passkey: { id: string; publicKey: string; counter: number; transports: string },
  response: AuthenticationResponseJSON,
  spend: (challenge: string) => Promise<boolean>,
): Promise<number | null> {
  const verification = await (
    await webAuthn()
  )
    .verifyAuthenticationResponse({
      response,
      ...expectedBy(config, spend),
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: Number(passkey.counter),
        transports: transportsOf(passkey.transports),
      },
    })
    .catch(() => null);
  return verification?.verified ? verification.authenticationInfo.newCounter : null;
}
