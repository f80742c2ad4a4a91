import { Link } from '@tanstack/react-router';
import { ON_INK_BUTTON } from './ink-panel';

/** Where a call to action's two links lead. */
type CallTo = '/intelligence' | '/membership-benefits' | '/propose-research' | '/volunteer-research';

/** A closing call to action on the dark panel: heading, a line of text, a gold link and a plain one. */
export function CallToAction({
  id,
  title,
  text,
  className,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  className: 'mt-10' | 'mt-14';
  primary: { to: CallTo; label: string };
  secondary: { to: CallTo; label: string };
}) {
  return (
    <section
      className={`${className} rounded-sm border-4 border-double border-gold bg-ink p-6 text-center text-parchment sm:p-10`}
      aria-labelledby={id}
    >
      <h2 id={id} className="text-3xl font-bold text-gold-light">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-parchment/90">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={primary.to} className="btn-gold">
          {primary.label}
        </Link>
        <Link to={secondary.to} className={ON_INK_BUTTON}>
          {secondary.label}
        </Link>
      </div>
    </section>
  );
}
