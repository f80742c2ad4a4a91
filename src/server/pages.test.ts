import { describe, expect, it } from 'vitest';
import { pageHeadStart, routerManifest } from './pages';

// The shape of dist/client/.vite/manifest.json with CSS code splitting off (vite.config.ts).
const vite = {
  'main.tsx': { file: 'assets/main-A.js', isEntry: true, src: 'main.tsx', imports: ['_link-B.js'] },
  '_link-B.js': { file: 'assets/link-B.js' },
  'routes/index.tsx?tsr-split=component': { file: 'assets/routes-C.js', imports: ['_link-B.js', '_cards-D.js'] },
  '_cards-D.js': { file: 'assets/cards-D.js' },
  'style.css': { file: 'assets/style-E.css', src: 'style.css' },
};

describe('the router manifest and the page head', () => {
  it('names the entry script (low priority), its imports as preloads and each route chunk with its own imports', () => {
    const { routes } = routerManifest(vite);
    expect(routes.__root__).toEqual({
      css: ['/assets/style-E.css'],
      preloads: ['/assets/link-B.js'],
      scripts: [{ attrs: { type: 'module', src: '/assets/main-A.js', fetchPriority: 'low' } }],
    });
    expect(routes['/']).toEqual({ preloads: ['/assets/routes-C.js', '/assets/cards-D.js'], css: [] });
  });

  it('leaves the stylesheet out when the server inlines it', () => {
    expect(routerManifest(vite, { inlineCss: true }).routes.__root__?.css).toBeUndefined();
  });

  it("inlines the stylesheet and preloads each woff2 font it names once: the largest text's two faces first and at high priority, the others low", () => {
    const css =
      '@font-face{src:url(/assets/garamond-700-X.woff2)format("woff2"),url(/assets/garamond-700-X.woff)format("woff")}' +
      '@font-face{src:url(/assets/playfair-display-latin-700-normal-Y_1.woff2)format("woff2")}.a{background:url(/assets/garamond-700-X.woff2)}' +
      '@font-face{src:url(/assets/eb-garamond-latin-400-normal-Z.woff2)format("woff2")}';
    const head = pageHeadStart(css);
    expect(head.startsWith(`<style>${css}</style>`)).toBe(true);
    expect([...head.matchAll(/<link [^>]*>/g)].map((m) => m[0])).toEqual([
      '<link rel="preload" as="font" type="font/woff2" href="/assets/playfair-display-latin-700-normal-Y_1.woff2" crossorigin="" fetchpriority="high"/>',
      '<link rel="preload" as="font" type="font/woff2" href="/assets/eb-garamond-latin-400-normal-Z.woff2" crossorigin="" fetchpriority="high"/>',
      '<link rel="preload" as="font" type="font/woff2" href="/assets/garamond-700-X.woff2" crossorigin="" fetchpriority="low"/>',
    ]);
  });

  it('cannot be closed early by the stylesheet itself', () => {
    expect(pageHeadStart('.a{content:"</style><script>x</script>"}')).toBe('<style>.a{content:"<\\/style><script>x</script>"}</style>');
  });
});
