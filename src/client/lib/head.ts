import { PAGES, type PagePath, SITE_NAME } from '~/shared/pages';

/**
 * Head tags of a page (route `head()`): title, description, canonical URL, Open Graph and
 * Twitter card, JSON-LD. Addresses are absolute, from PUBLIC_URL, which the root route puts in
 * the router context on the server and reads back from the page in the browser.
 */
export type HeadInput = {
  title: string;
  description: string;
  /** The path of this page, for the canonical URL. */
  path: string;
  /** The item's own image on a detail page; the club's card otherwise. */
  image?: string | null;
  type?: 'website' | 'article';
  jsonLd?: object | object[];
  /** Not-found and private pages ask search engines not to index them. */
  noindex?: boolean;
};

export const CLUB_CARD_IMAGE = '/og-card.png';

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

export function pageHead(origin: string, page: HeadInput) {
  const title = page.path === '/' ? page.title : `${page.title} · ${SITE_NAME}`;
  const url = absolute(origin, page.path);
  const image = absolute(origin, page.image || CLUB_CARD_IMAGE);
  const ld = page.jsonLd === undefined ? [] : Array.isArray(page.jsonLd) ? page.jsonLd : [page.jsonLd];
  return {
    meta: [
      { title },
      { name: 'description', content: page.description },
      ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:type', content: page.type ?? 'website' },
      { property: 'og:title', content: page.title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:locale', content: 'en_GB' },
      // Twitter reads og:title, og:description and og:image when its own are absent.
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: page.noindex ? [] : [{ rel: 'canonical', href: url }],
    scripts: ld.map((data) => ({ type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') })),
  };
}

/** Head of a page with a fixed address, from the table in src/shared/pages.ts. */
export const staticPageHead = (origin: string, path: PagePath, extra: Partial<HeadInput> = {}) =>
  pageHead(origin, { ...PAGES[path], path, ...extra });
