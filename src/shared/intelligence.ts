/**
 * Intelligence report shapes and constants, shared by the public pages and the admin panel.
 * Kept free of zod so the public pages stay light; input schemas are in schemas/intelligence.ts.
 */
import type { z } from 'zod';
import type { intelligenceReportOutput } from './schemas/intelligence';

export const REPORT_CATEGORIES = ['corporate-bs', 'tech-hype', 'policy-analysis', 'product-launch', 'research-reality'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  'corporate-bs': 'Corporate BS',
  'tech-hype': 'Tech Hype',
  'policy-analysis': 'Policy Analysis',
  'product-launch': 'Product Launch',
  'research-reality': 'Research Reality',
};

/** Label of a category; an unknown stored value is shown as it is. */
export const reportCategoryLabel = (category: string): string => REPORT_CATEGORY_LABELS[category as ReportCategory] ?? category;

/** Part 2 section 9: the bullshit meter bands. */
export function bullshitBand(score: number): string {
  if (score >= 8) return 'Extreme corporate deception detected';
  if (score >= 6) return 'High levels of marketing manipulation';
  if (score >= 4) return 'Moderate spin and selective truth';
  return 'Relatively honest communication';
}

/** Part 2 section 5: the bullshit meter is a whole number from 1 to 10. */
const METER_MIN = 1;
const METER_MAX = 10;

/**
 * The meter's one rule, used by the admin form, the write schema and every read: a whole
 * number clamped to 1-10; a non-number becomes 1.
 */
export function clampMeter(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return METER_MIN;
  return Math.min(METER_MAX, Math.max(METER_MIN, Math.round(n)));
}

/** The meter bar is score / 10 wide. */
export const bullshitPercent = (score: number): number => (clampMeter(score) / METER_MAX) * 100;

/** A report as the public reads it: lists parsed from their JSON text (D13); the API's answer (a type only, so no zod here). */
export type IntelligenceReport = z.output<typeof intelligenceReportOutput>;
