import { getSchema } from '@tiptap/core';
import type { DOMOutputSpec, Mark, Node as PMNode, Schema } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
// A test may cross the layers: the editor's output is checked against the server's own sanitiser.
import { sanitizeRichText } from '~/server/services/rich-text';
import { RICH_TEXT_TAGS } from '~/shared/rich-text';
import { checkLinkAddress, richTextExtensions } from './rich-text-extensions';

const schema: Schema = getSchema(richTextExtensions());

const escapeText = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (t: string) => t.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** ProseMirror's DOM output specs as an HTML string, without a DOM (what the editor's getHTML writes). */
function specToHtml(spec: DOMOutputSpec, inner: string): { open: string; close: string; html: string } {
  if (!Array.isArray(spec)) throw new Error('unexpected DOM spec');
  const [tag, ...rest] = spec as [string, ...unknown[]];
  let attrs = '';
  let children = rest;
  if (rest[0] && typeof rest[0] === 'object' && !Array.isArray(rest[0])) {
    for (const [k, v] of Object.entries(rest[0])) if (v != null) attrs += ` ${k}="${escapeAttr(String(v))}"`;
    children = rest.slice(1);
  }
  const open = `<${tag}${attrs}>`;
  if (tag === 'br') return { open, close: '', html: open };
  let body = '';
  for (const child of children) body += child === 0 ? inner : specToHtml(child as DOMOutputSpec, inner).html;
  return { open, close: `</${tag}>`, html: `${open}${body}</${tag}>` };
}

function toHtml(node: PMNode): string {
  if (node.isText) {
    return node.marks.reduceRight(
      (html: string, mark: Mark) => {
        const spec = mark.type.spec.toDOM!(mark, true);
        return specToHtml(spec, html).html;
      },
      escapeText(node.text ?? ''),
    );
  }
  let inner = '';
  node.forEach((child) => {
    inner += toHtml(child);
  });
  if (node.type.name === 'doc') return inner;
  return specToHtml(node.type.spec.toDOM!(node), inner).html;
}

/** The server writes <br />, the editor <br>: the same element. */
const sameMarkup = (html: string) => html.replace(/<br\s*\/?>/g, '<br>');

const text = (t: string, ...marks: Array<{ type: string; attrs?: { href?: string; level?: number } }>) => ({
  type: 'text',
  text: t,
  marks,
});
const p = (...content: unknown[]) => ({ type: 'paragraph', content });

// One document with every node and mark the editor's schema has.
const everything = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [text('Two')] },
    { type: 'heading', attrs: { level: 3 }, content: [text('Three')] },
    { type: 'heading', attrs: { level: 4 }, content: [text('Four')] },
    p(
      text('bold', { type: 'bold' }),
      text(' italic', { type: 'italic' }),
      text(' under', { type: 'underline' }),
      text(' struck', { type: 'strike' }),
      { type: 'hardBreak' },
      text('a link', { type: 'link', attrs: { href: 'https://example.com/a?b=1&c=2' } }),
      text(' & mail <me>', { type: 'link', attrs: { href: 'mailto:keeper@club.example' } }, { type: 'bold' }),
    ),
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [p(text('one'))] },
        { type: 'listItem', content: [p(text('two'))] },
      ],
    },
    { type: 'orderedList', attrs: { start: 3 }, content: [{ type: 'listItem', content: [p(text('first'))] }] },
    { type: 'blockquote', content: [p(text('Think first, then think again.'))] },
  ],
};

describe("the visual editor's schema is D7's allow-list", () => {
  it('has only nodes and marks whose tags the server keeps', () => {
    const allowed = new Set<string>(RICH_TEXT_TAGS);
    const tags = new Set<string>();
    const doc = schema.nodeFromJSON(everything);
    doc.descendants((node) => {
      if (!node.isText) tags.add((node.type.spec.toDOM!(node) as [string])[0]);
      for (const mark of node.marks) tags.add((mark.type.spec.toDOM!(mark, true) as [string])[0]);
    });
    expect([...tags].filter((t) => !allowed.has(t))).toEqual([]);
    expect(Object.keys(schema.nodes).sort()).toEqual(
      ['blockquote', 'bulletList', 'doc', 'hardBreak', 'heading', 'listItem', 'orderedList', 'paragraph', 'text'].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'italic', 'link', 'strike', 'underline']);
  });

  it('writes HTML the server stores unchanged, so a save and a reload show the same thing', () => {
    const html = toHtml(schema.nodeFromJSON(everything));
    expect(html).toContain('<ol><li>');
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">a link</a>');
    expect(html).not.toMatch(/target=|class=|start=|nofollow/);
    expect(sameMarkup(sanitizeRichText(html))).toBe(sameMarkup(html));
  });

  it('links hold an href and nothing else', () => {
    expect(Object.keys(schema.marks.link.spec.attrs ?? {})).toEqual(['href']);
    expect(Object.keys(schema.nodes.orderedList.spec.attrs ?? {})).toEqual([]);
    expect(schema.nodes.heading.spec.attrs?.level).toBeDefined();
  });
});

describe('the link dialog', () => {
  it('accepts http, https and mailto addresses', () => {
    expect(checkLinkAddress('https://example.com/page?q=1')).toEqual({ ok: true, href: 'https://example.com/page?q=1' });
    expect(checkLinkAddress(' http://example.com ')).toEqual({ ok: true, href: 'http://example.com' });
    expect(checkLinkAddress('mailto:keeper@club.example')).toEqual({ ok: true, href: 'mailto:keeper@club.example' });
  });

  it('adds https:// or mailto: to an address typed without one', () => {
    expect(checkLinkAddress('example.com/page')).toEqual({ ok: true, href: 'https://example.com/page' });
    expect(checkLinkAddress('example.com:8080/x')).toEqual({ ok: true, href: 'https://example.com:8080/x' });
    expect(checkLinkAddress('keeper@club.example')).toEqual({ ok: true, href: 'mailto:keeper@club.example' });
  });

  it('refuses every other scheme and broken addresses', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'ftp://example.com',
      'file:///etc/passwd',
      'tel:+441234',
    ]) {
      expect(checkLinkAddress(bad)).toEqual({ ok: false, error: 'Only http://, https:// and mailto: links are allowed' });
    }
    expect(checkLinkAddress('')).toMatchObject({ ok: false, error: 'Enter a link address' });
    expect(checkLinkAddress('https://')).toMatchObject({ ok: false });
    expect(checkLinkAddress('mailto:nobody')).toMatchObject({ ok: false });
    expect(checkLinkAddress('https://exa mple.com')).toMatchObject({ ok: false });
  });
});
