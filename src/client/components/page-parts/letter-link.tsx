import type { ReactNode } from 'react';
import { type FormName, formAction } from '~/shared/form-posts';
import { usePostedFormOnce } from '~/client/lib/posted-form';

/**
 * The pages a letter's link opens (a Dispatch confirmation or unsubscribe, an event ticket, a
 * waitlist offer): the GET shows a button, only its POST acts, and without JavaScript the page the
 * post lands on says how it went.
 */

/** A posted form's outcome as the page shows it: the success sentence, or the refusal's (`id`: a place to scroll to). */
export function Outcome({ message, refused, id }: { message: string; refused: boolean; id?: string }) {
  return (
    <div id={id} className={`card ${id ? 'scroll-mt-24 ' : ''}p-5 ${refused ? 'border-burgundy' : ''}`} role={refused ? 'alert' : 'status'}>
      <p className={`text-lg ${refused ? 'font-bold text-burgundy' : ''}`}>{message}</p>
    </div>
  );
}

/** The outcome of the page's own post, when there is one: its success sentence (`done`) or its refusal. */
export function PostedOutcome({ done, refusal, id }: { done: string | undefined; refusal: string | undefined; id?: string }) {
  return (
    <>
      {done && <Outcome id={id} message={done} refused={false} />}
      {refusal && <Outcome id={id} message={refusal} refused />}
    </>
  );
}

/**
 * What the page just posted the form `name` says: its result, and the refusal to show (the post's
 * own message, or `incomplete` when the link's fields were missing or malformed).
 */
export function usePostedOutcome(name: FormName, incomplete: string) {
  const posted = usePostedFormOnce(name);
  return { result: posted?.result, refusal: posted?.message ?? (posted?.errors ? incomplete : undefined) };
}

/** The link's button: a POST of the form `name` with the link's `fields` hidden, under what `children` say. */
export function LinkPostForm({
  name,
  fields,
  button,
  children,
}: {
  name: FormName;
  fields: Record<string, string>;
  button: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={formAction(name)} className="card space-y-4 p-6">
      {children}
      {Object.entries(fields).map(([field, value]) => (
        <input key={field} type="hidden" name={field} value={value} />
      ))}
      <button type="submit" className="btn-primary">
        {button}
      </button>
    </form>
  );
}
