import type { MirrorRoute } from './mirror';

// Part 2 administration rows and DELETE /api/admin/content/{id} (issue: administration). Multipart uploads are plain Fastify routes in their own module.
export const adminRoutes: MirrorRoute[] = [];
