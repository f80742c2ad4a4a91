import type { AppConfig } from '../config';

/** Per config, parsed once: every request asks for a cookie's name. */
const rules = new WeakMap<AppConfig, { hostPrefixed: boolean; secure: boolean }>();

function rulesOf(config: AppConfig) {
  let found = rules.get(config);
  if (!found) {
    const url = new URL(config.publicUrl);
    const hostPrefixed = url.protocol === 'https:';
    // The one exception to Secure in production: a site served over plain http on a host other
    // than localhost, where browsers refuse Secure cookies, so signing in would be impossible.
    const secure = hostPrefixed || (config.env === 'production' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1'));
    found = { hostPrefixed, secure };
    rules.set(config, found);
  }
  return found;
}

/** Over https the staff and member cookies carry the `__Host-` prefix (Secure, Path=/, no Domain: no subdomain can set them). */
export const hostPrefixed = (config: AppConfig): boolean => rulesOf(config).hostPrefixed;

/** Whether the session cookies are Secure: over https, and in production on localhost. */
export const secureCookies = (config: AppConfig): boolean => rulesOf(config).secure;
