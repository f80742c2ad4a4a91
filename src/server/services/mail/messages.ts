import { PLANS, isMembershipType } from '~/shared/plans';
import { certificatePageUrl, CLUB_NAME } from '~/shared/certificate';
import type { Row } from '~/server/db/schema';
import type { RenderNote } from './render-notes';
import { BURGUNDY, GOLD, INK, PAPER, PARCHMENT } from './palette';

/**
 * The club's letters (docs/decisions/009-mail-outbox.md): British English, the club's voice, HTML
 * with a plain-text alternative, addressed by first name. Every value a visitor typed goes
 * through `esc` before it enters HTML, and through `oneLine` before it enters a header (the
 * transport encodes headers as well: two locks on one door).
 */

type MailKind =
  | 'membership-confirmation'
  | 'contact-acknowledgement'
  | 'volunteer-acknowledgement'
  | 'proposal-acknowledgement'
  | 'admin-notice'
  | 'staff-invitation'
  // Members (docs/decisions/028): src/server/services/mail/member-letters.ts.
  | 'renewal-reminder'
  | 'refund-notice'
  | 'password-reset'
  // Notices to a staff member about their own account (docs/decisions/036).
  | 'password-changed'
  | 'second-factor-changed'
  | 'new-device'
  // A member's own door (docs/decisions/054): src/server/services/mail/member-letters.ts.
  | 'member-sign-in'
  | 'member-no-membership'
  | 'member-code'
  | 'member-data'
  // The Club's Dispatch (docs/decisions/056): the double opt-in's letter, and a test of an issue to the staff member's own address.
  | 'dispatch-confirmation'
  | 'dispatch-test'
  // Events (docs/decisions/057): src/server/services/mail/event-letters.ts.
  | 'event-ticket'
  | 'event-reminder'
  | 'waitlist-offer'
  | 'event-lapsed-refund';

/** A message as the outbox stores it, before it is queued. */
export type OutgoingMail = {
  kind: MailKind;
  /** One message per record, kind and recipient ('payment:12:member'): a second enqueue does nothing. */
  dedupeKey: string;
  to: string;
  toName: string | null;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  /**
   * A link's single-use token (a reset or an invitation), kept out of `html` and `text`, which hold
   * LINK_TOKEN_PLACEHOLDER instead: stored encrypted until the letter is sent or the link expires
   * (docs/decisions/037).
   */
  linkToken?: { token: string; expiresAt: string };
  /** Files sent with the letter, stored with it in the outbox. */
  attachments?: MailAttachment[];
  /** What the worker still makes of the letter as it sends it: the ticket's QR code and calendar file (docs/decisions/063). */
  render?: RenderNote;
};

/** An attachment with text content (a calendar file): what the outbox stores as JSON and nodemailer sends. */
export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * What a stored letter shows in place of its link's token: the worker puts the token back as it
 * sends (docs/decisions/037). Only URL- and HTML-safe characters, so encodeURIComponent and `esc`
 * leave it as it is.
 */
export const LINK_TOKEN_PLACEHOLDER = '~link-token-withheld~';

/**
 * A member's one-time code, withheld the same way (docs/decisions/054): the sealed secret of such a
 * letter is `<6 digits>.<link token>` (the link token may be empty), put back by the worker as it sends.
 */
export const CODE_PLACEHOLDER = '~code-withheld~';

/** A letter's sealed secret as the worker reads it: a link token, or a member's code with one. */
export function letterSecretParts(secret: string): { link: string; code: string | null } {
  const match = /^(\d{6})\.([A-Za-z0-9_-]*)$/.exec(secret);
  return match ? { code: match[1], link: match[2] } : { link: secret, code: null };
}

/** Where a member finds their membership, receipts and letters: every member letter says so. */
export const accountLine = (settings: LetterSettings) =>
  `Your membership, receipts and letters are on your own page: ${settings.publicUrl}/account (sign in with this address; no password needed).`;

