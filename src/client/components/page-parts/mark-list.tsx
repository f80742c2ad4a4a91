import { Glyph, type GlyphName } from './glyph';

/** A list whose items each follow a mark (a tick, a star) in colour, hidden from screen readers. */
export function MarkList({
  items,
  mark,
  markClassName,
  className,
}: {
  items: readonly string[];
  mark: GlyphName;
  markClassName: string;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item, i) => (
        // By place too: an admin-written list may say the same thing twice.
        <li key={`${i}-${item}`} className="flex gap-2">
          <Glyph name={mark} className={`mt-[0.3em] ${markClassName}`} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
