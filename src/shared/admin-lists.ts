/** The admin lists (issue 14): pages of 50, newest first, with a text search on the main fields. */
export const ADMIN_PAGE_SIZE = 50;

/** The longest search the lists accept. */
export const ADMIN_SEARCH_MAX = 200;

/** The kinds the admin can download as CSV: `GET /api/admin/export/{kind}.csv`. */
export const EXPORT_KINDS = ['contact-forms', 'volunteer-applications', 'research-proposals', 'supporters', 'payments'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** The address of a CSV download, with the list's current search when there is one. */
export function exportUrl(kind: ExportKind, q?: string): string {
  const search = q?.trim();
  return `/api/admin/export/${kind}.csv${search ? `?q=${encodeURIComponent(search)}` : ''}`;
}
