import { Link } from '@tanstack/react-router';
import { DISPATCH_NAME } from '~/shared/dispatch';
import { formatCommentDate } from '~/shared/format';
import { usePostedFormOnce } from '~/client/lib/posted-form';
import { trpc } from '~/client/lib/trpc';
import { ClubPage } from '../page-parts/club-page';
import { LinkPostForm, Outcome, usePostedOutcome } from '../page-parts/letter-link';
import { DispatchSubscribeForm } from './subscribe-form';

/** /dispatch: the archive of public issues and the subscribe form every other form's post lands on. */
export function DispatchArchivePage({ page }: { page: number }) {
  const posted = usePostedFormOnce('dispatchSubscribe');
  const archive = trpc.public.dispatch.archive.useQuery({ page });
  const done = posted?.result?.message;
  const refusal = posted?.message;
  const emailError = posted?.errors?.email;
  const values = posted?.values;
  const email = typeof values?.email === 'string' ? values.email : undefined;
  return (
    <ClubPage
      eyebrow="Letters from the Club"
      title={DISPATCH_NAME}
      intro="An occasional letter from the Club: new Intelligence Reports, the annual report and symposia."
    >
      <div className="grid gap-10 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="dispatch-archive-heading">
          <h2 id="dispatch-archive-heading" className="text-2xl font-bold">
            Past issues
          </h2>
          {archive.data && archive.data.issues.length === 0 && <p className="mt-3">No issue has been sent yet.</p>}
          <ol className="mt-4 space-y-5">
            {archive.data?.issues.map((issue) => (
              <li key={issue.id} className="card p-5">
                <h3 className="text-xl font-bold">
                  <Link to="/dispatch/$id" params={{ id: String(issue.id) }} className="text-burgundy underline underline-offset-4">
                    {issue.subject}
                  </Link>
                </h3>
                <p className="text-base text-sepia">{formatCommentDate(issue.publishedAt)}</p>
                <p className="mt-2">{issue.summary}</p>
              </li>
            ))}
          </ol>
          {archive.data && archive.data.pageCount > 1 && (
            <nav aria-label="Pages of the archive" className="mt-6 flex gap-4">
              {page > 1 && (
                <Link to="/dispatch" search={{ page: page - 1 }} className="btn-secondary">
                  Newer issues
                </Link>
              )}
              {page < archive.data.pageCount && (
                <Link to="/dispatch" search={{ page: page + 1 }} className="btn-secondary">
                  Older issues
                </Link>
              )}
            </nav>
          )}
        </section>
        <section id="subscribe" className="scroll-mt-24 space-y-4" aria-label="Subscribe">
          {done && <Outcome id="subscribe-outcome" message={done} refused={false} />}
          {refusal && <Outcome id="subscribe-outcome" message={refusal} refused />}
          <div className="card p-5">
            <DispatchSubscribeForm source="dispatch" email={email} error={emailError} heading="Have each new issue by email" />
          </div>
        </section>
      </div>
    </ClubPage>
  );
}

/** /dispatch/confirm?token=: the confirmation letter's link. The GET shows a button; only its POST confirms. */
export function DispatchConfirmPage({ token }: { token: string | undefined }) {
  const { result, refusal } = usePostedOutcome(
    'dispatchConfirm',
    'This confirmation link is incomplete: please use the link in your letter.',
  );
  const done = result?.message;
  return (
    <ClubPage eyebrow={DISPATCH_NAME} title="Confirm your subscription">
      <div id="confirm" className="mx-auto max-w-xl scroll-mt-24 space-y-5">
        {done && <Outcome id="confirm-outcome" message={done} refused={false} />}
        {refusal && <Outcome id="confirm-outcome" message={refusal} refused />}
        {!done && token && (
          <LinkPostForm name="dispatchConfirm" fields={{ token }} button="Confirm my subscription">
            <p>Press the button to confirm that {DISPATCH_NAME} may be sent to the address this letter reached.</p>
          </LinkPostForm>
        )}
        {!done && !token && !refusal && <p>Open this page from the link in your confirmation letter.</p>}
        <p>
          <Link to="/dispatch" className="text-burgundy underline underline-offset-4">
            Past issues of {DISPATCH_NAME}
          </Link>
        </p>
      </div>
    </ClubPage>
  );
}

/** /dispatch/unsubscribe?subscriber=&token=: the visible link of every letter. The GET shows a button; only its POST unsubscribes. */
export function DispatchUnsubscribePage({ subscriber, token }: { subscriber: string | undefined; token: string | undefined }) {
  const { result, refusal } = usePostedOutcome(
    'dispatchUnsubscribe',
    'This unsubscribe link is incomplete: please use the link in your letter.',
  );
  const done = result?.message;
  return (
    <ClubPage eyebrow={DISPATCH_NAME} title="Unsubscribe">
      <div id="unsubscribe" className="mx-auto max-w-xl scroll-mt-24 space-y-5">
        {done && <Outcome id="unsubscribe-outcome" message={done} refused={false} />}
        {refusal && <Outcome id="unsubscribe-outcome" message={refusal} refused />}
        {!done && subscriber && token && (
          <LinkPostForm name="dispatchUnsubscribe" fields={{ subscriber, token }} button="Unsubscribe me">
            <p>Press the button and {DISPATCH_NAME} will not be sent to you again. No sign-in is needed.</p>
          </LinkPostForm>
        )}
        {!done && !(subscriber && token) && !refusal && <p>Open this page from the unsubscribe link in one of our letters.</p>}
      </div>
    </ClubPage>
  );
}

/** /dispatch/{id}: the web edition of a sent issue (members-only issues have none). */
export function DispatchIssuePage({ id }: { id: number }) {
  const issue = trpc.public.dispatch.issue.useQuery({ id });
  const data = issue.data;
  if (!data) return null;
  return (
    <ClubPage eyebrow={DISPATCH_NAME} title={data.subject} intro={formatCommentDate(data.publishedAt)}>
      {/* Sanitised on the server when written (D7): the allow-list of src/shared/rich-text.ts. */}
      <div className="rich-text mx-auto max-w-2xl space-y-4" dangerouslySetInnerHTML={{ __html: data.body }} />
      <div className="mx-auto mt-10 max-w-2xl card p-5">
        <DispatchSubscribeForm source="dispatch" heading="Have each new issue by email" />
      </div>
      <p className="mt-6 text-center">
        <Link to="/dispatch" className="text-burgundy underline underline-offset-4">
          Every issue
        </Link>
      </p>
    </ClubPage>
  );
}
