import type { ReactNode } from 'react';

/** Labelled inputs for the research forms, with the server's or the schema's message beneath. */
type Common = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** The field's name in a post without JavaScript: its schema key (docs/decisions/021). */
  name?: string;
};

const describedBy = (id: string, error?: string, hint?: string) =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

function Label({ id, label, required }: Pick<Common, 'id' | 'label' | 'required'>) {
  return (
    <label htmlFor={id} className="field-label">
      {label}
      {required && (
        <span className="text-burgundy" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

function Messages({ id, error, hint }: Pick<Common, 'id' | 'error' | 'hint'>) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-base text-sepia">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

export function TextField({
  id,
  name = id,
  label,
  required,
  error,
  hint,
  value,
  onChange,
  type = 'text',
  autoComplete,
  maxLength,
  placeholder,
}: Common & {
  value: string;
  onChange: (v: string) => void;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
}) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        className="field-input"
        required={required}
        value={value}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea({
  id,
  name = id,
  label,
  required,
  error,
  hint,
  value,
  onChange,
  maxLength,
  placeholder,
  rows = 4,
}: Common & { value: string; onChange: (v: string) => void; maxLength?: number; placeholder?: string; rows?: number }) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        className="field-input"
        rows={rows}
        required={required}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  name = id,
  label,
  required,
  error,
  hint,
  value,
  onChange,
  options,
  placeholder,
}: Common & { value: string; onChange: (v: string) => void; options: readonly string[]; placeholder: string }) {
  return (
    <div>
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        className="field-input"
        required={required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** The hidden honeypot every public form carries (D8). */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute left-[-10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function FormSection({ title, number, children }: { title: string; number?: number; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 border-t-2 border-gold/50 pt-5">
      <legend className="pr-3 font-display text-xl font-bold">
        {number !== undefined && <span className="text-burgundy">{number}. </span>}
        {title}
      </legend>
      {children}
    </fieldset>
  );
}
