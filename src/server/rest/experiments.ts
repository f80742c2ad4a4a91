import type { MirrorRoute } from './mirror';

// Part 2 /api/experiments rows (issue: experiments and resources).
export const experimentRoutes: MirrorRoute[] = [];
