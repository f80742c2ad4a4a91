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
    expect(label('/')).toBe('/');
    expect(label('/exhibitions')).toBe('/exhibitions');
    expect(label('/exhibitions/')).toBe('/exhibitions');
    expect(label('/exhibitions/42')).toBe('/exhibitions/$id');
    expect(label('/shame/7')).toBe('/shame/$id');
    expect(label('/about')).toBe('/about');
    expect(label('/search')).toBe('/search');
    expect(label('/ada@example.com')).toBe('(unknown page)');
    expect(label('/exhibitions/42/more')).toBe('(unknown page)');
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
