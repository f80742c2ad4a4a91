/** A list whose items each follow a mark (✓, ★) in colour, hidden from screen readers. */
export function MarkList({
  items,
  mark,
  markClassName,
  className,
}: {
  items: readonly string[];
  mark: string;
  markClassName: string;
  className: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className={markClassName}>
            {mark}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
