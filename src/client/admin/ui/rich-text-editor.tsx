import { useId, useRef, useState } from 'react';
import { previewHtml } from '../lib/preview-html';

type Action = 'bold' | 'italic' | 'ul' | 'ol' | 'quote' | 'heading' | 'link';

const TOOLS: { action: Action; label: string; glyph: string; shortcut?: string }[] = [
  { action: 'bold', label: 'Bold', glyph: 'B', shortcut: 'Ctrl+B' },
  { action: 'italic', label: 'Italic', glyph: 'I', shortcut: 'Ctrl+I' },
  { action: 'ul', label: 'Bullet list', glyph: '•≡' },
  { action: 'ol', label: 'Numbered list', glyph: '1≡' },
  { action: 'quote', label: 'Quote', glyph: '❝' },
  { action: 'heading', label: 'Heading', glyph: 'H' },
  { action: 'link', label: 'Link', glyph: '🔗', shortcut: 'Ctrl+K' },
];

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Wraps each non-empty line of `text` in <li>, inside <ul> or <ol>. */
function listOf(tag: 'ul' | 'ol', text: string): string {
  const items = text
    .split('\n')
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').trim())
    .filter(Boolean);
  return `<${tag}>\n${(items.length ? items : ['List item']).map((i) => `  <li>${i}</li>`).join('\n')}\n</${tag}>`;
}

/**
 * The rich-text editor of the admin forms: a source textarea whose toolbar inserts the tags the
 * server allows (D7), and a preview. Plain paragraphs work too (blank line = new paragraph).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
  required,
  help,
  minHeight = 'min-h-[200px]',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  help?: string;
  minHeight?: string;
}) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState(false);
  const [linkDraft, setLinkDraft] = useState<{ start: number; end: number; url: string; error?: string } | null>(null);

  const replaceSelection = (start: number, end: number, insert: string, selectInner?: [number, number]) => {
    const next = value.slice(0, start) + insert + value.slice(end);
    onChange(next);
    requestAnimationFrame(() => {
      const ta = textarea.current;
      if (!ta) return;
      ta.focus();
      const [a, b] = selectInner ?? [start + insert.length, start + insert.length];
      ta.setSelectionRange(a, b);
    });
  };

  const apply = (action: Action) => {
    const ta = textarea.current;
    if (!ta) return;
    const start = ta.selectionStart;
    const end = ta.selectionEnd;
    const selected = value.slice(start, end);
    const wrap = (open: string, close: string, placeholder: string) => {
      const inner = selected || placeholder;
      replaceSelection(start, end, `${open}${inner}${close}`, [start + open.length, start + open.length + inner.length]);
    };
    switch (action) {
      case 'bold':
        return wrap('<strong>', '</strong>', 'bold text');
      case 'italic':
        return wrap('<em>', '</em>', 'italic text');
      case 'quote':
        return wrap('<blockquote>', '</blockquote>', 'A quotation');
      case 'heading':
        return wrap('<h3>', '</h3>', 'Heading');
      case 'ul':
      case 'ol':
        return replaceSelection(start, end, listOf(action, selected));
      case 'link':
        setLinkDraft({ start, end, url: 'https://' });
    }
  };

  const insertLink = () => {
    if (!linkDraft) return;
    const url = linkDraft.url.trim();
    if (!/^(https?:\/\/[^\s]+\.[^\s]+|mailto:[^\s]+@[^\s]+)$/i.test(url)) {
      setLinkDraft({ ...linkDraft, error: 'Enter an http(s):// or mailto: address' });
      return;
    }
    const text = value.slice(linkDraft.start, linkDraft.end) || url.replace(/^mailto:/i, '');
    setLinkDraft(null);
    replaceSelection(linkDraft.start, linkDraft.end, `<a href="${escapeAttr(url)}">${text}</a>`);
  };

  const onKeyDown = (e: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
    const key = e.key.toLowerCase();
    const action: Action | undefined = key === 'b' ? 'bold' : key === 'i' ? 'italic' : key === 'k' ? 'link' : undefined;
    if (action) {
      e.preventDefault();
      apply(action);
    }
  };

  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="field-label" id={`${id}-label`}>
          {label}
          {required && (
            <span className="text-burgundy" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
      </div>
      <div className={`rounded-sm border-2 ${error ? 'border-burgundy' : 'border-ink/40'} bg-paper focus-within:border-burgundy`}>
        <div role="toolbar" aria-label={`${label} formatting`} aria-controls={id} className="flex flex-wrap items-center gap-1 border-b border-ink/20 bg-parchment/70 p-1.5">
          {TOOLS.map((tool) => (
            <button
              key={tool.action}
              type="button"
              onClick={() => apply(tool.action)}
              disabled={preview}
              aria-label={tool.label}
              title={tool.shortcut ? `${tool.label} (${tool.shortcut})` : tool.label}
              className={`min-w-9 rounded-sm border border-transparent px-2 py-1 text-base text-ink hover:border-ink/30 hover:bg-paper disabled:opacity-40 ${
                tool.action === 'bold' ? 'font-bold' : tool.action === 'italic' ? 'italic' : ''
              }`}
            >
              <span aria-hidden="true">{tool.glyph}</span>
            </button>
          ))}
          <span className="mx-1 h-6 w-px bg-ink/20" aria-hidden="true" />
          <button
            type="button"
            onClick={() => {
              setLinkDraft(null);
              setPreview((p) => !p);
            }}
            aria-pressed={preview}
            className="ml-auto rounded-sm border border-ink/40 px-3 py-1 font-display text-sm font-bold hover:bg-paper"
          >
            {preview ? 'Edit' : 'Preview'}
          </button>
        </div>
        {linkDraft && (
          <div className="flex flex-wrap items-center gap-2 border-b border-ink/20 p-2">
            <label htmlFor={`${id}-link`} className="text-base font-bold">
              Link address
            </label>
            <input
              id={`${id}-link`}
              type="url"
              autoFocus
              value={linkDraft.url}
              onChange={(e) => setLinkDraft({ ...linkDraft, url: e.target.value, error: undefined })}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  insertLink();
                }
                if (e.key === 'Escape') {
                  e.preventDefault();
                  e.stopPropagation();
                  setLinkDraft(null);
                }
              }}
              aria-invalid={Boolean(linkDraft.error)}
              className="field-input w-auto min-w-0 flex-1 py-1"
            />
            <button type="button" className="btn-secondary px-3 py-1" onClick={insertLink}>
              Insert link
            </button>
            <button type="button" className="px-2 py-1 text-base underline" onClick={() => setLinkDraft(null)}>
              Cancel
            </button>
            {linkDraft.error && <p className="field-error w-full">{linkDraft.error}</p>}
          </div>
        )}
        {preview ? (
          <div
            className={`rich-text ${minHeight} p-3`}
            aria-label={`${label} preview`}
            role="region"
            // Cleaned in the browser with the server's allow-list (lib/preview-html).
            dangerouslySetInnerHTML={{ __html: previewHtml(value) || '<p><em>Nothing to preview yet.</em></p>' }}
          />
        ) : (
          <textarea
            ref={textarea}
            id={id}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={Boolean(error)}
            aria-describedby={[error ? errorId : '', helpId].filter(Boolean).join(' ')}
            spellCheck
            className={`block w-full resize-y bg-transparent p-3 font-mono text-base leading-relaxed text-ink outline-none ${minHeight}`}
          />
        )}
      </div>
      <p id={helpId} className="mt-1 text-sm text-sepia">
        {help ?? 'Select text and use the toolbar, or type plain paragraphs separated by a blank line.'}
      </p>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
