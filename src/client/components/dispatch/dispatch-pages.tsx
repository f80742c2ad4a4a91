import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { DISPATCH_NAME } from '~/shared/dispatch';
import { formatCommentDate } from '~/shared/format';
import { usePostedFormOnce } from '~/client/lib/posted-form';
import { trpc } from '~/client/lib/trpc';
import { ClubPage } from '../page-parts/club-page';
import { LinkPostForm, PostedOutcome, usePostedOutcome } from '../page-parts/letter-link';
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
          <PostedOutcome id="subscribe-outcome" done={done} refusal={refusal} />
          <div className="card p-5">
            <DispatchSubscribeForm source="dispatch" email={email} error={emailError} heading="Have each new issue by email" />
          </div>
        </section>
      </div>
    </ClubPage>
  );
}

/**
 * The page a Dispatch letter's link opens: the GET shows a button, only its POST (the form `name`) acts. Its
 * outcome, else the button while the link is whole (`fields`, undefined when a part is missing), else where
 * to open the page from (`missing`); then `children`.
 */
function DispatchLinkPage({
  name,
  id,
  title,
  incomplete,
  fields,
  button,
  prompt,
  missing,
  children,
}: {
  name: 'dispatchConfirm' | 'dispatchUnsubscribe';
  id: string;
  title: string;
  incomplete: string;
  fields: Record<string, string> | undefined;
  button: string;
  prompt: ReactNode;
  missing: string;
  children?: ReactNode;
}) {
  const { result, refusal } = usePostedOutcome(name, incomplete);
  const done = result?.message;
  return (
    <ClubPage eyebrow={DISPATCH_NAME} title={title}>
      <div id={id} className="mx-auto max-w-xl scroll-mt-24 space-y-5">
        <PostedOutcome id={`${id}-outcome`} done={done} refusal={refusal} />
        {!done && fields && (
          <LinkPostForm name={name} fields={fields} button={button}>
            <p>{prompt}</p>
          </LinkPostForm>
        )}
        {!done && !fields && !refusal && <p>{missing}</p>}
        {children}
      </div>
    </ClubPage>
  );
}

/** /dispatch/confirm?token=: the confirmation letter's link. */
export function DispatchConfirmPage({ token }: { token: string | undefined }) {
  return (
    <DispatchLinkPage
      name="dispatchConfirm"
      id="confirm"
      title="Confirm your subscription"
      incomplete="This confirmation link is incomplete: please use the link in your letter."
      fields={token ? { token } : undefined}
      button="Confirm my subscription"
      prompt={<>Press the button to confirm that {DISPATCH_NAME} may be sent to the address this letter reached.</>}
      missing="Open this page from the link in your confirmation letter."
    >
      <p>
        <Link to="/dispatch" className="text-burgundy underline underline-offset-4">
          Past issues of {DISPATCH_NAME}
        </Link>
      </p>
    </DispatchLinkPage>
  );
}

/** /dispatch/unsubscribe?subscriber=&token=: the visible link of every letter; no sign-in is needed. */
export function DispatchUnsubscribePage({ subscriber, token }: { subscriber: string | undefined; token: string | undefined }) {
  return (
    <DispatchLinkPage
      name="dispatchUnsubscribe"
      id="unsubscribe"
      title="Unsubscribe"
      incomplete="This unsubscribe link is incomplete: please use the link in your letter."
      fields={subscriber && token ? { subscriber, token } : undefined}
      button="Unsubscribe me"
      prompt={<>Press the button and {DISPATCH_NAME} will not be sent to you again. No sign-in is needed.</>}
      missing="Open this page from the unsubscribe link in one of our letters."
    />
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
