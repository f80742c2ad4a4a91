import { isMembershipType, PLANS, planFor } from '~/shared/plans';
import { renewalPath } from '~/shared/members';
import {
  type Detail,
  dear,
  firstNameOf,
  formatMoney,
  type LetterSettings,
  letterDate,
  mail,
  type OutgoingMail,
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
        after: automatic ? [] : ['If you have renewed already, please disregard this letter with our thanks.'],
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
        signature: PRESIDENT,
      },
    ),
  ];
}
