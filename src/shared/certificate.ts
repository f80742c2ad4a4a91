/**
 * The certificate the support card hands out (D9): its names and its number. A module of its own,
 * apart from the card's share links (support.ts): the /certificate route's search check runs in the
 * entry bundle, and whatever this module holds lands in every page's initial JavaScript.
 *
 * A number is `BAC-` + the moment it was issued (ms) + `-` + a signature the server made over that
 * moment and the holder's name (docs/decisions/043): the date is read from the number, so the
 * certificate is the same on every visit, and only the server can tell whether it is genuine.
 */

export const CERTIFICATION_NAME = 'Certified Organic Thinking Advocate';
export const CLUB_NAME = 'The Brain Appreciation Club';
const CERTIFICATE_ID = /^BAC-(\d{1,15})-([A-Za-z0-9_-]{12})$/;
export const CERTIFICATE_ID_MAX = 32;
/** The signature's length in the number: 72 bits of an HMAC-SHA256. */
export const CERTIFICATE_SIGNATURE_LENGTH = 12;

export const isCertificateId = (value: unknown): value is string => typeof value === 'string' && CERTIFICATE_ID.test(value);

/** The moment and signature a number carries, or null for a malformed one. */
export function certificateParts(certId: string): { issuedAt: Date; signature: string } | null {
  const match = CERTIFICATE_ID.exec(certId);
  if (!match) return null;
  const issuedAt = new Date(Number(match[1]));
  return Number.isNaN(issuedAt.getTime()) ? null : { issuedAt, signature: match[2] };
}

/** The moment a certificate number was issued, or null for a malformed one. */
export const certificateIssuedAt = (certId: string): Date | null => certificateParts(certId)?.issuedAt ?? null;

/** The name as it is signed and compared: spaces collapsed, case ignored (a verifier types it from the paper). */
export const certificateNameKey = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** {origin}/certificate?name=...&certId=BAC-... */
export function certificatePageUrl(origin: string, firstName: string, certId: string): string {
  return `${origin}/certificate?name=${encodeURIComponent(firstName)}&certId=${encodeURIComponent(certId)}`;
}
