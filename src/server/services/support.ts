import type { z } from 'zod';
import { isBot } from '~/shared/schemas/fields';
import type { supporterOutput, supporterInput, supporterRecordedOutput } from '~/shared/schemas/support';
import type { DB } from '../db/database';
import { deleteById, newestFirstMatching, newestFirstPage } from '../db/crud';
import type { Page } from '../db/pagination';
import type { Row } from '../db/schema';
import { fromFlag, toFlag } from '../db/columns';
import { normaliseEmail } from '~/shared/schemas/fields';
import { linkedinCertificationUrl } from '~/shared/support';
import type { SecretBox } from '../auth/secret-box';
import { issueCertificate } from './certificate';
import { type ClubEvents, noEvents, shareTypeLabel } from './club-events';

/** What issuing a certificate needs: the key that signs its number, the site's origin for its link. */
export type CertificateIssuer = { secrets: SecretBox; origin: string };

/**
 * Records a supporter's register step or share (the admin panel lists them). The register step
 * (certificate claimed) is issued its certificate here, signed by the server (docs/decisions/043):
 * its number and LinkedIn link are the server's, whatever the client sent.
 */
export async function recordSupporter(
  db: DB,
  input: z.output<typeof supporterInput>,
  events: ClubEvents = noEvents,
  issuer?: CertificateIssuer,
): Promise<z.output<typeof supporterRecordedOutput>> {
  const certificate =
    issuer && input.shareAction === 'register' && input.certificationClaimed
      ? { ...issueCertificate(issuer.secrets, input.firstName), origin: issuer.origin }
      : null;
  const linkedinUrl = certificate
    ? linkedinCertificationUrl(certificate.origin, input.firstName, certificate.certId, certificate.issuedAt)
    : input.linkedinUrl;
  const answer = {
    shareType: input.shareType,
    certificationClaimed: input.certificationClaimed,
    message: 'Support registered',
    ...(certificate && { certId: certificate.certId }),
  };
  // A bot is answered as a person would be (a certificate signs nothing stored), and nothing is kept.
  if (isBot(input)) return { id: null, ...answer };
  const row = await db
    .insertInto('viral_shares')
    .values({
      email: normaliseEmail(input.email),
      firstName: input.firstName,
      shareType: input.shareType,
      certificationClaimed: toFlag(input.certificationClaimed),
      shareAction: input.shareAction,
      linkedinUrl: linkedinUrl ?? null,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  events({ kind: 'signup', shareType: shareTypeLabel(input.shareType) });
  return { id: row.id, ...answer };
}

type AdminSupporter = z.output<typeof supporterOutput>;

/** Brain Supporters (viral_shares), with shareAction and linkedinUrl as the admin screen reads them. */
export async function listSupporters(db: DB): Promise<AdminSupporter[]> {
  const rows = await db.selectFrom('viral_shares').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map(toSupporter);
}

const toSupporter = (row: Row<'viral_shares'>): AdminSupporter => ({ ...row, certificationClaimed: fromFlag(row.certificationClaimed) });
const supporterSearch = ['firstName', 'email', 'shareType', 'shareAction', 'linkedinUrl'] as const;

/** A page of the supporters (docs/decisions/015), newest first, searched on name, email, share type and action, LinkedIn URL. */
export async function listSupportersPage(db: DB, query: { page?: number; q?: string }): Promise<Page<AdminSupporter>> {
  const page = await newestFirstPage(db, 'viral_shares', supporterSearch, query);
  return { ...page, items: page.items.map(toSupporter) };
}

/** Every supporter matching a search, newest first: the CSV export. */
export async function listSupportersMatching(db: DB, q?: string): Promise<AdminSupporter[]> {
  return (await newestFirstMatching(db, 'viral_shares', supporterSearch, q)).map(toSupporter);
}

export async function deleteSupporter(db: DB, id: number) {
  await deleteById(db, 'viral_shares', id, 'Supporter not found');
  return { id, deleted: true as const, message: 'Supporter deleted' };
}