/** The letters that carry a link token, and how their link shows it (clear letters stored by earlier versions are found by it). */
export const LINK_TOKEN_LETTERS: Partial<Record<MailKind, RegExp>> = {
  'password-reset': /\/admin-login\?reset=([A-Za-z0-9_-]{16,})/,
  'staff-invitation': /\/admin-login#invitation=([A-Za-z0-9_-]{16,})/,
  'dispatch-confirmation': /\/dispatch\/confirm\?token=([A-Za-z0-9_-]{16,})/,
};

/** What a letter needs to know about the site. */
export type LetterSettings = { publicUrl: string; adminTo: string | null };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML content and attribute values. */
export const esc = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** Line breaks and other separators become single spaces: a header value is one line. */
export const oneLine = (value: string) =>
  value
    .replace(/[\r\n\t\u0085\u2028\u2029]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();

/** 'Ada' from 'Ada Lovelace'; null for nothing usable. */
export const firstNameOf = (name: string | null | undefined): string | null => oneLine(name ?? '').split(' ')[0] || null;

/** Made at the first letter: making it loads the time zone data, which every start paid for (docs/decisions/059). */
let londonDate: Intl.DateTimeFormat | null = null;
/** '3 March 2025', as the club in London dates its letters. */
export const letterDate = (value: string | Date) =>
  (londonDate ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })).format(
    value instanceof Date ? value : new Date(value),
  );

/** '£47.00' from 4700 pence (or the currency's own symbol for another currency). */
export function formatMoney(minor: number, currency = 'gbp'): string {
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** The receipt number printed on a membership confirmation: BAC-R-000042 for payment 42. */
export const receiptNumber = (paymentId: number) => `BAC-R-${String(paymentId).padStart(6, '0')}`;

/**
 * The reference an acknowledgement carries instead of the visitor's words (docs/decisions/029, no mail
 * relay): BAC-C-000042 for contact form 42, BAC-V- for volunteers, BAC-P- for proposals. The
 * visitor quotes it when writing again; the Secretary finds the record by it.
 */
export const formReference = (kind: 'contact' | 'volunteer' | 'proposal', id: number) =>
  `BAC-${kind === 'contact' ? 'C' : kind === 'volunteer' ? 'V' : 'P'}-${String(id).padStart(6, '0')}`;

/**
 * Acknowledgements say only the club's own words: no name, no subject, no message of the visitor's
 * (docs/decisions/029). Anyone can type any address into a form, so a letter that restated what was typed
 * would let the site mail arbitrary text, under the club's name, to anyone. What was sent stays in
 * the panel; the club's own notice (to MAIL_ADMIN_TO) carries it.
 */
const FIXED_GREETING = 'Dear Friend of the Club,';
const NOT_YOU =
  'If you did not write to us, someone has typed your address into one of our forms: you need do nothing, and you will hear no more about it.';

// --- Layout -------------------------------------------------------------------------------

/** A labelled value; lists print one item a line, and empty values are left out. */
export type Detail = [label: string, value: string | readonly string[] | null | undefined];

export type Letter = {
  greeting: string;
  /** Plain sentences (escaped here). */
  paragraphs: string[];
  detailsTitle?: string;
  details?: Detail[];
  link?: { label: string; url: string };
  /** A picture after the details (a ticket's QR code, as a data: URL). */
  image?: { src: string; alt: string };
  after?: string[];
  signature: string[];
};

const present = (details: Detail[] = []) =>
  details
    .map(([label, value]) => [label, Array.isArray(value) ? value.filter(Boolean) : value] as const)
    .filter((d): d is readonly [string, string | string[]] => (Array.isArray(d[1]) ? d[1].length > 0 : Boolean(d[1])));

/** Visitor text in HTML: escaped, its line breaks kept. */
const htmlText = (value: string) => esc(value).replace(/\r\n|\r|\n/g, '<br>');

function renderHtml(letter: Letter, subject: string): string {
  const details = present(letter.details);
  const rows = details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 16px 6px 0;color:${BURGUNDY};font-weight:bold;white-space:nowrap;width:1%">${esc(label)}</th>` +
        `<td style="padding:6px 0;vertical-align:top">${Array.isArray(value) ? value.map(htmlText).join('<br>') : htmlText(value)}</td></tr>`,
    )
    .join('');
  const para = (text: string) => `<p style="margin:0 0 14px">${htmlText(text)}</p>`;
  return [
    '<!doctype html>',
    `<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${PARCHMENT};color:${INK};font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:1.55">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px 12px">`,
    `<div style="background:${PAPER};border:3px double ${GOLD};padding:28px 24px">`,
    `<p style="margin:0;text-align:center;font-size:13px;letter-spacing:4px;text-transform:uppercase;color:${BURGUNDY};font-weight:bold">${esc(CLUB_NAME)}</p>`,
    `<p style="margin:4px 0 20px;text-align:center;font-style:italic;color:#6b5a45;font-size:14px">Established 1847 &middot; Organic Thought Only</p>`,
    `<p style="margin:0 0 14px">${htmlText(letter.greeting)}</p>`,
    ...letter.paragraphs.map(para),
    details.length > 0
      ? (letter.detailsTitle ? `<p style="margin:18px 0 6px;font-weight:bold;color:${BURGUNDY}">${esc(letter.detailsTitle)}</p>` : '') +
        `<table role="presentation" style="border-collapse:collapse;border-top:1px solid ${GOLD};border-bottom:1px solid ${GOLD};margin:0 0 18px;width:100%">${rows}</table>`
      : '',
    letter.image
      ? `<p style="margin:18px 0;text-align:center"><img src="${esc(letter.image.src)}" alt="${esc(letter.image.alt)}" width="200" height="200"></p>`
      : '',
    letter.link
      ? `<p style="margin:18px 0;text-align:center"><a href="${esc(letter.link.url)}" style="display:inline-block;background:${BURGUNDY};color:#fbf6ea;padding:10px 18px;text-decoration:none;font-weight:bold">${esc(letter.link.label)}</a></p>`
      : '',
    ...(letter.after ?? []).map(para),
    `<p style="margin:20px 0 0">${letter.signature.map(htmlText).join('<br>')}</p>`,
    `</div>`,
    `<p style="margin:14px 0 0;text-align:center;font-size:13px;color:#6b5a45">${esc(CLUB_NAME)} &middot; Society hours Tue&ndash;Sat 10:00&ndash;18:00</p>`,
    `</div></body></html>`,
  ].join('\n');
}

