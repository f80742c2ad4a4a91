/** A step's number in a circle; hidden from screen readers, which count the list's items themselves. */
export function StepNumber({ n, className }: { n: number; className: string }) {
  return (
    <span className={`flex items-center justify-center rounded-full font-display font-bold ${className}`} aria-hidden="true">
      {n}
    </span>
  );
}
