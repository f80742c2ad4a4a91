import { timingSafeEqual } from 'node:crypto';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { MEMBER_CARD_SIGNATURE_LENGTH, memberCardParts, memberCardPath } from '~/shared/member-card';
import { planFor } from '~/shared/plans';
import type { memberCardCheckOutput, memberCardOutput } from '~/shared/schemas/member-card';
import type { SecretBox } from '../auth/secret-box';
import type { DB } from '../db/database';
import { notFound } from '../errors';
import { type MemberRef, memberOf } from './member-renewal';
import { memberStatus } from './members';

/**
 * The membership card (docs/decisions/055-member-receipts-renewal-card.md). Its address carries
 * the member's number and an HMAC of that number and the moment they first joined, under a key
 * derived from the secrets key for this purpose only (as certificates, docs/decisions/043): the
 * server tells a card it made from a made-up or altered one without storing anything, and the check
 * reads the membership as it is now, so a lapsed, refunded or erased membership is "not valid" on
 * a card printed while it was valid.
 */

const PURPOSE = 'member-card';

type CardHolder = { id: number; firstJoinedAt: string };

const signatureOf = (secrets: SecretBox, member: CardHolder) =>
  secrets.mac(`${member.id}|${member.firstJoinedAt}`, PURPOSE).slice(0, MEMBER_CARD_SIGNATURE_LENGTH);

/** The card's token: the same on every visit, so a printed card keeps working while the membership stands. */
export const memberCardToken = (secrets: SecretBox, member: CardHolder) => `${member.id}-${signatureOf(secrets, member)}`;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const NOT_A_CARD = 'Not valid: this is not a membership card the Club issued, or its membership no longer exists';

/**
 * Anyone's check of a card: valid until the end of the period, or not valid. A token that is not
 * the Club's (made up, altered, or of a member since erased) is a 404: one answer for all three, so
 * trying numbers tells nobody who is a member.
 */
export async function verifyMemberCard(
  db: DB,
  secrets: SecretBox,
  token: string,
  now: Date,
): Promise<z.output<typeof memberCardCheckOutput>> {
  const parts = memberCardParts(token);
  if (!parts) throw notFound(NOT_A_CARD);
  const member = await db
    .selectFrom('members')
    .select(['id', 'firstJoinedAt', 'status', 'periodEnd'])
    .where('id', '=', parts.memberId)
    .executeTakeFirst();
  // The signature is computed either way, so a missing member takes as long as a wrong signature.
  const expected = signatureOf(secrets, member ?? { id: parts.memberId, firstJoinedAt: '' });
  if (!member || !sameText(expected, parts.signature)) throw notFound(NOT_A_CARD);
  const status = memberStatus(member.status, member.periodEnd, now);
  return status === 'active' || status === 'expiring' ? { valid: true, validUntil: member.periodEnd } : { valid: false, validUntil: null };
}

/** The member's own card: the name, tier and end date it prints, and the QR code of its check. */
export async function memberCard(
  db: DB,
  secrets: SecretBox,
  publicUrl: string,
  who: MemberRef,
  now: Date,
): Promise<z.output<typeof memberCardOutput>> {
  const member = await memberOf(db, who);
  const verifyUrl = `${publicUrl.replace(/\/$/, '')}${memberCardPath(memberCardToken(secrets, member))}`;
  const status = memberStatus(member.status, member.periodEnd, now);
  return {
    name: member.firstName ?? 'Member of the Club',
    planName: planFor(member.plan).name,
    validUntil: member.periodEnd,
    status,
    valid: status === 'active' || status === 'expiring',
    verifyUrl,
    // Drawn on the server, so the card prints (and shows without JavaScript) exactly as served.
    qrSvg: await QRCode.toString(verifyUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
  };
}
