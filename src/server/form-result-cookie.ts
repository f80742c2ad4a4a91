import type { FastifyRequest } from 'fastify';
import { FORM_RESULT_COOKIE } from '../shared/form-posts';

/** A visit carrying a form's one-visit result (docs/decisions/021): its page is its own, never cached. */
export const hasFormResultCookie = (req: FastifyRequest): boolean => (req.headers.cookie ?? '').includes(`${FORM_RESULT_COOKIE}=`);
