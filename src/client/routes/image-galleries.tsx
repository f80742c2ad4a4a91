import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { GALLERIES, type Picture } from '../components/club-pages/galleries-data';
import { ResourcePage } from '../components/page-parts/resource-page';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/image-galleries')({
  head: staticHead,
  component: ImageGalleriesPage,
});

function ImageGalleriesPage() {
  const [open, setOpen] = useState<Picture | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);

  return (
    <ResourcePage
      eyebrow="Collections"
      title="Image Galleries"
      quote={{ text: 'A picture is worth a thousand words, provided somebody thought of them first.', by: 'The Curator of Images' }}
      intro={<p>The printed plates of the Club’s exhibitions, each bearing its emblem and title. Select any plate to see it larger.</p>}
    >
      {GALLERIES.map((g) => (
        <section key={g.title} className="mt-12" aria-labelledby={g.id}>
          <h2 id={g.id} className="section-title">
            {g.title}
          </h2>
          <p className="mt-2 max-w-3xl text-base text-ink-soft">{g.text}</p>
          <p className="text-sm text-sepia">{g.pictures.length} images</p>
          <ul className="mt-4 grid grid-cols-2 gap-4 md:grid-cols-4">
            {g.pictures.map((p) => (
              <li key={p.src}>
                <button
                  type="button"
                  className="card block w-full overflow-hidden text-left"
                  onClick={() => setOpen(p)}
                  aria-label={`View larger: ${p.caption}`}
                >
                  <img src={p.src} alt={p.alt} loading="lazy" width={400} height={250} className="aspect-[8/5] w-full object-cover" />
                  <span className="block p-2 text-sm">{p.caption}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}

      <dialog
        ref={dialog}
        onClose={() => setOpen(null)}
        onClick={(e) => e.target === dialog.current && setOpen(null)}
        className="m-auto w-[min(56rem,92vw)] rounded-sm border-4 border-double border-gold bg-paper p-0 backdrop:bg-ink/80"
        aria-label={open?.caption}
      >
        {open && (
          <figure>
            <img src={open.src} alt={open.alt} width={800} height={500} className="aspect-[8/5] w-full object-cover" />
            <figcaption className="flex items-center justify-between gap-3 p-3">
              <span className="text-lg">{open.caption}</span>
              <button type="button" className="btn-secondary px-4 py-1.5 text-sm" onClick={() => setOpen(null)} autoFocus>
                Close
              </button>
            </figcaption>
          </figure>
        )}
      </dialog>
    </ResourcePage>
  );
}
