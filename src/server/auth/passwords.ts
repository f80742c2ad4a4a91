import { hash, verify } from '@node-rs/argon2';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ADMIN_PASSWORD_MIN } from '~/shared/schemas/admin-auth';

// D19: argon2id (the library's default algorithm) with OWASP's minimum parameters.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

let verifications = 0;

/**
 * How many password verifications this process has run: the metric the login throttle's promise
 * is measured by (docs/decisions/026; the throttle tests read it around a burst of attempts).
 */
export const passwordVerifications = (): number => verifications;

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  verifications += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the email is unknown, so both paths take the same time. */
let decoy: Promise<string> | null = null;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('not-a-real-password-for-timing'));

/** Loaded on first use: the lists are large (megabytes), and only a password change or reset needs them. */
let checker: Promise<ZxcvbnFactory> | null = null;
const loadChecker = async (): Promise<ZxcvbnFactory> => {
  const [core, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
  // Bundled (dist/server), these CommonJS packages arrive as a namespace whose only export may be
  // `default`: read each export there when it is not on the namespace itself.
  const { ZxcvbnFactory } = interop(core);
  const { dictionary, adjacencyGraphs } = interop(common);
  return new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
};

/** A dynamically imported CommonJS module's exports, whether or not the bundler put them under `default`. */
function interop<T extends object>(namespace: T & { default?: unknown }): T {
  return namespace.default && typeof namespace.default === 'object' ? { ...(namespace.default as T), ...namespace } : namespace;
}

/**
 * Why a new password is refused, or null when it will do (ASVS 6.2.1, 6.2.4, 6.2.11): at least 12
 * characters, and not guessable by zxcvbn (its lists of common passwords, names and words, with
 * keyboard patterns, dates and l33t substitutions) nor built from the account's own email.
 */
export async function passwordProblem(password: string, userInputs: string[] = []): Promise<string | null> {
  if (password.length < ADMIN_PASSWORD_MIN) return `The password must be at least ${ADMIN_PASSWORD_MIN} characters long.`;
  checker ??= loadChecker();
  const words = userInputs.flatMap((input) => input.toLowerCase().split(/[@.+_-]/)).filter((w) => w.length >= 3);
  const result = (await checker).check(password.slice(0, 256), [...userInputs, ...words, 'brain', 'appreciation', 'club']);
  if (result.score >= 3) return null;
  return 'This password is too easy to guess (it is common, or made of common words or patterns). Choose a longer passphrase of unusual words.';
}
