import { CLUB_NAME } from '~/shared/certificate';
import { DISPATCH_NAME } from '~/shared/dispatch';
import { esc } from './mail/messages';
import { BURGUNDY, GOLD, INK, PAPER, PARCHMENT, SEPIA } from './mail/palette';
import { sanitizeRichText } from './rich-text';

/**
 * A Dispatch letter, HTML and plain text, both made from one source: the issue's rich text as the
 * sanitiser stored it (D7: a fixed set of tags, no attributes but a link's href and rel). Mail
 * clients drop <style> blocks, so every element gets its style inline here; the allow-list is
 * short enough to style tag by tag, without a CSS inliner.
 */

/** Stands in for the recipient's own unsubscribe address until the letter is sent to them. */
export const UNSUBSCRIBE_PLACEHOLDER = '~unsubscribe-url~';

const INLINE: Record<string, string> = {
  p: 'margin:0 0 14px',
  h2: `margin:22px 0 10px;font-size:22px;line-height:1.3;color:${BURGUNDY}`,
  h3: `margin:18px 0 8px;font-size:19px;line-height:1.3;color:${BURGUNDY}`,
  h4: `margin:16px 0 6px;font-size:17px;color:${BURGUNDY}`,
  blockquote: `margin:0 0 14px;padding:4px 0 4px 14px;border-left:3px solid ${GOLD};font-style:italic;color:${SEPIA}`,
  ul: 'margin:0 0 14px;padding-left:24px',
  ol: 'margin:0 0 14px;padding-left:24px',
  li: 'margin:0 0 6px',
  a: `color:${BURGUNDY};text-decoration:underline`,
};

/** The sanitised body with each element's style written on it. */
export function inlineStyled(body: string): string {
  return sanitizeRichText(body).replace(/<(p|h2|h3|h4|blockquote|ul|ol|li|a)(\s[^>]*)?>/g, (_whole, tag: string, attributes = '') => {
    return `<${tag}${attributes} style="${INLINE[tag]}">`;
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp|#(\d+)|#x([0-9a-f]+));/gi, (whole, name: string, dec?: string, hex?: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (ENTITIES[name.toLowerCase()] ?? whole),
  );

/** The same body as plain text: paragraphs apart, headings underlined, list items dashed, links with their address. */
export function plainTextOf(body: string): string {
  let html = sanitizeRichText(body);
  html = html.replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g, (_w, href: string, label: string) => {
    const text = label.replace(/<[^>]+>/g, '');
    const address = decode(href);
    return decode(text).trim() === address.replace(/^mailto:/, '') ? text : `${text} (${esc(address)})`;
  });
  html = html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<li>/g, '\n- ')
    .replace(/<h[234]>([\s\S]*?)<\/h[234]>/g, (_w, text: string) => {
      const line = decode(text.replace(/<[^>]+>/g, '')).trim();
      return `\n\n${esc(line)}\n${'-'.repeat(Math.min(line.length, 60))}\n\n`;
    })
    .replace(/<blockquote>/g, '\n\n> ')
    .replace(/<\/(p|ul|ol|blockquote)>/g, '\n\n');
  const text = decode(html.replace(/<[^>]+>/g, ''));
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export type DispatchLetter = { html: string; text: string };

/**
 * The whole letter for an issue: the club's heading, the body, a link to the web edition (when it
 * has one) and the unsubscribe line, with UNSUBSCRIBE_PLACEHOLDER where each recipient's link goes.
 */
export function renderDispatchLetter(issue: { subject: string; body: string }, webUrl: string | null): DispatchLetter {
  const html = [
    '<!doctype html>',
    `<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(issue.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${PARCHMENT};color:${INK};font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:1.55">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px 12px">`,
    webUrl
      ? `<p style="margin:0 0 10px;text-align:center;font-size:13px;color:${SEPIA}"><a href="${esc(webUrl)}" style="color:${SEPIA}">Read this letter on the web</a></p>`
      : '',
    `<div style="background:${PAPER};border:3px double ${GOLD};padding:28px 24px">`,
    `<p style="margin:0;text-align:center;font-size:13px;letter-spacing:4px;text-transform:uppercase;color:${BURGUNDY};font-weight:bold">${esc(CLUB_NAME)}</p>`,
    `<p style="margin:4px 0 6px;text-align:center;font-size:26px;color:${INK};font-weight:bold">${esc(DISPATCH_NAME)}</p>`,
    `<h1 style="margin:0 0 20px;text-align:center;font-size:20px;font-weight:normal;font-style:italic;color:${SEPIA}">${esc(issue.subject)}</h1>`,
    inlineStyled(issue.body),
    `</div>`,
    `<p style="margin:14px 0 0;text-align:center;font-size:13px;color:${SEPIA}">You receive ${esc(DISPATCH_NAME)} because you asked for it on our website.<br>`,
    `<a href="${UNSUBSCRIBE_PLACEHOLDER}" style="color:${BURGUNDY}">Unsubscribe</a> &middot; one click, and no letter follows.</p>`,
    `</div></body></html>`,
  ].join('\n');
  const text = [
    `${CLUB_NAME.toUpperCase()} · ${DISPATCH_NAME}`,
    issue.subject,
    '',
    ...(webUrl ? [`Read it on the web: ${webUrl}`, ''] : []),
    plainTextOf(issue.body),
    '',
    '--',
    `You receive ${DISPATCH_NAME} because you asked for it on our website.`,
    `Unsubscribe: ${UNSUBSCRIBE_PLACEHOLDER}`,
    '',
  ].join('\n');
  return { html, text };
}