function renderText(letter: Letter): string {
  const details = present(letter.details);
  const width = Math.max(0, ...details.map(([label]) => label.length));
  const lines = [letter.greeting, '', ...letter.paragraphs.flatMap((p) => [p, ''])];
  if (details.length > 0) {
    if (letter.detailsTitle) lines.push(letter.detailsTitle, '');
    for (const [label, value] of details) {
      const items = (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(/\r\n|\r|\n/));
      lines.push(`${`${label}:`.padEnd(width + 2)}${items[0]}`, ...items.slice(1).map((v) => `${' '.repeat(width + 2)}${v}`));
    }
    lines.push('');
  }
  if (letter.link) lines.push(`${letter.link.label}: ${letter.link.url}`, '');
  for (const p of letter.after ?? []) lines.push(p, '');
  lines.push(...letter.signature, '', `-- ${CLUB_NAME} · Established 1847 · Organic Thought Only`);
  return `${lines.join('\n')}\n`;
}

export function mail(
  kind: MailKind,
  dedupeKey: string,
  to: { address: string; name: string | null; replyTo?: string | null },
  subject: string,
  letter: Letter,
): OutgoingMail {
  const cleanSubject = oneLine(subject).slice(0, 300);
  return {
    kind,
    dedupeKey,
    to: to.address,
    toName: to.name ? oneLine(to.name).slice(0, 100) : null,
    replyTo: to.replyTo ?? null,
    subject: cleanSubject,
    html: renderHtml(letter, cleanSubject),
    text: renderText(letter),
  };
}

const SECRETARY = ['Yours in organic thought,', 'Cornelius Whitlock', 'Honorary Secretary, The Brain Appreciation Club'];
/** The Secretary's signature, for letters written elsewhere (the events' letters). */
export const SECRETARY_SIGNATURE = SECRETARY;
export const PRESIDENT = ['Yours in organic thought,', 'Philippa Ashcombe', 'President, The Brain Appreciation Club'];
const KEEPER = ['— The Club’s own post office'];
export const dear = (firstName: string | null) => `Dear ${firstName ?? 'Friend of the Club'},`;
const adminLink = (settings: LetterSettings, tab: string) => ({
  label: 'Open the administration panel',
  url: `${settings.publicUrl}/admin?tab=${tab}`,
});

