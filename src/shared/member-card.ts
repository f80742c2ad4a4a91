/**
 * The membership card's check (docs/decisions/055-member-receipts-renewal-card.md), zod-free: a
 * card's address is /member-card/<token>, the token being the member's number and a signature the
 * server makes with its secrets key, so anyone holding the card can have it checked and nobody can
 * make one up. The check shows only "valid member until DATE" or "not valid".
 */

/** The member's number, a dash, 22 characters of an HMAC-SHA256 (132 bits) in base64url. */
export const MEMBER_CARD_TOKEN = /^([1-9]\d{0,9})-([A-Za-z0-9_-]{22})$/;
export const MEMBER_CARD_SIGNATURE_LENGTH = 22;
export const MEMBER_CARD_TOKEN_MAX = 40;

/** The page a card's QR code opens. */
export const memberCardPath = (token: string) => `/member-card/${encodeURIComponent(token)}`;

/** The parts of a well-formed token, or null. */
export function memberCardParts(token: string): { memberId: number; signature: string } | null {
  const m = MEMBER_CARD_TOKEN.exec(token);
  return m ? { memberId: Number(m[1]), signature: m[2] } : null;
}
