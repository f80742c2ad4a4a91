import { isPlainText, plainTextToHtml } from '../../../shared/schemas/admin-rich-text';

const ALLOWED = new Set(['P', 'BR', 'STRONG', 'EM', 'U', 'S', 'UL', 'OL', 'LI', 'BLOCKQUOTE', 'H2', 'H3', 'H4', 'A']);
const DROP_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'TEXTAREA']);

/**
 * The editor's preview: the same allow-list as the server's sanitiser (D7), applied in the
 * browser so a preview never runs anything. The server's copy is the one that is stored.
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
        if (/^(https?:\/\/|mailto:)/i.test(href)) child.setAttribute('href', href);
        child.setAttribute('rel', 'noopener noreferrer');
        child.setAttribute('target', '_blank');
      }
    }
  };
  clean(doc.body);
  return doc.body.innerHTML;
}
