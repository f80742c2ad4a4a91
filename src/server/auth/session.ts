import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { AdminSession } from '../context';
import type { DB } from '../db/database';

/**
 * Reads the admin session from the request's cookie. Lucia sessions over `admin_sessions`
 * arrive with the administration issue (D20); until then nobody is signed in.
 */
export function createSessionReader(_db: DB, _config: AppConfig) {
  return async (_req: FastifyRequest, _reply: FastifyReply): Promise<AdminSession | null> => null;
}