/** A notice to the club's own address (MAIL_ADMIN_TO), when one is set. */
export function adminNotice(
  settings: LetterSettings,
  dedupeKey: string,
  subject: string,
  intro: string,
  details: Detail[],
  tab: string,
  replyTo: string | null,
): OutgoingMail[] {
  if (!settings.adminTo) return [];
  return [
    mail('admin-notice', dedupeKey, { address: settings.adminTo, name: null, replyTo }, subject, {
      greeting: 'To the Keeper of the Club’s correspondence,',
      paragraphs: [intro],
      details,
      link: adminLink(settings, tab),
      signature: KEEPER,
    }),
  ];
}

// --- The letters --------------------------------------------------------------------------

type RecordedPayment = {
  id: number;
  email: string | null;
  firstName: string | null;
  membershipType: string;
  amount: number;
  currency: string;
  createdAt: string;
  stripePaymentIntentId: string;
  provider: 'stripe' | 'demo';
  /** The membership this payment made or extended (docs/decisions/028), when there is a member. */
  period?: { start: string; end: string } | null;
};

/** (a) The membership confirmation /payment-success promises, and (e) the club's notice of it. */
export function paymentMails(settings: LetterSettings, payment: RecordedPayment): OutgoingMail[] {
  const plan = isMembershipType(payment.membershipType) ? PLANS[payment.membershipType] : null;
  const planName = plan?.name ?? payment.membershipType;
  const amount = formatMoney(payment.amount, payment.currency);
  const receipt = receiptNumber(payment.id);
  const date = letterDate(payment.createdAt);
  const firstName = firstNameOf(payment.firstName);
  const certificate = certificatePageUrl(
    settings.publicUrl,
    firstName ?? 'A Distinguished Organic Thinker',
    `BAC-${Date.parse(payment.createdAt)}`,
  );
  const details: Detail[] = [
    ['Receipt number', receipt],
    ['Membership', `${planName}, one year`],
    ['Amount paid', amount],
    ['Date', date],
    ['Payment reference', payment.stripePaymentIntentId],
    ['Member from', payment.period ? letterDate(payment.period.start) : null],
    ['Member until', payment.period ? letterDate(payment.period.end) : null],
  ];
  const out: OutgoingMail[] = [];
  if (payment.email) {
    out.push(
      mail(
        'membership-confirmation',
        `payment:${payment.id}:member`,
        { address: payment.email, name: firstName },
        `Welcome to the Club: your ${planName} membership (receipt ${receipt})`,
        {
          greeting: dear(firstName),
          paragraphs: [
            `Your payment has been received and duly entered in the Club’s ledger. You are now, officially and for one year, a ${planName} of ${CLUB_NAME}.`,
            'Please keep this letter as your receipt.',
          ],
          detailsTitle: 'Your receipt',
          details,
          link: { label: 'Your certificate of membership', url: certificate },
          after: [
            ...(payment.provider === 'demo'
              ? ['This was a demonstration payment: no money was taken, though the welcome is entirely sincere.']
              : []),
            'The exhibitions, the archives and the members’ reading room are open to you. A personal welcome from the Board of Governors will follow, penned by hand, as is only proper.',
            accountLine(settings),
          ],
          signature: PRESIDENT,
        },
      ),
    );
  }
  out.push(
    ...adminNotice(
      settings,
      `payment:${payment.id}:admin`,
      `New membership payment: ${planName}, ${amount}, from ${firstName ?? 'an unnamed member'}`,
      `A membership payment has been recorded${payment.provider === 'demo' ? ' (demo mode: no money was taken)' : ''}.`,
      [['Name', payment.firstName], ['Email', payment.email], ...details],
      'payments',
      payment.email,
    ),
  );
  return out;
}

/**
 * A public form's two letters: its acknowledgement to the address given, in fixed words with the
 * form's reference (b, c, d), and the club's notice with the reference and everything sent (e).
 */
