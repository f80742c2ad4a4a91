import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { ResourcePage } from '../components/layout/page-header';
import { staticHead } from '../lib/route-data';

export const Route = createFileRoute('/image-galleries')({
  head: staticHead,
  component: ImageGalleriesPage,
});

type Picture = { src: string; caption: string };

/**
 * Hard-coded galleries (part 2 section 2), drawn from the Club's own engravings: the seed's exhibition
 * pictures, numbered from 1 across the galleries in order, so each gallery lists only its captions.
 * Each `id` is the heading's anchor: an id may not hold spaces, so not the title itself.
 */
const GALLERY_TEXT = [
  {
    id: 'founding-years',
    title: 'The Founding Years',
    text: 'Engravings from the Club’s first decades, when thinking was done by candlelight and arguments lasted until the candle did not.',
    captions: ['The first meeting, 1847', 'The Library, before the great tidying', 'A Fellow at long division'],
  },
  {
    id: 'instruments-of-thought',
    title: 'Instruments of Thought',
    text: 'Pencils, slates, abacuses and the occasional slide rule, photographed with the respect they deserve.',
    captions: ['The Club pencil, HB', 'A slate, much used', 'The abacus of the Treasurer', 'Ink, in quantity'],
  },
  {
    id: 'symposiums-and-suppers',
    title: 'Symposiums and Suppers',
    text: 'Scenes from the Annual Symposium and the Fellows’ Suppers: debate, luncheon, and the reading of the Charter.',
    captions: ['The Annual Symposium in session', 'A debate reaches its third hour', 'The Fellows’ Supper'],
  },
];

type Gallery = { id: string; title: string; text: string; pictures: Picture[] };
const GALLERIES: Gallery[] = GALLERY_TEXT.map(({ captions, ...gallery }, i) => {
  const first = GALLERY_TEXT.slice(0, i).reduce((n, g) => n + g.captions.length, 1);
  return { ...gallery, pictures: captions.map((caption, k) => ({ src: `/seed/exhibition-${first + k}.svg`, caption })) };
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
      intro={<p>Engravings, sketches and photographs from the Club’s collections. Select any image to see it larger.</p>}
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
                  <img src={p.src} alt="" loading="lazy" width={400} height={250} className="aspect-[8/5] w-full object-cover" />
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
            <img src={open.src} alt={open.caption} width={800} height={500} className="aspect-[8/5] w-full object-cover" />
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
