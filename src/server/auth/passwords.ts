import { hash, verify } from '@node-rs/argon2';

// D19: argon2id (the library's default algorithm) with OWASP's minimum parameters.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the email is unknown, so both paths take the same time. */
let decoy: Promise<string> | null = null;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('not-a-real-password-for-timing'));
