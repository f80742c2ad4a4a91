import type { SnippetPart } from '~/shared/site-search';

/** A result's snippet in an element of its own (none when empty), on the /search page and in the dialog: text only (React escapes it), the matched words in <mark>. */
export function Snippet({ parts, as: Tag, className }: { parts: SnippetPart[]; as: 'p' | 'span'; className: string }) {
  // A result without a snippet shows its title alone.
  if (parts.length === 0) return null;
  return (
    <Tag className={className}>
      {parts.map((part, i) =>
        part.mark ? (
          <mark key={i} className="rounded-sm bg-gold-light/60 px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Tag>
  );
}
