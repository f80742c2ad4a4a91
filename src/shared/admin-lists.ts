import type { ExportKind } from './admin-kinds';

/** The admin lists (docs/decisions/015): pages of 50, newest first, with a text search on the main fields. */
export const ADMIN_PAGE_SIZE = 50;

/** The longest search the lists accept. */
export const ADMIN_SEARCH_MAX = 200;

/** The address of a CSV download, with the list's current search when there is one. */
export function exportUrl(kind: ExportKind, q?: string, filters: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  const search = q?.trim();
  if (search) params.set('q', search);
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString().replace(/\+/g, '%20');
  return `/api/admin/export/${kind}.csv${query ? `?${query}` : ''}`;
}
