import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('sanitizeRichText (D7)', () => {
  it('keeps the allow-listed tags', () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><p>x<br /><strong>s</strong><em>e</em><u>u</u><s>d</s></p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers and styles', () => {
    const out = sanitizeRichText(
      '<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror="alert(1)"><style>p{}</style><iframe src="https://evil"></iframe>',
    );
    expect(out).toBe('<p>Hi</p>');
    expect(out).not.toMatch(/script|onerror|onclick|img|iframe|style/i);
  });

  it('allows only http, https and mailto links and forces rel', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:a@b.c">m</a>')).toBe('<a href="mailto:a@b.c" rel="noopener noreferrer">m</a>');
    for (const bad of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.com', '/relative', 'vbscript:x']) {
      const out = sanitizeRichText(`<a href="${bad}">x</a>`);
      expect(out).not.toContain('href');
      expect(out).toContain('rel="noopener noreferrer"');
    }
  });

  it('maps near relations onto the allow-list', () => {
    expect(sanitizeRichText('<b>b</b><i>i</i><h1>t</h1><div>d</div>')).toBe('<strong>b</strong><em>i</em><h2>t</h2><p>d</p>');
  });

  it('drops attributes other than href', () => {
    expect(sanitizeRichText('<p class="x" style="color:red" id="y">t</p>')).toBe('<p>t</p>');
  });

  it('turns plain text into paragraphs, escaping it', () => {
    expect(sanitizeRichText('First line\nsecond line\n\nNew paragraph & more <3')).toBe(
      '<p>First line<br />second line</p><p>New paragraph &amp; more &lt;3</p>',
    );
  });
});
