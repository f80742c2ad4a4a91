import { type FormEvent, useState } from 'react';
import { serverMessage } from '~/client/lib/request-error';

/**
 * An action of the sign-in and security forms: `run` clears the last error and sends; what the
 * sending throws becomes the error shown, the server's message or `fallback`. `onSubmit` is the
 * same for a form, which stays on the page.
 */
export function useSend(send: () => Promise<unknown>, fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    try {
      await send();
    } catch (e) {
      setError(serverMessage(e) ?? fallback);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  return { error, run, onSubmit };
}
