import type { FieldErrors } from './field-errors';

/**
 * The public forms that also work without JavaScript (docs/decisions/021): each is a real
 * `<form method="post" action="/forms/NAME">`, answered by the server (src/server/form-posts.ts)
 * with the same procedure (schema, throttle, Origin rule, honeypot) as the JSON call. Zod-free:
 * the home page's forms read it.
 *
 * Each form by name, with where on its page it is: the anchor of its post's answer, so the page
 * opens at the form's messages (a refusal) or its success (the redirect), not at the top.
 */
export const FORM_ANCHORS = {
  support: 'support',
  contact: 'contact',
  comment: 'comment-form',
  volunteer: 'volunteer-form',
  proposal: 'proposal-form',
  translator: 'translation',
  egoReport: 'ego-report',
  reaction: 'discourse',
  quiz: 'quiz',
  // A member's own page (docs/decisions/054).
  accountRequestCode: 'sign-in',
  accountVerifyCode: 'sign-in',
  accountUseLink: 'sign-in',
  accountSignOut: 'membership',
  accountSignOutEverywhere: 'membership',
  accountFreshCode: 'your-data',
  accountConfirmFresh: 'your-data',
  accountErase: 'your-data',
  accountAddress: 'address',
  accountConfirmAddress: 'address',
  // Renewing automatically, turned off in one press (docs/decisions/055).
  accountAutoRenewOff: 'renewal',
  // The Club's Dispatch (docs/decisions/056).
  dispatchSubscribe: 'subscribe',
  dispatchConfirm: 'confirm',
  dispatchUnsubscribe: 'unsubscribe',
  eventRegistration: 'register',
  // A ticket's own page and a waitlist offer's (the letters' links).
  eventCancel: 'ticket',
  eventClaim: 'claim',
};
export type FormName = keyof typeof FORM_ANCHORS;

/** The form's action: the fragment is kept by the browser for the page that answers the post. */
export const formAction = (name: FormName) => `/forms/${name}#${FORM_ANCHORS[name]}`;

/** A form's fields as posted: one string per name, a list for a repeated name (checkboxes). */
export type PostedValues = Record<string, string | string[]>;

/**
 * What a page shows of a form just posted without JavaScript: the values and the messages of a
 * refused post (rendered by the POST itself), or the result of one that succeeded (carried by a
 * one-visit cookie to the page the 303 redirect names).
 */
export type PostedForm = {
  form: FormName;
  values?: PostedValues;
  errors?: FieldErrors;
  /** A refusal that is not about one field (a throttle, the Origin rule): shown above the button. */
  message?: string;
  /** The title the spec gives that refusal where its toast has one ('Information Required'), shown before it. */
  title?: string;
  result?: Record<string, string>;
};

/** The one-visit cookie holding a successful post's result until the page after the redirect. */
export const FORM_RESULT_COOKIE = 'form-result';

/** The id of the JSON script that carries a posted form's state into the page for hydration. */
export const POSTED_FORM_SCRIPT_ID = 'posted-form';

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');

const isValues = (value: unknown): value is PostedValues =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string' || (Array.isArray(v) && v.every((s) => typeof s === 'string')));

const isFormName = (value: unknown): value is FormName => typeof value === 'string' && Object.hasOwn(FORM_ANCHORS, value);

/** Reads a posted form's state from JSON (a cookie, the page's script): null for anything else. */
export function parsePostedForm(json: string | null | undefined): PostedForm | null {
  if (!json) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { form, values, errors, message, title, result } = data as Record<string, unknown>;
  if (!isFormName(form)) return null;
  return {
    form,
    ...(isValues(values) && { values }),
    ...(isStringRecord(errors) && { errors }),
    ...(typeof message === 'string' && { message }),
    ...(typeof title === 'string' && { title }),
    ...(isStringRecord(result) && { result }),
  };
}
