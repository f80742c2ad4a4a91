import type { SnippetPart } from '../../../shared/site-search';

/** A result's snippet, on the /search page and in the dialog: text only (React escapes it), the matched words in <mark>. */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, i) =>
    part.mark ? (
      <mark key={i} className="rounded-sm bg-gold-light/60 px-0.5 text-ink">
        {part.text}
      </mark>
    ) : (
      <span key={i}>{part.text}</span>
    ),
  );
}
