import { createFileRoute, Link } from '@tanstack/react-router';
import { formatLongDateGB } from '../../shared/format';
import { NAME_MAX } from '../../shared/limits';
import { certificateIssuedAt, CERTIFICATION_NAME, CLUB_NAME, isCertificateId, newCertificateId } from '../../shared/certificate';
import { staticHead } from '../lib/route-data';

type CertificateSearch = { name?: string; certId?: string };

export const Route = createFileRoute('/certificate')({
  head: staticHead,
  // A plain check, not zod: search validation runs in the entry bundle.
  validateSearch: (search: Record<string, unknown>): CertificateSearch => {
    const name = typeof search.name === 'string' ? search.name.trim().slice(0, NAME_MAX) : '';
    return {
      ...(name && { name }),
      ...(isCertificateId(search.certId) && { certId: search.certId }),
    };
  },
  // Without an id (a hand-typed address) one is issued for this visit: by the loader, so the
  // server's page and the browser's hydration show the same id and date.
  loaderDeps: ({ search }) => ({ certId: search.certId }),
  loader: ({ deps }) => ({ certId: deps.certId ?? newCertificateId() }),
  // A page issued for one visit: never kept by the server's read cache.
  headers: () => ({ 'cache-control': 'no-store' }),
  component: CertificatePage,
});

/** D9: the printable "Certified Organic Thinking Advocate" certificate. */
function CertificatePage() {
  const search = Route.useSearch();
  const { certId } = Route.useLoaderData();
  const issued = certificateIssuedAt(certId) ?? new Date();
  const name = search.name ?? 'A Distinguished Organic Thinker';

  return (
    <div className="mx-auto max-w-4xl px-4 py-10" data-print-certificate>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/" className="text-base">
          ← Return to Club
        </Link>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          Print Certificate
        </button>
      </div>
      <section
        aria-labelledby="certificate-title"
        className="relative border-[10px] border-double border-gold bg-paper px-6 py-12 text-center shadow-xl sm:px-14 print:shadow-none"
      >
        <div className="pointer-events-none absolute inset-3 border border-ink/40" aria-hidden="true" />
        <p className="font-display text-sm font-bold uppercase tracking-[0.35em] text-burgundy">{CLUB_NAME}</p>
        <p className="mt-1 text-base italic text-sepia">Established 1847 · Organic Thought Only</p>
        <div className="ornament" />
        <p className="mt-4 text-lg">This is to certify that</p>
        <p className="mt-3 break-words font-display text-4xl font-bold text-ink sm:text-5xl" data-testid="certificate-name">
          {name}
        </p>
        <p className="mx-auto mt-4 max-w-xl text-lg">
          has demonstrated, publicly and without mechanical assistance, a sincere commitment to thinking for oneself, and is hereby
          recognised as a
        </p>
        <h1 id="certificate-title" className="mt-4 text-3xl font-bold text-burgundy sm:text-4xl">
          {CERTIFICATION_NAME}
        </h1>
        <div className="mx-auto mt-10 grid max-w-2xl gap-6 text-base sm:grid-cols-3">
          <div>
            <p className="border-b border-ink/50 pb-1 font-display italic">Philippa Ashcombe</p>
            <p className="mt-1 text-sepia">President</p>
          </div>
          <div>
            <p className="border-b border-ink/50 pb-1">
              <time dateTime={issued.toISOString()}>{formatLongDateGB(issued)}</time>
            </p>
            <p className="mt-1 text-sepia">Date of Issue</p>
          </div>
          <div>
            <p className="border-b border-ink/50 pb-1 font-mono text-sm" data-testid="certificate-id">
              {certId}
            </p>
            <p className="mt-1 text-sepia">Certificate No.</p>
          </div>
        </div>
        <p className="mt-10 text-base italic text-sepia">“Cogito, ergo sum. Unassisted.”</p>
      </section>
    </div>
  );
}
