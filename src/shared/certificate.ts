/**
 * The certificate the support card hands out (D9): its names and ids. A module of its own, apart
 * from the card's share links (support.ts): the /certificate route's search check runs in the
 * entry bundle, and whatever this module holds lands in every page's initial JavaScript.
 */

export const CERTIFICATION_NAME = 'Certified Organic Thinking Advocate';
export const CLUB_NAME = 'The Brain Appreciation Club';
const CERTIFICATE_ID_PREFIX = 'BAC-';
const CERTIFICATE_ID = /^BAC-(\d{1,15})$/;

export const newCertificateId = (now: number = Date.now()) => `${CERTIFICATE_ID_PREFIX}${now}`;
export const isCertificateId = (value: unknown): value is string => typeof value === 'string' && CERTIFICATE_ID.test(value);
/** The moment a certificate id was issued (its timestamp), or null for a malformed id. */
export function certificateIssuedAt(certId: string): Date | null {
  const match = CERTIFICATE_ID.exec(certId);
  if (!match) return null;
  const date = new Date(Number(match[1]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** {origin}/certificate?name=...&certId=BAC-... */
export function certificatePageUrl(origin: string, firstName: string, certId: string): string {
  return `${origin}/certificate?name=${encodeURIComponent(firstName)}&certId=${encodeURIComponent(certId)}`;
}
