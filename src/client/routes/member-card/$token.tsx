import { createFileRoute, notFound } from '@tanstack/react-router';
import { formatLongDateGB } from '~/shared/format';
import { memberCardParts } from '~/shared/member-card';
import { CLUB_NAME } from '~/shared/club';
import { pageHead } from '~/client/lib/head';
import { orNotFound } from '~/client/lib/route-data';

// What a membership card's QR code opens (docs/decisions/055): for anyone, only "valid member
// until DATE" or "not valid". A card the Club did not issue is the not-found screen, with its 404.
export const Route = createFileRoute('/member-card/$token')({
  // The loader comes with the page's component: nothing of it in other pages' first JavaScript.
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  loader: async ({ context, params }) => {
    if (!memberCardParts(params.token)) throw notFound();
    return orNotFound(context.trpcUtils.public.memberCard.verify.ensureData({ token: params.token }));
  },
  head: ({ match, loaderData }) =>
    pageHead(match.context.origin, {
      title: loaderData?.valid ? 'Valid Member' : 'Not Valid',
      description: 'A check of a membership card of the Brain Appreciation Club.',
      path: match.pathname,
      noindex: true,
    }),
  notFoundComponent: NotValid,
  component: CardCheck,
});

function CardCheck() {
  const answer = Route.useLoaderData();
  return answer.valid ? <Valid until={answer.validUntil} /> : <NotValid />;
}

function Valid({ until }: { until: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div role="status" className="card border-l-8 border-green-800 p-8" data-testid="member-card-check">
        <p className="text-base font-bold uppercase tracking-wide text-ink-soft">{CLUB_NAME}: membership card check</p>
        <h1 className="mt-3 text-4xl font-bold text-green-900">Valid member</h1>
        <p className="mt-3 text-2xl">
          until <strong>{formatLongDateGB(until)}</strong>
        </p>
      </div>
    </div>
  );
}

function NotValid() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div role="status" className="card border-l-8 border-burgundy p-8" data-testid="member-card-check">
        <p className="text-base font-bold uppercase tracking-wide text-ink-soft">{CLUB_NAME}: membership card check</p>
        <h1 className="mt-3 text-4xl font-bold text-burgundy">Not valid</h1>
        <p className="mt-3 text-lg">This card does not stand for a current membership of the Club.</p>
      </div>
    </div>
  );
}