function acknowledgedForm(
  settings: LetterSettings,
  form: { kind: 'contact' | 'volunteer' | 'proposal'; id: number; email: string; tab: string },
  acknowledgement: { subject: (reference: string) => string; paragraphs: string[] },
  notice: { subject: string; intro: string; details: Detail[] },
): OutgoingMail[] {
  const reference = formReference(form.kind, form.id);
  return [
    mail(
      `${form.kind}-acknowledgement`,
      `${form.kind}:${form.id}:applicant`,
      { address: form.email, name: null },
      acknowledgement.subject(reference),
      {
        greeting: FIXED_GREETING,
        paragraphs: acknowledgement.paragraphs,
        details: [['Reference', reference]],
        after: [NOT_YOU],
        signature: SECRETARY,
      },
    ),
    ...adminNotice(
      settings,
      `${form.kind}:${form.id}:admin`,
      notice.subject,
      notice.intro,
      [['Reference', reference], ...notice.details],
      form.tab,
      form.email,
    ),
  ];
}

type ContactApplication = { id: number; firstName: string; email: string; subject: string; message: string; membershipType: string };

/** (b) The acknowledgement of a contact / fellowship application (fixed words and a reference), and (e) the club's notice. */
export function contactMails(settings: LetterSettings, application: ContactApplication): OutgoingMail[] {
  return acknowledgedForm(
    settings,
    { kind: 'contact', id: application.id, email: application.email, tab: 'contact' },
    {
      subject: (reference) => `Your letter to The Brain Appreciation Club has arrived (reference ${reference})`,
      paragraphs: [
        'Thank you for writing to the Club. Your letter has reached the Secretary’s desk, where it will be read by a human being, without the assistance of any machine.',
        'A Fellow will reply within 48 hours. Should you write again in the meantime, please quote the reference below.',
      ],
    },
    {
      subject: `New fellowship application from ${application.firstName}: ${application.subject}`,
      intro: 'A new contact or fellowship application has arrived through the home page.',
      details: [
        ['Given name', application.firstName],
        ['Email', application.email],
        ['Subject', application.subject],
        ['Membership of interest', application.membershipType],
        ['Your message', application.message],
      ],
    },
  );
}

/** A stored volunteer application, its experiments read back as a list. */
type VolunteerApplication = Omit<Row<'volunteer_applications'>, 'createdAt' | 'experiments'> & { experiments: string[] };

/** (c) The acknowledgement of a volunteer application (fixed words and a reference), and (e) the club's notice. */
export function volunteerMails(settings: LetterSettings, application: VolunteerApplication): OutgoingMail[] {
  return acknowledgedForm(
    settings,
    { kind: 'volunteer', id: application.id, email: application.email, tab: 'volunteers' },
    {
      subject: (reference) => `Your offer to volunteer for the Club’s research (reference ${reference})`,
      paragraphs: [
        'Thank you for offering your mind, entirely unassisted, to the Club’s research. Volunteers of your calibre are rarer than an original thought in a quarterly strategy deck.',
        'We shall contact you within 48 hours to discuss your participation in our research. Please quote the reference below in any letter about it.',
      ],
    },
    {
      subject: `New volunteer application from ${application.name}`,
      intro: 'A new volunteer has offered to take part in the Club’s research.',
      details: [
        ['Email', application.email],
        ['Name', application.name],
        ['Phone', application.phone],
        ['Age', application.age],
        ['Background', application.background],
        ['Interests', application.interests],
        ['Availability', application.availability],
        ['Experience', application.experience],
        ['Motivation', application.motivation],
        ['Experiments', application.experiments],
      ],
    },
  );
}

type ResearchProposal = Omit<Row<'research_proposals'>, 'createdAt'>;

