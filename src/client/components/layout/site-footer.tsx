import { Link } from '@tanstack/react-router';
import { footerNav } from '~/shared/navigation';
import { DispatchSubscribeForm } from '../dispatch/subscribe-form';

/** Both footers of part 1 section 2: the society footer and the administration strip. */
export function SiteFooter() {
  return (
    <footer className="mt-16">
      <div className="border-t-4 border-double border-gold bg-ink text-parchment">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <p className="font-display text-xl font-bold text-gold-light">The Brain Appreciation Club</p>
            <p className="mt-3 text-base text-parchment/90">
              A society for the preservation of organic thought, meeting since 1847 in defiance of every contraption that offers to think on
              our behalf.
            </p>
            <h2 className="mt-6 font-display text-base font-bold text-gold-light">Hours</h2>
            <p className="text-base text-parchment/90">
              Exhibition viewing: Tue-Sat 10:00-18:00, Sun 14:00-17:00
              <br />
              Telephone line: Tue and Thu 14:00-16:00 GMT
            </p>
            <div className="mt-6">
              <DispatchSubscribeForm source="footer" tone="dark" />
            </div>
          </div>
          {Object.entries(footerNav).map(([heading, links]) => (
            <nav key={heading} aria-label={heading}>
              <h2 className="font-display text-base font-bold text-gold-light">{heading}</h2>
              <ul className="mt-3 space-y-2">
                {links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to as '/'} className="text-base text-parchment no-underline hover:text-gold-light hover:underline">
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="bg-[#1c150f] text-parchment/85">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 text-sm sm:flex-row">
          <p>© 1847-{new Date().getFullYear()} The Brain Appreciation Club. All thoughts hand-made.</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {/* A member's own page (docs/decisions/054): the same link for everyone, so every page stays one shared
                answer; a whole page load, so the page's own referrer policy holds for its forms (src/server/pages.ts). */}
            <Link to={'/account'} reloadDocument className="text-parchment/85 hover:text-gold-light">
              Your Membership
            </Link>
            <Link to={'/admin'} className="text-parchment/85 hover:text-gold-light">
              Fellowship Administration
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
