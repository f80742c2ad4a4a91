import type { MirrorRoute } from './mirror';

// Part 2 public rows outside /api/experiments: arsenal, intelligence, volunteer application, research proposal (issue: experiments and resources).
export const resourceRoutes: MirrorRoute[] = [];