/** (d) The acknowledgement of a research proposal (fixed words and a reference), and (e) the club's notice. */
export function proposalMails(settings: LetterSettings, proposal: ResearchProposal): OutgoingMail[] {
  return acknowledgedForm(
    settings,
    { kind: 'proposal', id: proposal.id, email: proposal.email, tab: 'proposals' },
    {
      subject: (reference) => `Your research proposal has been received (reference ${reference})`,
      paragraphs: [
        'Your research proposal has been received and placed, with some ceremony, before the Research Committee.',
        'Your proposal will be reviewed by our Research Committee within 5-7 business days. Please quote the reference below in any letter about it.',
      ],
    },
    {
      subject: `New research proposal: ${proposal.title}`,
      intro: 'A new research proposal has been submitted for the Research Committee.',
      details: [
        ['Email', proposal.email],
        ['Title', proposal.title],
        ['Principal investigator', proposal.name],
        ['Affiliation', proposal.affiliation],
        ['Category', proposal.category],
        ['Description', proposal.description],
        ['Objectives', proposal.objectives],
        ['Methodology', proposal.methodology],
        ['Duration', proposal.duration],
        ['Participants', proposal.participants],
        ['Resources', proposal.resources],
        ['Ethics', proposal.ethics],
        ['Significance', proposal.significance],
        ['Collaboration', proposal.collaboration],
      ],
    },
  );
}

// --- Staff and moderation (docs/decisions/027) ---------------------------------------------------

/**
 * An Owner's invitation to join the staff: the single-use link carries the token in its fragment, so
 * no server log sees it; the stored letter holds the placeholder (docs/decisions/037).
 */
export function staffInvitationMail(
  settings: LetterSettings,
  invitation: { id: number; email: string; roleLabel: string; invitedBy: string; token: string; expiresAt: string },
): OutgoingMail {
  const url = `${settings.publicUrl}/admin-login#invitation=${LINK_TOKEN_PLACEHOLDER}`;
  const letter = mail(
    'staff-invitation',
    `staff-invitation:${invitation.id}`,
    { address: invitation.email, name: null },
    `You are invited to the Fellowship Administration as ${invitation.roleLabel}`,
    {
      greeting: 'Dear Friend of the Club,',
      paragraphs: [
        `${invitation.invitedBy} invites you to join the staff of ${CLUB_NAME} as ${invitation.roleLabel}.`,
        'Follow the link below to choose your name and password. The link works once.',
      ],
      details: [
        ['Role', invitation.roleLabel],
        ['Valid until', `${letterDate(invitation.expiresAt)} (${new Date(invitation.expiresAt).toISOString().slice(11, 16)} UTC)`],
      ],
      link: { label: 'Accept the invitation', url },
      after: ['If you did not expect this letter, you may ignore it: nothing happens until the link is used.'],
      signature: SECRETARY,
    },
  );
  return { ...letter, linkToken: { token: invitation.token, expiresAt: invitation.expiresAt } };
}

/**
 * The committee's notice that comments wait for moderation (MAIL_ADMIN_TO). `hour` names the clock
 * hour it belongs to: one notice an hour at most (the outbox's dedupe key holds it).
 */
export function commentsWaitingMail(settings: LetterSettings, waiting: { count: number; hour: string }): OutgoingMail[] {
  const plural = waiting.count === 1 ? 'comment waits' : 'comments wait';
  return adminNotice(
    settings,
    `comments-waiting:${waiting.hour}`,
    `${waiting.count} ${plural} for moderation`,
    `${waiting.count} ${plural} for a Fellow's approval. This notice is sent at most once an hour.`,
    [['Waiting', String(waiting.count)]],
    'comments',
    null,
  );
}

/** A staff member's password reset link (docs/decisions/026): single-use, 15 minutes (until `expiresAt`). */
export function passwordResetMail(settings: LetterSettings, to: string, token: string, tokenId: string, expiresAt: string): OutgoingMail {
  const letter = mail('password-reset', `password-reset:${tokenId}`, { address: to, name: null }, 'Your link to choose a new password', {
    greeting: 'Dear Officer of the Club,',
    paragraphs: [
      'Someone (we trust it was you) asked to choose a new password for the Club’s administration. The link below works once, for 15 minutes.',
      'If you did not ask, ignore this letter: your password stays as it is.',
    ],
    link: { label: 'Choose a new password', url: `${settings.publicUrl}/admin-login?reset=${LINK_TOKEN_PLACEHOLDER}` },
    signature: KEEPER,
  });
  return { ...letter, linkToken: { token, expiresAt } };
}

