import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import type { z } from 'zod';
import type { FieldErrors } from '~/shared/field-errors';
import { LIMITS } from '~/shared/limits';
import { serverMessage } from '~/client/lib/request-error';
import { FormSubmit, FormSuccess, Options, useSchemaForm } from '~/client/lib/schema-form';
import { toast } from '~/client/lib/toast';

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

/**
 * A field's label, with the required mark hidden from assistive technology (the control says it is
 * required). The admin panel's fields use it too.
 */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="field-label">
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

/** The label, the control and its hint and message. */
function Block({ id, label, required, error, hint, children }: Omit<Common, 'name'> & { children: ReactNode }) {
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children}
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

type FieldProps = Common & { value: string; onChange: (v: string) => void };

/** A one-line input, or with `rows` a textarea (its attributes in the order the pages have always had them). */
export function TextField({
  type = 'text',
  autoComplete,
  maxLength,
  placeholder,
  rows,
  ...field
}: FieldProps & { type?: string; autoComplete?: string; maxLength?: number; placeholder?: string; rows?: number }) {
  const { id, name = id, required, value, onChange, error, hint } = field;
  const control = {
    id,
    name,
    type: rows ? undefined : type,
    className: 'field-input',
    rows,
    required,
    value,
    autoComplete,
    maxLength,
    placeholder,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy(id, error, hint),
  };
  return <Block {...field}>{rows ? <textarea {...control} /> : <input {...control} />}</Block>;
}

/** A long answer: a textarea of four rows by default, as long as a message may be. */
export const TextArea = ({
  rows = 4,
  maxLength = LIMITS.message,
  ...props
}: FieldProps & { maxLength?: number; placeholder?: string; rows?: number }) => <TextField {...props} rows={rows} maxLength={maxLength} />;

/** One long answer of a list of them: its field's key, its label and placeholder, required unless `optional`. */
export type Question<K extends string> = { key: K; label: string; placeholder: string; optional?: boolean; rows?: number };

/** Long answers one after another, from their questions. */
export function TextAreas<K extends string>({
  field,
  questions,
}: {
  field: (key: K) => Omit<FieldProps, 'label'>;
  questions: readonly Question<K>[];
}) {
  return questions.map((q) => (
    <TextArea key={q.key} {...field(q.key)} label={q.label} required={!q.optional} placeholder={q.placeholder} rows={q.rows} />
  ));
}

export function SelectField({ options, placeholder, ...field }: FieldProps & { options: readonly string[]; placeholder: string }) {
  const { id, name = id, required, value, onChange, error, hint } = field;
  return (
    <Block {...field}>
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
        <Options values={options} />
      </select>
    </Block>
  );
}

/** The keys of a form's text answers: its values that are strings (a list, such as the volunteer's experiments, has its own control). */
export type TextKey<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

/** The text fields of a research form as the fields take them: id, post name, value, change and message, by key. */
const fieldsOf =
  <V, K extends TextKey<V>>(form: { values: V; errors: FieldErrors; id: (key: K) => string; set: (key: K, value: V[K]) => void }) =>
  (key: K) => ({
    id: form.id(key),
    name: key,
    value: form.values[key],
    onChange: (v: V[K]) => form.set(key, v),
    error: form.errors[key],
  });

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

/** What a research form says, in a toast and in the no-JavaScript notice, once it is sent. */
export type Thanks = { title: string; description: string };

/** What the callbacks need of a form (typed apart, so the form's type does not wait on its own mutation). */
type SentForm = { reset: () => void; showServerErrors: (error: unknown) => void };

/**
 * A research form's mutation callbacks: sent, the form empties and `thanks` is toasted; refused, the
 * server's field errors show under their fields, with a toast. `form` is read when they run (the form
 * is made after its mutation, which it submits).
 */
const submitCallbacks = (form: () => SentForm, thanks: Thanks) => ({
  onSuccess: () => {
    form().reset();
    toast(thanks);
  },
  onError: (error: unknown) => {
    form().showServerErrors(error);
    toast({ title: 'Submission Failed', description: serverMessage(error) ?? 'Please try again later.', variant: 'destructive' });
  },
});

/** What a research form needs of its tRPC mutation. */
type Mutation<D> = { mutate: (data: D) => void; isPending: boolean };

/**
 * A research form: the schema form of `initial`, posted without JavaScript as `post` (its fields'
 * ids `${post}-${key}`), sent through `useMutation` once valid, then emptied and thanked; `field`
 * gives its text fields their props by key, `frame` is what its ResearchForm needs.
 */
export function useResearchForm<V extends { website: string }, S extends z.ZodType>(
  post: 'proposal' | 'volunteer',
  initial: V,
  schema: S,
  useMutation: (callbacks: ReturnType<typeof submitCallbacks>) => Mutation<z.output<S>>,
  thanks: Thanks,
) {
  const submit = useMutation(submitCallbacks((): SentForm => form, thanks));
  const form = useSchemaForm({ initial, schema, post, id: (key) => `${post}-${key}`, onValid: (data) => submit.mutate(data) });
  return { form, field: fieldsOf<V, TextKey<V>>(form), frame: { form, post, thanks, pending: submit.isPending } };
}

/** What the research form's frame needs of its schema form. */
type FramedForm = Parameters<typeof FormSubmit>[0]['form'] &
  Parameters<typeof FormSuccess>[0]['form'] & { formProps: ComponentPropsWithRef<'form'> };

/**
 * A research form's frame (`frame` of useResearchForm, the form's id `${post}-form`): the thanks of a
 * post without JavaScript, the form's sections, then the honeypot, the form's message and the submit
 * button, pending while the mutation runs.
 */
export function ResearchForm({
  form,
  post,
  thanks,
  pending,
  label,
  submitLabel,
  children,
}: {
  form: FramedForm;
  post: 'proposal' | 'volunteer';
  thanks: Thanks;
  pending: boolean;
  label: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form {...form.formProps} id={`${post}-form`} className="card space-y-8 p-5 sm:p-8" aria-label={label}>
      <FormSuccess form={form} {...thanks} />
      {children}
      <FormSubmit form={form} pending={pending} label={submitLabel} />
    </form>
  );
}
