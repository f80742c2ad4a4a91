import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferScripts, pageHeadStart, routerManifest } from './pages';

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

  it("inlines the stylesheet and preloads, once each and at high priority, only the largest text's two faces: the others would hold the first paint", () => {
    const css =
      '@font-face{src:url(/assets/garamond-700-X.woff2)format("woff2"),url(/assets/garamond-700-X.woff)format("woff")}' +
      '@font-face{src:url(/assets/playfair-display-latin-700-normal-Y_1.woff2)format("woff2")}.a{background:url(/assets/garamond-700-X.woff2)}' +
      '@font-face{src:url(/assets/eb-garamond-latin-400-normal-Z.woff2)format("woff2")}';
    const head = pageHeadStart(css);
    expect(head.startsWith(`<style>${css}</style>`)).toBe(true);
    expect([...head.matchAll(/<link [^>]*>/g)].map((m) => m[0])).toEqual([
      '<link rel="preload" as="font" type="font/woff2" href="/assets/playfair-display-latin-700-normal-Y_1.woff2" crossorigin="" fetchpriority="high"/>',
      '<link rel="preload" as="font" type="font/woff2" href="/assets/eb-garamond-latin-400-normal-Z.woff2" crossorigin="" fetchpriority="high"/>',
    ]);
  });

  it('cannot be closed early by the stylesheet itself', () => {
    expect(pageHeadStart('.a{content:"</style><script>x</script>"}')).toBe('<style>.a{content:"<\\/style><script>x</script>"}</style>');
  });
});

describe('deferScripts: content first, code after', () => {
  const page =
    '<html><head><link rel="modulepreload" href="/assets/link-B.js" fetchPriority="low"/><link rel="icon" href="/favicon.svg"/>' +
    '<link rel="modulepreload" href="/assets/routes-C.js" fetchPriority="low"/></head><body><main>Text</main>' +
    '<script type="module" src="/assets/main-A.js" fetchPriority="low"></script></body></html>';

  /** Runs the page's inline loader against a stand-in of the browser's window, with `readyState` and events under the test's control. */
  function runLoader(html: string, fonts?: { ready: Promise<void> }) {
    const code = /<script>(document\.currentScript[\s\S]*?)<\/script>/.exec(html)?.[1];
    if (!code) throw new Error('no loader in the page');
    const added: string[] = [];
    const listeners = new Map<string, () => void>();
    const timers: (() => void)[] = [];
    const element = (tag: string) => {
      const el = { tag, rel: '', href: '', type: '', src: '' };
      return el;
    };
    const document = {
      readyState: 'interactive',
      fonts,
      currentScript: { remove: () => added.push('removed itself') },
      createElement: element,
      head: {
        appendChild: (el: ReturnType<typeof element>) =>
          added.push(el.tag === 'script' ? `script ${el.type} ${el.src}` : `${el.rel} ${el.href}`),
      },
    };
    const window = { addEventListener: (type: string, listener: () => void) => listeners.set(type, listener) };
    const requestAnimationFrame = (callback: () => void) => timers.push(callback);
    const setTimeout = (callback: () => void, ms: number) => timers.push(ms === 0 ? callback : () => listeners.set('3s', callback));
    vm.runInNewContext(code, { document, window, requestAnimationFrame, setTimeout });
    const flush = () => {
      while (timers.length) timers.shift()?.();
    };
    return { added, listeners, flush };
  }

  it('takes the entry script and the modulepreloads out of the page and leaves an inert element where the script was', () => {
    const html = deferScripts(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain('<main>Text</main><script type="text/x-deferred"></script><script>document.currentScript.remove();');
    expect(deferScripts('<html><body>No scripts</body></html>')).toBe('<html><body>No scripts</body></html>');
  });

  it('loads the code only after the load event and a painted frame, preloads first', () => {
    const { added, listeners, flush } = runLoader(deferScripts(page));
    // The 3 s cap is armed; nothing is fetched yet.
    flush();
    expect(added).toEqual(['removed itself']);
    listeners.get('load')?.();
    flush();
    expect(added).toEqual([
      'removed itself',
      'modulepreload /assets/link-B.js',
      'modulepreload /assets/routes-C.js',
      'script module /assets/main-A.js',
    ]);
    // Once only, whatever comes next.
    listeners.get('pointerdown')?.();
    listeners.get('3s')?.();
    expect(added).toHaveLength(4);
  });

  it('waits for the fonts as well as the load event, where the browser tells of them', async () => {
    let fontsReady = () => {};
    const ready = new Promise<void>((resolve) => (fontsReady = resolve));
    const { added, listeners, flush } = runLoader(deferScripts(page), { ready });
    listeners.get('load')?.();
    await Promise.resolve();
    flush();
    expect(added).toEqual(['removed itself']);
    fontsReady();
    await ready;
    await Promise.resolve();
    flush();
    expect(added.at(-1)).toBe('script module /assets/main-A.js');
  });

  it("loads the code at the visitor's first touch, key or focus, or after 3 s, if that comes before the load event", () => {
    for (const event of ['pointerdown', 'keydown', 'focusin', '3s']) {
      const { added, listeners, flush } = runLoader(deferScripts(page));
      flush();
      listeners.get(event)?.();
      expect(added.at(-1)).toBe('script module /assets/main-A.js');
    }
  });
});
