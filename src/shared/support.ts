/** The support card: where supporters share (D9); the certificate itself is in certificate.ts. Free of zod: the home page imports it within its JavaScript budget. */
import { certificateIssuedAt, certificatePageUrl, CERTIFICATION_NAME, CLUB_NAME } from './certificate';

/** Viral shares: where the supporter shared, and whether it was the card's register step. */
export const SHARE_TYPES = ['twitter', 'linkedin', 'email'] as const;
export type ShareType = (typeof SHARE_TYPES)[number];
export const SHARE_ACTIONS = ['register', 'share'] as const;

/** Each share type in the spec's own words: the support card's buttons (part 1 section 2). */
export const SHARE_TYPE_LABELS: Record<ShareType, string> = {
  twitter: 'Share on Twitter',
  linkedin: 'Add LinkedIn Certificate',
  email: 'Share via Email',
};

/**
 * What a supporter did, in the card's words: the register step is its form's button, a share is
 * the share button pressed. A value an older version stored is shown as it is.
 */
export function supporterActionLabel(shareAction: string | null, shareType: string): string {
  if (shareAction === 'register') return 'Registered with “Show Support & Get Certificate”';
  const button = (SHARE_TYPE_LABELS as Record<string, string | undefined>)[shareType];
  return button ? `Pressed “${button}”` : `Shared (${shareType})`;
}

/** A link as a person reads it: host (no www.) and path, no query; the full address stays in href. */
export function shortLink(url: string): string {
  try {
    const { hostname, pathname } = new URL(url);
    return `${hostname.replace(/^www\./, '')}${pathname === '/' ? '' : pathname}`;
  } catch {
    return url.length > 60 ? `${url.slice(0, 57)}...` : url;
  }
}

const q = encodeURIComponent;

/** The professional network's add-certification link, issued in the month the number says. */
export function linkedinCertificationUrl(
  origin: string,
  firstName: string,
  certId: string,
  issued: Date = certificateIssuedAt(certId) ?? new Date(),
): string {
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
