import { type FormEvent, useState } from 'react';
import { serverMessage } from './request-error';

/**
 * An action of a form or a button that stays on the page (the admin's sign-in and security forms,
 * a member's passkeys and saved card): `run` clears the last error and sends, `pending` while it
 * does. What the sending throws becomes the error shown, the server's message or `fallback`; a
 * refusal that is not thrown (a card the bank turns down) is shown by calling `refuse` with its
 * words. `onSubmit` is the same for a form.
 */
export function useSend(send: (refuse: (message: string) => void) => Promise<unknown>, fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = async () => {
    setError(null);
    setPending(true);
    try {
      await send(setError);
    } catch (e) {
      setError(serverMessage(e) ?? fallback);
    } finally {
      setPending(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  return { error, pending, run, onSubmit };
}
