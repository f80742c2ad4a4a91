import type { FastifyRequest } from 'fastify';
import { FORM_RESULT_COOKIE, parsePostedForm, type PostedForm } from '../shared/form-posts';

/** A visit carrying a form's one-visit result (docs/decisions/021): its page is its own, never cached. */
export const hasFormResultCookie = (req: FastifyRequest): boolean => (req.headers.cookie ?? '').includes(`${FORM_RESULT_COOKIE}=`);

/**
 * The result as the cookie holds it: base64url of its JSON (a third over its UTF-8 bytes, where
 * percent-encoding would triple an emoji), so a long translation still fits in a cookie's 4 KB.
 */
export const encodeFormResult = (posted: PostedForm): string => Buffer.from(JSON.stringify(posted)).toString('base64url');

export const decodeFormResult = (value: string | undefined): PostedForm | null =>
  value ? parsePostedForm(Buffer.from(value, 'base64url').toString('utf8')) : null;
