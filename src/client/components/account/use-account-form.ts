import { type FormEvent, useEffect, useState } from 'react';
import type { FieldErrors } from '~/shared/field-errors';
import { type FormName, formAction } from '~/shared/form-posts';
import { usePostedFormOnce } from '../../lib/posted-form';
import { serverFieldErrors, serverMessage } from '../../lib/request-error';

/**
 * One of the member page's forms (docs/decisions/054): a real `<form method="post">` to
 * /forms/NAME that works without JavaScript (docs/decisions/021); once hydrated the same submit
 * calls the procedure instead. A page rendered after a post without JavaScript starts with its
 * values, messages and result.
 */
export function useAccountForm(name: FormName, send: (fields: Record<string, string>) => Promise<unknown>) {
  const posted = usePostedFormOnce(name);
  const [errors, setErrors] = useState<FieldErrors>(posted?.errors ?? {});
  const [message, setMessage] = useState<string | undefined>(posted?.message);
  const [pending, setPending] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
    setPending(true);
    setErrors({});
    setMessage(undefined);
    try {
      await send(fields);
    } catch (error) {
      const fieldMessages = serverFieldErrors(error);
      setErrors(fieldMessages);
      setMessage(Object.keys(fieldMessages).length ? undefined : (serverMessage(error) ?? 'Something went wrong. Please try again.'));
    } finally {
      setPending(false);
    }
  };
  return {
    posted,
    errors,
    message,
    pending,
    hydrated,
    formProps: { method: 'post', action: formAction(name), onSubmit: (e: FormEvent<HTMLFormElement>) => void onSubmit(e) },
  };
}

export type AccountForm = ReturnType<typeof useAccountForm>;