// --- Notices about a staff member's own account (docs/decisions/036) -----------------------------

/** Where and when a change was made, as a notice tells it: the address and browser as the server saw them. */
export type NoticeFacts = {
  /** A unique reference for the outbox's dedupe key (one notice per event). */
  ref: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
};

const noticeTime = (at: Date) => `${letterDate(at)}, ${at.toISOString().slice(11, 16)} UTC`;
const noticeDetails = (facts: NoticeFacts): Detail[] => [
  ['When', noticeTime(facts.at)],
  ['From the address', facts.ip],
  ['Browser', facts.userAgent],
];
const NOT_YOU_STAFF =
  'If this was not you, someone else may have your password or your session: choose a new password at once (the sign-in page offers a link by email) and tell an Owner of the Club.';
const signInLink = (settings: LetterSettings) => ({ label: 'Open the sign-in page', url: `${settings.publicUrl}/admin-login` });

/** How a password came to change. */
export type PasswordChange = 'changed' | 'reset' | 'console';

/**
 * The account's password changed: from the Security page, through an emailed link, or at the
 * server's console (`admin:create`), which also removed the second factors it names.
 */
export function passwordChangedMail(
  settings: LetterSettings,
  to: string,
  how: PasswordChange,
  facts: NoticeFacts,
  removedFactors: string[] = [],
): OutgoingMail {
  const paragraphs =
    how === 'console'
      ? [
          `The password of your staff account (${to}) was reset at the server's console (admin:create). Every session and every remembered browser was signed out.`,
          ...(removedFactors.length > 0
            ? [
                'The account’s second factors were removed with it: sign in with the new password, then set up your authenticator app or passkey again.',
              ]
            : []),
        ]
      : how === 'reset'
        ? [
            `The password of your staff account (${to}) was changed through an emailed reset link. Every session and every remembered browser was signed out; your second factors stay, and the next sign-in asks for one.`,
          ]
        : [`The password of your staff account (${to}) was changed from its Security page. Your other sessions were signed out.`];
  return mail('password-changed', `password-changed:${facts.ref}`, { address: to, name: null }, 'Your password was changed', {
    greeting: 'Dear Officer of the Club,',
    paragraphs,
    details: [...noticeDetails(facts), ['Second factors removed', removedFactors]],
    link: signInLink(settings),
    after: [NOT_YOU_STAFF],
    signature: KEEPER,
  });
}

/** A second factor was added or removed, or the recovery codes renewed. */
export function secondFactorChangedMail(
  settings: LetterSettings,
  to: string,
  change: { action: 'added' | 'removed' | 'renewed'; factor: string },
  facts: NoticeFacts,
): OutgoingMail {
  const subject =
    change.action === 'renewed'
      ? 'New recovery codes were made for your account'
      : `A second factor was ${change.action === 'added' ? 'added to' : 'removed from'} your account`;
  const sentence =
    change.action === 'renewed'
      ? `New recovery codes were made for your staff account (${to}); the old ones no longer work.`
      : `${change.factor} was ${change.action === 'added' ? 'added to' : 'removed from'} the second factors of your staff account (${to}).`;
  return mail('second-factor-changed', `second-factor-changed:${facts.ref}`, { address: to, name: null }, subject, {
    greeting: 'Dear Officer of the Club,',
    paragraphs: [sentence],
    details: noticeDetails(facts),
    link: signInLink(settings),
    after: [NOT_YOU_STAFF],
    signature: KEEPER,
  });
}

/** A browser the account had not signed in from before completed a sign-in. */
export function newDeviceMail(settings: LetterSettings, to: string, facts: NoticeFacts): OutgoingMail {
  return mail('new-device', `new-device:${facts.ref}`, { address: to, name: null }, 'A new sign-in to your staff account', {
    greeting: 'Dear Officer of the Club,',
    paragraphs: [`Your staff account (${to}) was signed in to from a browser it had not been used from before.`],
    details: noticeDetails(facts),
    link: signInLink(settings),
    after: [NOT_YOU_STAFF],
    signature: KEEPER,
  });
}
