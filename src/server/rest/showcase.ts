import type { MirrorRoute } from './mirror';

// Part 1 rows other than content and payments: latest content, reactions, recognition, shame, viral share, membership (issue: public showcase).
export const showcaseRoutes: MirrorRoute[] = [];
