import type { AnyExtension } from '@tiptap/core';
import { Heading } from '@tiptap/extension-heading';
import { Link } from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import { StarterKit } from '@tiptap/starter-kit';
import { isSafeHref, RICH_TEXT_LINK_REL } from '~/shared/rich-text';

/** A URL-like text with a scheme of its own (`javascript:`, `ftp://`, `mailto:` ...). */
const hasScheme = (url: string) => /^[a-z][a-z0-9+.-]*:/i.test(url.trim());

/**
 * The editor's schema is D7's allow-list and nothing more (src/shared/rich-text.ts: p, br, strong,
 * em, u, s, ul, ol, li, blockquote, h2-h4, a with an http(s)/mailto href and rel="noopener
 * noreferrer"). Whatever is typed, pasted from a word processor or a web page, or loaded, the
 * editor can only hold and write those tags, with no other attribute, so the server's sanitiser
 * keeps its output as it is and a save and a reload show the same thing
 * (rich-text-extensions.test.ts checks every node and mark against the sanitiser).
 */
export const richTextExtensions = (): AnyExtension[] => [
  StarterKit.configure({
    // Not in D7's allow-list.
    code: false,
    codeBlock: false,
    horizontalRule: false,
    // An empty paragraph after a list or quote would be saved as <p></p>.
    trailingNode: false,
    // Replaced below by versions that write only allowed markup.
    heading: false,
    orderedList: false,
    link: false,
  }),
  // h2-h4, and pasted h1 / h5 / h6 become h2 / h4, as the server maps them.
  Heading.extend({
    parseHTML() {
      return [
        { tag: 'h1', attrs: { level: 2 } },
        { tag: 'h2', attrs: { level: 2 } },
        { tag: 'h3', attrs: { level: 3 } },
        { tag: 'h4', attrs: { level: 4 } },
        { tag: 'h5', attrs: { level: 4 } },
        { tag: 'h6', attrs: { level: 4 } },
      ];
    },
  }).configure({ levels: [2, 3, 4] }),
  // A plain <ol>: no start or type attribute (the server would drop them).
  OrderedList.extend({
    addAttributes() {
      return {};
    },
    renderHTML() {
      return ['ol', 0];
    },
  }),
  // Links hold an href only, and only an http(s) or mailto one; rel is fixed, as the server forces it.
  Link.extend({
    addAttributes() {
      return { href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') } };
    },
    // href then rel, in the order the server writes them, and no href at all unless it is allowed.
    renderHTML({ mark }) {
      const href = typeof mark.attrs.href === 'string' && isSafeHref(mark.attrs.href) ? mark.attrs.href : null;
      return ['a', { href, rel: RICH_TEXT_LINK_REL }, 0];
    },
  }).configure({
    openOnClick: false,
    autolink: true,
    linkOnPaste: true,
    defaultProtocol: 'https',
    HTMLAttributes: { rel: RICH_TEXT_LINK_REL, target: null, class: null },
    isAllowedUri: (url) => isSafeHref(url),
    // Typed addresses become links when they are www.… or name@host (https and mailto), or carry an allowed scheme.
    shouldAutoLink: (url) => (hasScheme(url) ? isSafeHref(url) : /\.[a-z]{2,}/i.test(url)),
  }),
];

/** What the link dialog accepts: an http(s) address with a host, or mailto: with an address. */
export type LinkCheck = { ok: true; href: string } | { ok: false; error: string };

/**
 * The link dialog's rule: http, https and mailto only (D7). An address typed without a scheme
 * (`example.com/page`, `name@example.com`) gets https:// or mailto:; any other scheme is refused.
 */
export function checkLinkAddress(input: string): LinkCheck {
  const value = input.trim();
  if (!value) return { ok: false, error: 'Enter a link address' };
  if (/\s/.test(value)) return { ok: false, error: 'A link address has no spaces' };
  let href = value;
  if (!hasScheme(value) || /^[^:/]+\.[a-z]{2,}:\d/i.test(value)) {
    href = /^[^@/]+@[^@/]+\.[a-z]{2,}$/i.test(value) ? `mailto:${value}` : `https://${value.replace(/^\/\//, '')}`;
  }
  if (!isSafeHref(href)) return { ok: false, error: 'Only http://, https:// and mailto: links are allowed' };
  const valid = /^mailto:/i.test(href)
    ? /^mailto:[^\s@]+@[^\s@]+$/i.test(href)
    : /^https?:\/\/[^\s/?#]+\.[^\s/?#]+/i.test(href) || /^https?:\/\/localhost(:\d+)?(\/|$)/i.test(href);
  return valid ? { ok: true, href } : { ok: false, error: 'Enter a full address, such as https://example.com' };
}
