/** A quiet ring with its text, announced politely to screen readers. */
export function Spinner({ text }: { text: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-4 py-20 text-center">
      <span aria-hidden="true" className="h-12 w-12 animate-spin rounded-full border-4 border-parchment-dark border-t-burgundy" />
      <p className="font-display text-xl text-ink-soft">{text}</p>
    </div>
  );
}
