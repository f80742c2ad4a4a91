/** A list of plain sentences (speakers, requirements, steps), each its own item; `ordered` numbers them. */
export function TextList({ items, className, ordered = false }: { items: readonly string[]; className: string; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
