/** True when the text holds no markup at all (an administrator typed plain paragraphs). */
export const isPlainText = (value: string) => !/<\/?[a-z!][^>]*>/i.test(value);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Plain text becomes paragraphs: blank lines separate paragraphs, single newlines become <br>.
 * Shared so the editor's preview shows what the server will store.
 */
export function plainTextToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${escapeHtml(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * D7: the one allow-list of rich text. The server's sanitiser (sanitize-html) and the admin
 * editor's preview both read it, so a preview shows exactly what will be stored.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4', 'a'] as const;
/** Tags that are dropped together with everything inside them (never visible text). */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'template',
  'svg',
  'math',
] as const;
/** Links keep an href only with one of these schemes, and always get rel="noopener noreferrer". */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
export const RICH_TEXT_LINK_REL = 'noopener noreferrer';
export const isSafeHref = (href: string): boolean => /^(https?:\/\/|mailto:)/i.test(href.trim());
