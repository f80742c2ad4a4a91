import { isMembershipType, PLANS, planFor } from '~/shared/plans';
import { renewalPath } from '~/shared/members';
import {
  accountLine,
  CODE_PLACEHOLDER,
  type Detail,
  dear,
  firstNameOf,
  formatMoney,
  type LetterSettings,
  letterDate,
  mail,
  type OutgoingMail,
  LINK_TOKEN_PLACEHOLDER,
  PRESIDENT,
  receiptNumber,
} from './messages';

/**
 * The members' letters (docs/decisions/028-members-renewals-refunds.md): renewal reminders and the
 * refund notice, in the club's voice, through the outbox like every other letter.
 */

const planName = (plan: string) => (isMembershipType(plan) ? PLANS[plan].name : plan);

type RenewingMember = {
  id: number;
  email: string;
  firstName: string | null;
  plan: string;
  periodEnd: string;
  /** 1 when the saved card is charged at the end (docs/decisions/055): the letter says so instead of asking. */
  autoRenew?: number;
};

/** Where a member turns renewing automatically off (the members' own page). */
const ACCOUNT_PATH = '/account';

/** The renewal letter of a stage: 1 (30 days before the end), 2 (7 days before), 3 (lapsed). Once per period, by its dedupe key. */
export function renewalMails(settings: LetterSettings, member: RenewingMember, stage: 1 | 2 | 3): OutgoingMail[] {
  const name = planName(member.plan);
  const end = letterDate(member.periodEnd);
  const firstName = firstNameOf(member.firstName);
  const automatic = stage !== 3 && member.autoRenew === 1;
  const link = automatic
    ? { label: 'Your membership page', url: `${settings.publicUrl}${ACCOUNT_PATH}` }
    : { label: 'Renew your membership', url: `${settings.publicUrl}${renewalPath(member.plan, member.email)}` };
  const details: Detail[] = [
    ['Membership', name],
    [stage === 3 ? 'Ended on' : 'Ends on', end],
  ];
  const subject = automatic
    ? `Your ${name} membership renews automatically on ${end}`
    : stage === 3
      ? `Your ${name} membership has lapsed`
      : stage === 2
        ? `One week left: your ${name} membership ends on ${end}`
        : `Your ${name} membership ends on ${end}`;
  const paragraphs = automatic
    ? [
        `A word from the Club: your ${name} membership ends on ${end}${stage === 2 ? ', a week from now' : ''}, and you asked us to renew it automatically.`,
        `The day before, we shall charge ${formatMoney(planFor(member.plan).amountPence)} to the card you saved, and your new year will begin where this one ends. You need do nothing.`,
        'To stop it, turn renewing automatically off on your membership page before then: one press.',
      ]
    : stage === 3
      ? [
          `Your year as a ${name} of the Club ended on ${end}, and the ledger now lists you, with some regret, among our former members.`,
          'The door is not closed: renewing takes a minute and starts a fresh year from today.',
        ]
      : [
          `A gentle word from the Club: your ${name} membership ends on ${end}${stage === 2 ? ', a week from now' : ''}.`,
          'Renew before then and the new year begins where this one ends, so not a day is lost.',
        ];
  return [
    mail(
      'renewal-reminder',
      `member:${member.id}:renewal-${stage}:${member.periodEnd}`,
      { address: member.email, name: firstName },
      subject,
      {
        greeting: dear(firstName),
        paragraphs,
        details,
        link,
        after: automatic
          ? [accountLine(settings)]
          : ['If you have renewed already, please disregard this letter with our thanks.', accountLine(settings)],
        signature: PRESIDENT,
      },
    ),
  ];
}

/**
 * The saved card was declined at the end of the period (docs/decisions/055): renewing automatically
 * is off, and the member renews by hand; the usual reminder (the lapse letter) follows if they do not.
 */
export function autoRenewFailedMails(settings: LetterSettings, member: RenewingMember, reason: string): OutgoingMail[] {
  const name = planName(member.plan);
  const end = letterDate(member.periodEnd);
  const firstName = firstNameOf(member.firstName);
  return [
    mail(
      'renewal-reminder',
      `member:${member.id}:auto-renew-failed:${member.periodEnd}`,
      { address: member.email, name: firstName },
      `We could not renew your ${name} membership automatically`,
      {
        greeting: dear(firstName),
        paragraphs: [
          `Your ${name} membership ends on ${end}, and the card you saved to renew it could not be charged. Nothing was taken.`,
          'Renewing automatically is now off. Renew by hand with the link below, with any card; the new year still begins where this one ends.',
        ],
        details: [
          ['Membership', name],
          ['Ends on', end],
          ['The bank said', reason],
        ],
        link: { label: 'Renew your membership', url: `${settings.publicUrl}${renewalPath(member.plan, member.email)}` },
        signature: PRESIDENT,
      },
    ),
  ];
}

type RefundNotice = {
  refundId: number;
  paymentId: number;
  email: string | null;
  firstName: string | null;
  membershipType: string;
  amount: number;
  paymentAmount: number;
  refundedTotal: number;
  currency: string;
  reason: string | null;
  createdAt: string;
  stripePaymentIntentId: string;
  /** The membership after the refund: null when it has ended (nothing left to count). */
  memberUntil: string | null;
};

