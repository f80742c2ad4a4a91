/** The support card: where supporters share, and the certificate it hands out (D9). Free of zod: the home page imports it within its JavaScript budget. */

/** Viral shares: where the supporter shared, and whether it was the card's register step. */
export const SHARE_TYPES = ['twitter', 'linkedin', 'email'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];
export const SHARE_ACTIONS = ['register', 'share'] as const;

// The certificate the support card hands out (part 1 section 7, D9).
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

const q = encodeURIComponent;

/** {origin}/certificate?name=...&certId=BAC-... */
export function certificatePageUrl(origin: string, firstName: string, certId: string): string {
  return `${origin}/certificate?name=${q(firstName)}&certId=${q(certId)}`;
}

/** The professional network's add-certification link, issued this month. */
export function linkedinCertificationUrl(origin: string, firstName: string, certId: string, issued: Date = new Date()): string {
  return (
    'https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME' +
    `&name=${q(CERTIFICATION_NAME)}` +
    `&organizationName=${q(CLUB_NAME)}` +
    `&issueYear=${issued.getFullYear()}` +
    `&issueMonth=${issued.getMonth() + 1}` +
    `&certUrl=${q(certificatePageUrl(origin, firstName, certId))}` +
    `&certId=${q(certId)}`
  );
}
export const LINKEDIN_ADD_PREFIX = 'https://www.linkedin.com/profile/add?';

export function twitterShareUrl(origin: string): string {
  const text =
    'I have just declared my support for organic human thinking at The Brain Appreciation Club. ' +
    'My brain remains proudly unassisted. #OrganicThinking';
  return `https://twitter.com/intent/tweet?text=${q(text)}&url=${q(origin)}`;
}

export function emailShareUrl(origin: string, firstName: string): string {
  const subject = 'Join me in appreciating the human brain';
  const body =
    `Dear friend,\n\nI, ${firstName}, have pledged my support to The Brain Appreciation Club, a society ` +
    'devoted since 1847 to thinking for oneself. I recommend it without the help of any algorithm.\n\n' +
    `Have a look: ${origin}\n\nYours in organic thought,\n${firstName}`;
  return `mailto:?subject=${q(subject)}&body=${q(body)}`;
}
