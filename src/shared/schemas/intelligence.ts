/**
 * Intelligence report shapes and constants, shared by the public pages and the admin panel.
 * Kept free of zod so the public pages stay light; admin input schemas live with the admin.
 */
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
export const reportCategoryLabel = (category: string): string =>
  REPORT_CATEGORY_LABELS[category as ReportCategory] ?? category;

/** Part 2 section 9: the bullshit meter bands. */
export function bullshitBand(score: number): string {
  if (score >= 8) return 'Extreme corporate deception detected';
  if (score >= 6) return 'High levels of marketing manipulation';
  if (score >= 4) return 'Moderate spin and selective truth';
  return 'Relatively honest communication';
}

/** The public meter reads 0 to 10; the bar is score / 10 wide. */
export const bullshitPercent = (score: number): number => Math.min(100, Math.max(0, score * 10));

/** A report as the public reads it: lists parsed from their JSON text (D13). */
export type IntelligenceReport = {
  id: number;
  title: string;
  subtitle: string | null;
  summary: string;
  content: string;
  sourceTitle: string;
  sourceUrl: string;
  sourceDate: string | null;
  category: string;
  bullshitMeter: number;
  keyInsights: string[];
  hiddenTruths: string[];
  imageUrl: string | null;
  featured: boolean;
  published: boolean;
  authorNote: string | null;
  createdAt: string;
  updatedAt: string;
};
