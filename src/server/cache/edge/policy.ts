import type { EdgeConfig } from '~/server/config';
import type { ReadDep } from '../tags/effects';
import { answerTags } from './tags';

/**
 * Pages that are someone's own even when the request has no session yet (the staff panel and its
 * login, a member's pages, a payment's result): never kept by a shared cache, whatever they read.
 */
export const PERSONAL_PAGES: readonly string[] = ['admin', 'admin-login', 'account', 'checkout', 'payment-success'];
const PERSONAL_PATHS = new RegExp(`^/(?:${PERSONAL_PAGES.join('|')})(?:[/?#]|$)`);

export const isPersonalPath = (url: string): boolean => PERSONAL_PATHS.test(url);

/** Tags past this many bytes: the answer is not offered to a shared cache (Fastly and Cloudflare take 16 KB of header). */
const MAX_TAG_BYTES = 8 * 1024;

/** The headers of public answers for a shared cache in front (docs/decisions/058-edge-cache.md). */
export class EdgePolicy {
  /** Cache-Control of a public answer a shared cache may keep, browsers revalidating each time. */
  readonly publicCacheControl: string;

  constructor(readonly config: EdgeConfig | undefined) {
    this.publicCacheControl =
      config && config.maxAgeSeconds > 0
        ? `public, max-age=0, s-maxage=${config.maxAgeSeconds}, stale-while-revalidate=${config.staleWhileRevalidateSeconds}, stale-if-error=${config.staleIfErrorSeconds}`
        : 'no-cache';
  }

  get tagHeader(): string | null {
    return this.config?.tagHeader?.toLowerCase() ?? null;
  }

  /**
   * What a public answer says, with a shared lifetime set: for a personal path, `private, no-store` (and no tags); else the
   * shared lifetime with its tags. An answer whose tags would not fit says `no-cache` (its edge copy could not be purged).
   */
  headersFor(url: string, deps: readonly ReadDep[]): Record<string, string> {
    // Without a shared lifetime nothing is kept outside (no-cache, as before 058), personal paths included.
    if (this.publicCacheControl === 'no-cache') return { 'cache-control': 'no-cache' };
    if (isPersonalPath(url)) return { 'cache-control': 'private, no-store' };
    if (!this.tagHeader) return { 'cache-control': this.publicCacheControl };
    const tags = answerTags(deps).join(this.config?.tagHeader === 'Cache-Tag' ? ',' : ' ');
    if (tags.length > MAX_TAG_BYTES) return { 'cache-control': 'no-cache' };
    return { 'cache-control': this.publicCacheControl, [this.tagHeader]: tags };
  }
}
