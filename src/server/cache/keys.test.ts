import { describe, expect, it } from 'vitest';
import { canonicalKey, isPublicReadUrl, TRACKING_PARAMETERS, withoutTracking } from './keys';

describe('cache keys', () => {
  it('drops every tracking parameter of the one list, and nothing else', () => {
    for (const name of TRACKING_PARAMETERS) {
      const param = name.replace('*', 'source');
      expect(withoutTracking(`/exhibitions?page=2&${param}=x`)).toBe('/exhibitions?page=2');
    }
    expect(withoutTracking('/?utm_source=a&UTM_Medium=b')).toBe('/');
    expect(withoutTracking('/?q=mc_donald&page=1')).toBe('/?q=mc_donald&page=1');
    expect(withoutTracking('/?mc_other=1')).toBe('/?mc_other=1');
    expect(withoutTracking('/about')).toBe('/about');
  });

  it('keeps a malformed name for the route to judge', () => {
    expect(withoutTracking('/?%E0%A4%A=1&fbclid=2')).toBe('/?%E0%A4%A=1');
  });

  it('tells public reads from the rest', () => {
    const publicReads = ['/api/content', '/trpc/public.content.list,experiments.x', '/exhibitions'];
    const others = ['/api/admin/content', '/trpc/public.content.list,admin.content.list', '/uploads/a.png', '/healthz'];
    expect(publicReads.filter(isPublicReadUrl)).toEqual(publicReads);
    expect(others.filter(isPublicReadUrl)).toEqual([]);
  });

  it('keys a page with a search by its canonical URL, and everything else by its URL', () => {
    const canonical = { url: (url: string) => url.split('?')[0] };
    expect(canonicalKey('/exhibitions?x=1', canonical)).toBe('/exhibitions');
    expect(canonicalKey('/api/content?x=1', canonical)).toBe('/api/content?x=1');
    expect(canonicalKey('/feed.xml?x=1', canonical)).toBe('/feed.xml?x=1');
    expect(canonicalKey('/exhibitions?x=1', { url: () => null })).toBe('/exhibitions?x=1');
  });
});
