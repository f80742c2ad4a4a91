import type { ExportKind } from './admin-kinds';

/** The admin lists (docs/decisions/015): pages of 50, newest first, with a text search on the main fields. */
export const ADMIN_PAGE_SIZE = 50;

/** The longest search the lists accept. */
export const ADMIN_SEARCH_MAX = 200;

/** The address of a CSV download, with the list's current search when there is one. */
export function exportUrl(kind: ExportKind, q?: string): string {
  const search = q?.trim();
  return `/api/admin/export/${kind}.csv${search ? `?q=${encodeURIComponent(search)}` : ''}`;
}
