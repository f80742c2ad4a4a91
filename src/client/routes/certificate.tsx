import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { formatLongDateGB } from '~/shared/format';
import { NAME_MAX } from '~/shared/limits';
import { CERTIFICATE_ID_MAX, CERTIFICATION_NAME, CLUB_NAME } from '~/shared/certificate';
import { staticPageHead } from '../lib/head';
import { orNotFound } from '../lib/route-data';
import { Glyph } from '~/client/components/page-parts/glyph';

type CertificateSearch = { name?: string; certId?: string };

const searchText = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

export const Route = createFileRoute('/certificate')({
  // A plain check, not zod: search validation runs in the entry bundle. Any number is kept, even
  // a malformed one: the page says it is not genuine rather than quietly dropping it.
  validateSearch: (search: Record<string, unknown>): CertificateSearch => {
    const name = searchText(search.name, NAME_MAX);
    const certId = searchText(search.certId, CERTIFICATE_ID_MAX);
    return { ...(name && { name }), ...(certId && { certId }) };
  },
  loaderDeps: ({ search }) => ({ name: search.name, certId: search.certId }),
  // The server checks the number's signature against the name (docs/decisions/043); a forged or
  // altered one is the route's not-found screen, with its 404.
  loader: async ({ context, deps: { name, certId } }) => {
    if (!certId) return { certificate: null };
    if (!name) throw notFound();
    return { certificate: await orNotFound(context.trpcUtils.public.certificate.verify.ensureData({ certId, name })) };
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? staticPageHead(match.context.origin, '/certificate', loaderData.certificate ? {} : { title: 'Check a Certificate' })
      : staticPageHead(match.context.origin, '/certificate', { title: 'Certificate Not Genuine', noindex: true }),
  notFoundComponent: NotGenuine,
  component: CertificatePage,
});

function CertificatePage() {
  const { certificate } = Route.useLoaderData();
  return certificate ? <Certificate {...certificate} /> : <CheckCertificate />;
}

/** A number that is not the Club's, or not this name's: said plainly, with the form to try again. */
function NotGenuine() {
  const search = Route.useSearch();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <div role="alert" className="card border-l-4 border-burgundy p-6">
        <h1 className="text-3xl font-bold text-burgundy">Certificate Not Genuine</h1>
        <p className="mt-3 text-lg">
          The Club issued no certificate numbered <span className="break-all font-mono">{search.certId ?? '(none given)'}</span>
          {search.name ? (
            <>
              {' '}
              to <strong>{search.name}</strong>
            </>
          ) : (
            ' without a name'
          )}
          . It may have been altered or invented. Check the number and the name exactly as printed.
        </p>
      </div>
      <CheckForm certId={search.certId} name={search.name} />
    </div>
  );
}

/** /certificate with no number: how to earn one, and the form to check one. */
function CheckCertificate() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-4xl font-bold">Check a Certificate</h1>
      <p className="mt-3 text-lg">
        Every “{CERTIFICATION_NAME}” certificate carries a number signed by the Club. Enter the number and the name exactly as printed to
        learn whether it is genuine.
      </p>
      <p className="mt-3 text-lg">
        To earn your own,{' '}
        <Link to="/" hash="support">
          show your support on the home page
        </Link>
        .
      </p>
      <CheckForm />
    </div>
  );
}

/** A plain GET form: it works without JavaScript, and its answer is this page's address. */
function CheckForm({ certId, name }: CertificateSearch) {
  return (
    <form method="get" action="/certificate" className="card mt-8 grid gap-4 p-6" aria-labelledby="check-certificate-title">
      <h2 id="check-certificate-title" className="text-2xl font-bold">
        Verify a certificate
      </h2>
      <div>
        <label htmlFor="check-cert-id" className="field-label">
          Certificate No.
        </label>
        <input
          id="check-cert-id"
          name="certId"
          required
          defaultValue={certId}
          maxLength={CERTIFICATE_ID_MAX}
          placeholder="BAC-1741003500000-q1W2e3R4t5Y6"
          className="field-input font-mono"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div>
        <label htmlFor="check-cert-name" className="field-label">
          Name on the certificate
        </label>
        <input id="check-cert-name" name="name" required defaultValue={name} maxLength={NAME_MAX} className="field-input" />
      </div>
      <button type="submit" className="btn-primary justify-self-start">
        Check Certificate
      </button>
    </form>
  );
}

/** D9: the printable "Certified Organic Thinking Advocate" certificate, as the server verified it. */
function Certificate({ certId, name, issuedAt }: { certId: string; name: string; issuedAt: string }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10" data-print-certificate>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/" className="text-base">
          <Glyph name="back" /> Return to Club
        </Link>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          Print Certificate
        </button>
      </div>
      <p className="mb-4 text-base print:hidden" role="status" data-testid="certificate-genuine">
        <span className="badge-gold mr-2 align-middle">Genuine</span>
        Verified by the Club: this number was issued to this name on {formatLongDateGB(issuedAt)}. Anyone with this page&apos;s address can
        check it again.
      </p>
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
              <time dateTime={issuedAt}>{formatLongDateGB(issuedAt)}</time>
            </p>
            <p className="mt-1 text-sepia">Date of Issue</p>
          </div>
          <div>
            <p className="break-all border-b border-ink/50 pb-1 font-mono text-sm" data-testid="certificate-id">
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
