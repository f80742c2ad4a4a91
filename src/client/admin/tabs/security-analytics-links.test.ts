import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TopPagePath } from './analytics-tab';

// Issue 38, item 7: the Owner's top pages link only to pages of this site. A path stored before
// the page-view schema refused others (`//evil.example/login`) is shown as text (docs/decisions/038).

const rendered = (path: string) => renderToStaticMarkup(createElement(TopPagePath, { path }));

describe("the analytics tab's top pages", () => {
  it('links a path of this site', () => {
    expect(rendered('/exhibitions/7')).toMatch(/^<a href="\/exhibitions\/7"/);
  });

  it('shows any other stored path as text, never as a link', () => {
    for (const path of ['//evil.example/login', '/\\evil.example', '/\t/evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      const html = rendered(path);
      expect(html, JSON.stringify(path)).not.toContain('<a');
      expect(html, JSON.stringify(path)).not.toContain('href');
    }
  });
});
