import { describe, expect, it } from 'vitest';
import { pageRoutes, requestId } from './request-log';

describe('page route patterns (metrics and logs label pages by route, never by URL)', () => {
  const keys = [
    'main.tsx',
    'routes/index.tsx?tsr-split=component',
    'routes/exhibitions/index.tsx?tsr-split=component',
    'routes/exhibitions/$id.tsx?tsr-split=component',
    'routes/about.tsx?tsr-split=component',
    'routes/shame/$id.tsx?tsr-split=component',
    // A loader split with its component (/search).
    'routes/search.tsx?tsr-split=component---loader',
    'routes/shame/$id.tsx?tsr-split=notFoundComponent',
  ];
  const label = pageRoutes(keys);
  it('answers the pattern a path matches, static before parameters', () => {
    const patterns = {
      '/': '/',
      '/exhibitions': '/exhibitions',
      '/exhibitions/': '/exhibitions',
      '/exhibitions/42': '/exhibitions/$id',
      '/shame/7': '/shame/$id',
      '/about': '/about',
      '/search': '/search',
      '/ada@example.com': '(unknown page)',
      '/exhibitions/42/more': '(unknown page)',
    };
    for (const [path, pattern] of Object.entries(patterns)) expect(label(path), path).toBe(pattern);
  });
  it('without a manifest, every page is (page)', () => {
    expect(pageRoutes([])('/exhibitions/42')).toBe('(page)');
  });
  it('keeps a proxy request id that looks like one, else makes a UUID', () => {
    expect(requestId({ headers: { 'x-request-id': 'abc-123' } })).toBe('abc-123');
    expect(requestId({ headers: { 'x-request-id': 'bad id with spaces' } })).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId({ headers: {} })).toMatch(/^[0-9a-f-]{36}$/);
  });
});
