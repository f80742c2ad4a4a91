import type { AppConfig } from '../config';

type CookieRules = { hostPrefixed: boolean; secure: boolean };

/**
 * By PUBLIC_URL and environment, parsed once: every request asks for a cookie's name. Keyed by
 * the values, not the config object, which a test may point at another origin while it runs.
 */
const rules = new Map<string, CookieRules>();

function rulesOf(config: AppConfig): CookieRules {
  const key = `${config.env} ${config.publicUrl}`;
  let found = rules.get(key);
  if (!found) {
    const url = new URL(config.publicUrl);
    const hostPrefixed = url.protocol === 'https:';
    // The one exception to Secure in production: a site served over plain http on a host other
    // than localhost, where browsers refuse Secure cookies, so signing in would be impossible.
    const secure = hostPrefixed || (config.env === 'production' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'));
    found = { hostPrefixed, secure };
    rules.set(key, found);
  }
  return found;
}

/** Over https the staff and member cookies carry the `__Host-` prefix (Secure, Path=/, no Domain: no subdomain can set them). */
export const hostPrefixed = (config: AppConfig): boolean => rulesOf(config).hostPrefixed;

/** Whether the session cookies are Secure: over https, and in production on localhost. */
export const secureCookies = (config: AppConfig): boolean => rulesOf(config).secure;
