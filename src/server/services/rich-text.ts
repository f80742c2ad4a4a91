import sanitizeHtml from 'sanitize-html';
import { isPlainText, plainTextToHtml } from '../../shared/schemas/admin-rich-text';

const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The content of these never becomes visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template', 'svg', 'math'],
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
    a: (_tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      // D7: only http, https and mailto links, always with rel="noopener noreferrer".
      const attributes: sanitizeHtml.Attributes = SAFE_HREF.test(href) ? { href } : {};
      attributes.rel = 'noopener noreferrer';
      return { tagName: 'a', attribs: attributes };
    },
  },
};

/**
 * D7: rich text is sanitised on the server when written, against a fixed allow-list, and the
 * sanitised copy is the only one stored. Plain text (no tags) is turned into paragraphs first.
 */
export function sanitizeRichText(input: string): string {
  const html = isPlainText(input) ? plainTextToHtml(input) : input;
  return sanitizeHtml(html, options).trim();
}
