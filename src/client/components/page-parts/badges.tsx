/** A record's category badge and, when it is featured, the gold badge naming that. */
export function Badges({
  category,
  featured,
  className = 'flex flex-wrap gap-2',
}: {
  category: string;
  featured: string | false;
  className?: string;
}) {
  return (
    <div className={className}>
      <span className="badge">{category}</span>
      {featured && <span className="badge-gold">{featured}</span>}
    </div>
  );
}
