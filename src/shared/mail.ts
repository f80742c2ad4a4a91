/** The admin Outbox's words for the outbox's states and kinds (docs/decisions/009-mail-outbox.md). Free of zod. */

export const MAIL_STATUS_LABELS: Record<string, string> = {
  queued: 'queued',
  sending: 'sending',
  sent: 'sent',
  failed: 'failed',
  unsent: 'not sent: no SMTP configured',
};

export const MAIL_KIND_LABELS: Record<string, string> = {
  'membership-confirmation': 'Membership confirmation',
  'contact-acknowledgement': 'Contact acknowledgement',
  'volunteer-acknowledgement': 'Volunteer acknowledgement',
  'proposal-acknowledgement': 'Proposal acknowledgement',
  'admin-notice': 'Notice to the club',
  'renewal-reminder': 'Renewal reminder',
  'refund-notice': 'Refund notice',
};

/** A sent message is never sent again, and one in hand is left alone; anything else can be retried. */
export const isRetryableMailStatus = (status: string) => status === 'queued' || status === 'failed' || status === 'unsent';
