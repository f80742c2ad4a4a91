import type { ReactNode } from 'react';

/** The dark, gold-bordered panel near the end of a club page, its heading centred in gold. */
export function InkPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-14 rounded-sm border-4 border-double border-gold bg-ink p-6 text-parchment sm:p-10" aria-labelledby={id}>
      <h2 id={id} className="text-center text-3xl font-bold text-gold-light">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The light-bordered button or link beside a gold one on the dark panels. */
export const ON_INK_BUTTON = 'btn border-parchment text-parchment hover:bg-parchment hover:text-ink';
