/** Page views (D10). Free of zod: the admin panel's analytics tab and the page-view schema both read it. */

/** The longest path a page view records. */
export const PAGE_PATH_MAX = 500;

/**
 * A path of this site, and nothing a browser could read as another (docs/decisions/038): one `/`
 * first and no second (`//host` is an address on another site), no backslash (browsers read `\`
 * as `/` in web addresses), no white space or control character (browsers drop tabs and line
 * breaks from an address, so `/\t/host` becomes `//host`). Anyone may record a view; the Owner's
 * analytics tab links to what is recorded.
 */
export function isSitePath(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return path.length <= PAGE_PATH_MAX && /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/.test(path);
}

/**
 * Pages only staff open (issue 44): the panel with its tabs and the login, invitation and reset
 * page. Their views are the staff's own, not visitors', so they are neither recorded nor
 * summarised. The router matches paths without regard to case, so neither does this.
 */
export const STAFF_PATH_PREFIXES = ['/admin', '/admin-login'] as const;

export function isStaffPath(path: string): boolean {
  const p = path.split(/[?#]/)[0].toLowerCase();
  return STAFF_PATH_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}
