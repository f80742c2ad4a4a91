import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldLabel } from '~/client/components/research-forms/form-fields';
import { AlertMessage } from '~/client/lib/schema-form';

/** Label, control, help and error, wired together for assistive technology. */
/** What a Field gives its control: the id its label points to, and the aria wiring of its help and message. */
export type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

export function Field({
  label,
  error,
  help,
  required,
  children,
  className = '',
}: {
  label: string;
  error?: string;
  help?: string;
  required?: boolean;
  children: (props: ControlProps) => ReactNode;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [error ? errorId : '', help ? helpId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {help && (
        <p id={helpId} className="mt-1 text-sm text-sepia">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A control under its plain label (no help, no message): `children` makes the control with the id the label points to. */
export function Labelled({ label, className, children }: { label: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** A Field whose control is one input holding text (an address, a password, a code). */
export function TextInput({
  label,
  help,
  value,
  onChange,
  ...input
}: { label: string; help?: string; value: string; onChange: (value: string) => void } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'autoComplete' | 'inputMode'
>) {
  return (
    <Field label={label} help={help}>
      {(field) => <input {...field} {...input} className="field-input" value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** A form's refusal (the server's message, or what went wrong), read out when it appears. */
export function FormError({ error }: { error: string | null | undefined }) {
  return <AlertMessage message={error} className="text-burgundy" />;
}

/** The new password of a reset or a change: its field, the rule as its help, and the refusal under it. */
export function NewPasswordField({
  help,
  error,
  ...value
}: {
  help: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <TextInput label="New password" help={help} type="password" autoComplete="new-password" {...value} />
      <FormError error={error} />
    </>
  );
}

export function Checkbox({
  label,
  checked,
  onChange,
  help,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  help?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1.5 h-5 w-5 accent-burgundy"
      />
      <div>
        <label htmlFor={id} className="font-display text-base font-bold">
          {label}
        </label>
        {help && <p className="text-sm text-sepia">{help}</p>}
      </div>
    </div>
  );
}
