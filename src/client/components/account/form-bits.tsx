import type { ReactNode } from 'react';
import { LIMITS } from '~/shared/limits';
import type { AccountForm } from './use-account-form';

/** A labelled field with its message (the id of the message is `${id}-error`, named by aria-describedby). */
export function Field({
  form,
  id,
  name,
  label,
  children,
}: {
  form: AccountForm;
  id: string;
  name: string;
  label: string;
  children: ReactNode;
}) {
  const error = form.errors[name];
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-burgundy">
          {error}
        </p>
      )}
    </div>
  );
}

/** A refusal that is not about one field (a wrong code, the throttle). */
export function FormMessage({ form }: { form: AccountForm }) {
  return form.message ? (
    <p role="alert" className="text-burgundy">
      {form.message}
    </p>
  ) : null;
}

/** Field props for an input, with its message named when there is one. */
export const described = (form: AccountForm, id: string, name: string) => ({
  id,
  name,
  'aria-invalid': form.errors[name] ? true : undefined,
  'aria-describedby': form.errors[name] ? `${id}-error` : undefined,
});

/** The field for a code from a letter: numeric, offered from the device's one-time-code store. */
export function CodeField({ form, id, label, pattern }: { form: AccountForm; id: string; label: string; pattern?: string }) {
  return (
    <Field form={form} id={id} name="code" label={label}>
      <input
        {...described(form, id, 'code')}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={pattern}
        className="field-input"
        required
        maxLength={12}
      />
    </Field>
  );
}

/** The field for an email address (sign-in, a new address for letters). */
export function EmailField(props: { form: AccountForm; id: string; name: string; label: string; defaultValue?: string }) {
  const { form, id, name, label, defaultValue } = props;
  return (
    <Field form={form} id={id} name={name} label={label}>
      <input
        {...described(form, id, name)}
        type="email"
        className="field-input"
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        defaultValue={defaultValue}
      />
    </Field>
  );
}
