import { z } from 'zod';
import { visibleText } from '../format';
import { LIMITS } from '../limits';

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
 * A required rich-text field (D7, D8): at most 100 KB and with some visible text, so
 * "<p></p>" counts as empty. The server sanitises it on write.
 */
export const richTextField = (label: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .max(LIMITS.richText, `${label} must be at most ${LIMITS.richText.toLocaleString('en-GB')} characters`)
    .refine((v) => visibleText(v).length > 0, required);

/** An optional rich-text field: empty (or tags with no text) becomes undefined. */
export const optionalRichTextField = (label: string) =>
  z
    .string()
    .trim()
    .max(LIMITS.richText, `${label} must be at most ${LIMITS.richText.toLocaleString('en-GB')} characters`)
    .optional()
    .transform((v) => (v && visibleText(v).length > 0 ? v : undefined));
