import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import { type FormName, parsePostedForm, POSTED_FORM_SCRIPT_ID, type PostedForm } from '~/shared/form-posts';

/**
 * A form posted without JavaScript (docs/decisions/021): on the server the page is rendered
 * with its state in this context; in the browser the same state is read from the JSON script
 * the server wrote into the page, while the page is hydrated (so both render the same).
 */
export const PostedFormContext = createContext<PostedForm | null>(null);

let fromPage: PostedForm | null | undefined;

/** The posted state of the form `name`, if this page was rendered with one. */
export function usePostedForm(name: FormName | undefined, hydrating: boolean): PostedForm | null {
  const fromServer = useContext(PostedFormContext);
  if (!name) return null;
  let posted = fromServer;
  if (!posted && hydrating && typeof document !== 'undefined') {
    fromPage ??= parsePostedForm(document.getElementById(POSTED_FORM_SCRIPT_ID)?.textContent);
    posted = fromPage;
  }
  return posted?.form === name ? posted : null;
}

const subscribeToNothing = () => () => {};

/** The posted state of the form `name`, read once, for a page that holds state around the form. */
export function usePostedFormOnce(name: FormName): PostedForm | null {
  // True on the server and while hydrating: the server's snapshot.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const posted = usePostedForm(name, hydrating);
  const [kept] = useState(posted);
  return kept;
}
