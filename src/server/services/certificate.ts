import type { z } from 'zod';
import { CERTIFICATE_SIGNATURE_LENGTH, certificateNameKey, certificateParts, CERTIFICATION_NAME } from '~/shared/certificate';
import type { certificateCheckInput, certificateCheckOutput } from '~/shared/schemas/certificate';
import type { SecretBox } from '../auth/secret-box';
import { timingSafeEqual } from 'node:crypto';
import { notFound } from '../errors';

/** What the signature is for: a certificate number signs nothing else (docs/decisions/043). */
const PURPOSE = 'certificate';

const signature = (secrets: SecretBox, issuedAtMs: number, name: string) =>
  secrets.mac(`${issuedAtMs}|${certificateNameKey(name)}`, PURPOSE).slice(0, CERTIFICATE_SIGNATURE_LENGTH);

/**
 * A certificate number for `name`, earned at `now`: `BAC-` + the moment + a signature of the moment
 * and the name, so the same link shows the same number and date on every visit and the server can
 * tell it from a forgery without keeping a record.
 */
export function issueCertificate(secrets: SecretBox, name: string, now: Date = new Date()): { certId: string; issuedAt: Date } {
  const ms = now.getTime();
  return { certId: `BAC-${ms}-${signature(secrets, ms, name)}`, issuedAt: now };
}

const NOT_GENUINE =
  'This certificate is not genuine: the Club issued no certificate with this number to this name. Check the number and the name exactly as printed.';

/** A genuine certificate's facts, or a 404 saying plainly that it is not genuine (a forged number, or a genuine one with another name). */
export function verifyCertificate(
  secrets: SecretBox,
  input: z.output<typeof certificateCheckInput>,
): z.output<typeof certificateCheckOutput> {
  const parts = certificateParts(input.certId);
  if (!parts) throw notFound(NOT_GENUINE);
  const expected = Buffer.from(signature(secrets, parts.issuedAt.getTime(), input.name));
  const given = Buffer.from(parts.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw notFound(NOT_GENUINE);
  return {
    genuine: true,
    certId: input.certId,
    name: input.name,
    certification: CERTIFICATION_NAME,
    issuedAt: parts.issuedAt.toISOString(),
  };
}
