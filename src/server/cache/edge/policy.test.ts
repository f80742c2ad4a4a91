import { describe, expect, it } from 'vitest';
import type { EdgeConfig } from '~/server/config';
import { EdgePolicy, isPersonalPath } from './policy';

const varnish: EdgeConfig = {
  tagHeader: 'xkey',
  maxAgeSeconds: 600,
  staleWhileRevalidateSeconds: 30,
  staleIfErrorSeconds: 86400,
  purge: { kind: 'varnish', urls: ['http://127.0.0.1:6081'] },
};
const deps = [{ table: 'comments', part: '7', hidden: false }];

describe('EdgePolicy', () => {
  it('gives public answers a shared lifetime, browsers revalidating, and their tags', () => {
    expect(new EdgePolicy(varnish).headersFor('/exhibitions/7', deps)).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=600, stale-while-revalidate=30, stale-if-error=86400',
      xkey: 'all comments comments:7',
    });
    expect(new EdgePolicy({ ...varnish, tagHeader: 'Cache-Tag' }).headersFor('/', deps)).toEqual({
      'cache-control': expect.stringContaining('s-maxage=600'),
      'cache-tag': 'all,comments,comments:7',
    });
  });

  it('keeps personal paths (staff, members, payments) private and untagged', () => {
    for (const url of ['/admin', '/admin/comments', '/admin-login', '/account', '/account/renew?x=1', '/checkout', '/payment-success']) {
      expect(isPersonalPath(url), url).toBe(true);
      expect(new EdgePolicy(varnish).headersFor(url, deps), url).toEqual({ 'cache-control': 'private, no-store' });
    }
    for (const url of ['/', '/administrators', '/accounts-of-the-club', '/exhibitions/7']) expect(isPersonalPath(url), url).toBe(false);
  });

  it('offers nothing to shared caches without a lifetime, or when the tags would not fit', () => {
    expect(new EdgePolicy(undefined).headersFor('/', deps)).toEqual({ 'cache-control': 'no-cache' });
    expect(new EdgePolicy({ ...varnish, maxAgeSeconds: 0 }).headersFor('/admin', deps)).toEqual({ 'cache-control': 'no-cache' });
    const many = Array.from({ length: 2000 }, (_, i) => ({ table: 'comments', part: String(i), hidden: false }));
    expect(new EdgePolicy(varnish).headersFor('/', many)).toEqual({ 'cache-control': 'no-cache' });
  });
});
