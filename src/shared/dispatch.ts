/**
 * The Club's Dispatch (docs/decisions/056): the words a subscriber agrees to and the names of the
 * forms and states, shared by the pages (zod-free: the footer is on the home page) and the server,
 * which stores the wording the form showed with each consent.
 */
export const DISPATCH_NAME = 'The Club’s Dispatch';

/** The sentence beside every subscribe form and box: what is sent, how often, and how to stop. */
export const DISPATCH_CONSENT_WORDING =
  'Send me The Club’s Dispatch by email: an occasional letter about new Intelligence Reports, the annual report and symposia. I can unsubscribe at any time with the link in every letter.';

/**
 * The box's name where the offer sits inside another form (docs/decisions/062): the wording's own
 * first words, so the box's label and the rest of the sentence beside it read as the one sentence kept.
 */
export const DISPATCH_BOX_LABEL = 'Send me The Club’s Dispatch';

/** The forms a consent can be given on (stored with it). */
export const DISPATCH_SOURCES = ['footer', 'support', 'payment', 'dispatch'] as const;
export type DispatchSource = (typeof DISPATCH_SOURCES)[number];

export const DISPATCH_AUDIENCES = ['subscribers', 'members', 'supporters'] as const;
export type DispatchAudienceKey = (typeof DISPATCH_AUDIENCES)[number];
export const DISPATCH_AUDIENCE_LABELS: Record<DispatchAudienceKey, string> = {
  subscribers: 'Every confirmed subscriber',
  members: 'Confirmed subscribers who are members',
  supporters: 'Confirmed subscribers who are Brain Supporters',
};

/** What a subscribe form answers, whatever the address's state: nothing is learnt about who subscribes. */
export const DISPATCH_CHECK_INBOX =
  'Thank you. Please check your inbox: we have sent a letter with a link to confirm your subscription. Nothing else is sent until you confirm.';

export const DISPATCH_LETTER_STATUSES = ['queued', 'claimed', 'sending', 'sent', 'failed', 'bounced', 'cancelled', 'suppressed'] as const;

/** How long a confirmation link stays valid. */
export const DISPATCH_CONFIRM_DAYS = 7;

export const dispatchIssuePath = (id: number) => `/dispatch/${id}`;
