import {
  isPlainText,
  isSafeHref,
  plainTextToHtml,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_TAGS,
} from '~/shared/rich-text';

const ALLOWED = new Set<string>(RICH_TEXT_TAGS.map((t) => t.toUpperCase()));
const DROP_WITH_CONTENT = new Set<string>(RICH_TEXT_DROPPED_WITH_CONTENT.map((t) => t.toUpperCase()));

/**
 * The editor's preview: the server sanitiser's allow-list (D7, src/shared/rich-text.ts) applied
 * in the browser so a preview never runs anything. The server's copy is the one that is stored.
 */
export function previewHtml(source: string): string {
  const html = isPlainText(source) ? plainTextToHtml(source) : source;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const clean = (node: Element) => {
    for (const child of Array.from(node.children)) {
      if (DROP_WITH_CONTENT.has(child.tagName)) {
        child.remove();
        continue;
      }
      clean(child);
      if (!ALLOWED.has(child.tagName)) {
        child.replaceWith(...Array.from(child.childNodes));
        continue;
      }
      const href = child.tagName === 'A' ? (child.getAttribute('href') ?? '').trim() : '';
      for (const attr of Array.from(child.attributes)) child.removeAttribute(attr.name);
      if (child.tagName === 'A') {
        if (isSafeHref(href)) child.setAttribute('href', href);
        child.setAttribute('rel', RICH_TEXT_LINK_REL);
        child.setAttribute('target', '_blank');
      }
    }
  };
  clean(doc.body);
  return doc.body.innerHTML;
}
