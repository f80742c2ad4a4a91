import sanitizeHtml from 'sanitize-html';
import {
  isPlainText,
  isSafeHref,
  plainTextToHtml,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '~/shared/rich-text';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The content of these never becomes visible text.
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
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
      const attributes: sanitizeHtml.Attributes = isSafeHref(href) ? { href } : {};
      attributes.rel = RICH_TEXT_LINK_REL;
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