/** The letter to the member for each refund, whichever side made it (once per refund, by its dedupe key). */
export function refundMails(settings: LetterSettings, refund: RefundNotice): OutgoingMail[] {
  if (!refund.email) return [];
  const firstName = firstNameOf(refund.firstName);
  const full = refund.refundedTotal >= refund.paymentAmount;
  const details: Detail[] = [
    ['Refunded', formatMoney(refund.amount, refund.currency)],
    ['Of the payment', `${formatMoney(refund.paymentAmount, refund.currency)} (receipt ${receiptNumber(refund.paymentId)})`],
    ['Membership', `${planName(refund.membershipType)}, one year`],
    ['Date', letterDate(refund.createdAt)],
    ['Reason', refund.reason],
    ['Payment reference', refund.stripePaymentIntentId],
    ['Member until', refund.memberUntil ? letterDate(refund.memberUntil) : null],
  ];
  return [
    mail(
      'refund-notice',
      `refund:${refund.refundId}:member`,
      { address: refund.email, name: firstName },
      `Your refund of ${formatMoney(refund.amount, refund.currency)} from the Club`,
      {
        greeting: dear(firstName),
        paragraphs: [
          `The Club has refunded ${formatMoney(refund.amount, refund.currency)} of your payment. It returns to the card you paid with; banks take a few working days to show it.`,
          full
            ? 'As the payment has been refunded in full, the year of membership it bought has been withdrawn.'
            : 'This was a partial refund: your membership is unchanged.',
        ],
        detailsTitle: 'Your refund',
        details,
        after: [accountLine(settings)],
        signature: PRESIDENT,
      },
    ),
  ];
}

// --- A member's own door (docs/decisions/054-members-door.md) ------------------------------------

const MEMBERSHIP_SECRETARY = ['Yours in organic thought,', 'Cornelius Whitlock', 'Honorary Secretary, The Brain Appreciation Club'];
const NOT_YOU_MEMBER = 'If you did not ask, ignore this letter: nothing happens unless the code or the link is used.';

/** The secret a member's letter carries sealed in the outbox: its code, and its link's token when it has one. */
const sealedCode = (code: string, linkToken: string, expiresAt: string) => ({ linkToken: { token: `${code}.${linkToken}`, expiresAt } });

/** A sign-in letter to a member: a 6-digit code and a single-use link, both for 10 minutes. */
export function memberSignInMail(
  settings: LetterSettings,
  to: { email: string; firstName: string | null },
  codeId: number,
  secret: { code: string; linkToken: string; expiresAt: string },
): OutgoingMail {
  const firstName = firstNameOf(to.firstName);
  const letter = mail(
    'member-sign-in',
    `member-code:${codeId}`,
    { address: to.email, name: firstName },
    'Your code to sign in to the Club',
    {
      greeting: dear(firstName),
      paragraphs: [
        `Your code to sign in to your membership page is ${CODE_PLACEHOLDER}. Type it on the page where you asked for it, or use the link below.`,
        'The code and the link each work once, for 10 minutes.',
      ],
      link: { label: 'Sign in to your membership', url: `${settings.publicUrl}/account?signin=${LINK_TOKEN_PLACEHOLDER}` },
      after: [NOT_YOU_MEMBER],
      signature: MEMBERSHIP_SECRETARY,
    },
  );
  return { ...letter, ...sealedCode(secret.code, secret.linkToken, secret.expiresAt) };
}

/**
 * The answer to a sign-in asked for an address that holds no membership: the page said the same
 * as for a member (nobody learns who is a member), and this letter tells the address's owner.
 */
export function noMembershipMail(settings: LetterSettings, email: string, codeId: number): OutgoingMail {
  return mail('member-no-membership', `member-code:${codeId}`, { address: email, name: null }, 'Signing in to the Club', {
    greeting: dear(null),
    paragraphs: [
      'Someone (we trust it was you) asked to sign in to a membership of the Club with this address. We hold no membership under it.',
      'If you joined with another address, ask again with that one. Or become a member: it takes a minute.',
    ],
    link: { label: 'Become a member', url: `${settings.publicUrl}/membership` },
    after: ['If you did not ask, ignore this letter: you will hear no more about it.'],
    signature: MEMBERSHIP_SECRETARY,
  });
}

/** A code that confirms the member before a download or erasure, or that a new address is theirs. */
export function memberCodeMail(
  settings: LetterSettings,
  to: { email: string; firstName: string | null },
  codeId: number,
  purpose: 'fresh-proof' | 'address-change',
  secret: { code: string; expiresAt: string },
): OutgoingMail {
  const firstName = firstNameOf(to.firstName);
  const what =
    purpose === 'fresh-proof'
      ? 'to confirm it is you before you download or erase your data'
      : 'to confirm this address before the Club sends your letters here';
  const letter = mail('member-code', `member-code:${codeId}`, { address: to.email, name: firstName }, 'Your code from the Club', {
    greeting: dear(firstName),
    paragraphs: [`Your code ${what} is ${CODE_PLACEHOLDER}.`, 'It works once, for 10 minutes.'],
    after: [NOT_YOU_MEMBER],
    signature: MEMBERSHIP_SECRETARY,
  });
  return { ...letter, ...sealedCode(secret.code, '', secret.expiresAt) };
}

/** What the committee is told when a member downloads or erases their data, or moves their letters (never the address). */
export function memberDataNotice(settings: LetterSettings, memberId: number, what: string, at: string): OutgoingMail[] {
  if (!settings.adminTo) return [];
  return [
    mail('member-data', `member-data:${memberId}:${what}:${at}`, { address: settings.adminTo, name: null }, `A member ${what}`, {
      greeting: 'Dear Officers of the Club,',
      paragraphs: [`A member ${what} from their own page on ${letterDate(at)}. The audit log has the entry.`],
      signature: MEMBERSHIP_SECRETARY,
    }),
  ];
}
