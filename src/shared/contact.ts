/** Contact and fellowship applications: constants shared by the form and the server. Free of zod: the home page imports it within its JavaScript budget. */

/** Part 1 section 3: the contact subject options, the first being the default. */
export const CONTACT_SUBJECTS = [
  'General Fellowship Inquiry',
  'Brain Appreciation Research',
  'Content Collaboration',
  'Exhibition Proposals',
  'Complaints About AI',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const DEFAULT_CONTACT_SUBJECT: ContactSubject = 'General Fellowship Inquiry';
export const DEFAULT_APPLICATION_MEMBERSHIP_TYPE = 'associate';
