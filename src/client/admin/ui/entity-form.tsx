import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { clampMeter } from '~/shared/intelligence';
import { serverMessage } from '~/client/lib/request-error';
import { type JsonBody, jsonInput } from '../lib/json-input';
import { useSchemaForm } from '~/client/lib/schema-form';
import { toast } from '~/client/lib/toast';
import { Checkbox, type ControlProps, Field } from './fields';
import { MediaField } from './media-field';
import { Modal } from './modal';

// The visual editor (Tiptap) is a chunk of its own, loaded when a form with a rich-text field opens.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/**
 * The shared create schema of a kind the admin writes through a form (part 2 section 5). Its
 * input type says which fields the form has and what each holds.
 */
export type FormSchema = z.ZodObject;

/**
 * What a form holds for its schema: every field of the schema's input, none left out (a blank
 * text is '', an empty list [], a flag false). The create form starts from one (`empty`, made from
 * the fields), the edit form from an item (`fromItem`), both checked against the schema by the compiler.
 */
export type FormValues<S extends FormSchema> = Required<z.input<S>>;

/**
 * What a form sends: the schema's output, with every field the schema emptied sent as ''
 * (`jsonInput`), so an edit clears it. Each tab's save takes the procedure's input, and the
 * compiler checks that this fits it.
 */
export type FormBody<S extends FormSchema> = JsonBody<z.output<S>>;

type Base<K extends string, T> = {
  name: K;
  label: string;
  required?: boolean;
  help?: string;
  half?: boolean;
  /** What the create form starts with, when not its control's blank (`blankValue`). */
  default?: T;
};

/**
 * The controls a field of value type T may have: each control writes one type of value (text a
 * string, a checkbox a boolean, a list strings, the meter a number, a select one of its options),
 * and a field may only have a control whose value its schema takes.
 */
type ControlFor<T> =
  | (string extends T
      ? | { kind: 'text'; type?: 'text' | 'url' | 'date'; placeholder?: string }
        | { kind: 'textarea'; rows?: number; monospace?: boolean }
        | { kind: 'rich' }
        | { kind: 'media'; imagesOnly?: boolean }
      : never)
  | ([T] extends [string] ? { kind: 'select'; options: readonly { value: T; label: string }[] } : never)
  | (boolean extends T ? { kind: 'checkbox' } : never)
  | (string[] extends T ? { kind: 'list' } : never)
  // The meter has no blank: its field says where it starts.
  | (number extends T ? { kind: 'meter'; default: number } : never);

/** One field of a form whose values are V: its name is one of V's, its control fits its value. */
type FieldSpec<V> = { [K in keyof V & string]: Base<K, V[K]> & ControlFor<V[K]> }[keyof V & string];

/** A field as the controls see it, whatever its form (a select's options hold its field's values). */
type AnyField = Base<string, unknown> & (ControlFor<unknown> | { kind: 'select'; options: readonly { value: unknown; label: string }[] });

/** The names of V that no field of the list F controls (never when each has its field). */
type Uncovered<V, F extends readonly { name: string }[]> = Exclude<keyof V & string, F[number]['name']>;

export type FormConfig<S extends FormSchema> = {
  /** Singular noun for titles: "Exhibition" gives "Add Exhibition" / "Edit Exhibition". */
  noun: string;
  fields: readonly FieldSpec<FormValues<S>>[];
  /** The create form's values: each field's `default`, or its control's blank. */
  empty: FormValues<S>;
  /** The shared create schema (D2): the same rules the server applies. */
  schema: S;
  /** Form values to the schema's input (for example list lines cleaned); the values themselves by default. */
  toInput?: (values: FormValues<S>) => z.input<S>;
  saveFailed: string;
};

/**
 * A kind's form, typed by its shared create schema: the field names, their defaults and the
 * values-to-input mapping are checked against the schema's fields, and every field of the schema
 * must have its control, so a misspelt or forgotten name fails the typecheck (entity-form.test.ts
 * proves it). The empty form is made from the fields.
 */
export function entityForm<S extends FormSchema, const F extends readonly FieldSpec<FormValues<S>>[]>(
  schema: S,
  config: Omit<FormConfig<S>, 'schema' | 'empty' | 'fields'> & {
    fields: F & ([Uncovered<FormValues<S>, F>] extends [never] ? unknown : { withoutAField: Uncovered<FormValues<S>, F> });
  },
): FormConfig<S> {
  // One value for each field, and (the compiler checked above) one field for each of the schema's names.
  const empty = Object.fromEntries(config.fields.map((field) => [field.name, blankValue(field)])) as FormValues<S>;
  return { ...config, schema, empty };
}

/** A field's value in the create form: its `default`, or its control's blank (the first option of a select). */
function blankValue(field: AnyField): unknown {
  if (field.default !== undefined) return field.default;
  switch (field.kind) {
    case 'checkbox':
      return false;
    case 'list':
      return [];
    case 'select':
      return field.options[0]?.value;
    default:
      return '';
  }
}

export type FormMode<V> = { mode: 'create' } | { mode: 'edit'; id: number; values: V };

/**
 * The modal create/edit form of the managed kinds (part 2 section 2): title and submit label
 * follow the mode, the submit button reads "Saving..." while saving, Cancel closes and resets.
 */
export function EntityFormModal<S extends FormSchema>({
  config,
  state,
  onClose,
  onSave,
}: {
  config: FormConfig<S>;
  state: FormMode<FormValues<S>> | null;
  onClose: () => void;
  onSave: (input: FormBody<S>, id?: number) => Promise<unknown>;
}) {
  const [saving, setSaving] = useState(false);
  const form = useSchemaForm({
    initial: config.empty,
    schema: config.schema,
    toInput: (values: FormValues<S>): unknown => (config.toInput ? config.toInput(values) : values),
    onValid: async (data) => {
      setSaving(true);
      try {
        await onSave(
          jsonInput(
            data,
            config.fields.map((f) => f.name),
          ),
          state?.mode === 'edit' ? state.id : undefined,
        );
        form.reset(config.empty);
        onClose();
      } catch (error) {
        form.showServerErrors(error);
        toast({
          title: 'Error',
          description: `${config.saveFailed}${serverMessage(error) ? ` ${serverMessage(error)}` : ''}`,
          variant: 'destructive',
        });
      } finally {
        setSaving(false);
      }
    },
  });

  // The latest values, so a change that lands late (an upload's address) keeps what was typed meanwhile.
  const latest = useRef(form.values);
  latest.current = form.values;
  // The field's control was checked against its value's type (FieldSpec), so what it writes fits.
  const setField = (name: string, value: unknown) => {
    latest.current = { ...latest.current, [name]: value };
    form.setValues(latest.current);
    form.clearError(name);
  };

  // Opening (or switching item) starts from the item's values or the empty form (and only then).
  useEffect(() => {
    form.reset(state?.mode === 'edit' ? state.values : config.empty);
    setSaving(false);
    // Not on `form`: it is a new object each render, and resetting then would wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, config.empty]);

  const close = () => {
    form.reset(config.empty);
    onClose();
  };

  const editing = state?.mode === 'edit';
  return (
    <Modal open={state !== null} title={editing ? `Edit ${config.noun}` : `Add New ${config.noun}`} onClose={close} wide>
      <form {...form.formProps} className="grid gap-5 sm:grid-cols-2">
        {config.fields.map((field) => (
          <div key={field.name} className={field.half ? '' : 'sm:col-span-2'}>
            <FieldControl
              field={field}
              value={form.values[field.name]}
              onChange={(value) => setField(field.name, value)}
              error={form.errors[field.name]}
            />
          </div>
        ))}
        <div className="flex flex-wrap justify-end gap-3 border-t border-gold/50 pt-4 sm:col-span-2">
          <button type="button" className="btn-secondary" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? 'Saving...' : editing ? `Update ${config.noun}` : `Create ${config.noun}`}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A field's value as its input shows it (a form holds strings, numbers and flags). */
const asText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/** The fields whose control sits in a Field (the rich-text editor, the media field and the checkbox label themselves). */
type LabelledField = Exclude<AnyField, { kind: 'rich' | 'media' | 'checkbox' }>;

/** The help a labelled control shows when its field gives none. */
const DEFAULT_HELP: Partial<Record<LabelledField['kind'], string>> = { list: 'One per line.', meter: 'A whole number from 1 to 10.' };

function FieldControl({
  field,
  value,
  onChange,
  error,
}: {
  field: AnyField;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
}) {
  // What a labelled control shows around itself: its label, required mark, help and message.
  const labelled = { label: field.label, error, required: field.required, help: field.help };
  switch (field.kind) {
    case 'rich':
      return (
        <Suspense fallback={<EditorLoading label={field.label} />}>
          <RichTextEditor {...labelled} value={asText(value)} onChange={onChange} Dialog={Modal} />
        </Suspense>
      );
    case 'media':
      return (
        <MediaField
          label={field.label}
          value={asText(value)}
          onChange={onChange}
          error={error}
          imagesOnly={field.imagesOnly}
          help={field.help}
        />
      );
    case 'checkbox':
      return <Checkbox label={field.label} checked={Boolean(value)} onChange={onChange} help={field.help} />;
    default:
      return (
        <Field {...labelled} help={field.help ?? DEFAULT_HELP[field.kind]}>
          {(props) => <LabelledControl field={field} value={value} onChange={onChange} props={props} />}
        </Field>
      );
  }
}

/** The control of a field that sits in a Field, wired to its label, help and message (`props`). */
function LabelledControl({
  field,
  value,
  onChange,
  props,
}: {
  field: LabelledField;
  value: unknown;
  onChange: (value: unknown) => void;
  props: ControlProps;
}) {
  switch (field.kind) {
    case 'select':
      return (
        <select
          {...props}
          className="field-input"
          value={asText(value)}
          onChange={(e) => onChange(field.options.find((o) => String(o.value) === e.target.value)?.value ?? e.target.value)}
        >
          {field.options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      );
    case 'textarea':
      return (
        <textarea
          {...props}
          rows={field.rows ?? 4}
          className={`field-input ${field.monospace ? 'font-mono text-base' : ''}`}
          value={asText(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'list':
      return (
        <textarea
          {...props}
          rows={4}
          className="field-input"
          value={Array.isArray(value) ? value.join('\n') : asText(value)}
          onChange={(e) => onChange(e.target.value.split('\n'))}
        />
      );
    case 'meter':
      return (
        <div className="flex items-center gap-4">
          <input
            {...props}
            type="number"
            min={1}
            max={10}
            step={1}
            className="field-input w-24"
            value={asText(value)}
            // Spec: clamped to 1-10, a non-number becomes 1.
            onChange={(e) => onChange(e.target.value === '' ? '' : clampMeter(e.target.value))}
            onBlur={(e) => onChange(clampMeter(e.target.value))}
          />
          <input
            type="range"
            min={1}
            max={10}
            step={1}
            aria-hidden="true"
            tabIndex={-1}
            className="flex-1 accent-burgundy"
            value={clampMeter(value)}
            onChange={(e) => onChange(clampMeter(e.target.value))}
          />
        </div>
      );
    default:
      return (
        <input
          {...props}
          type={field.type ?? 'text'}
          className="field-input"
          placeholder={field.placeholder}
          value={asText(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/** The rich-text field while its editor loads: the label and a box of the editor's size. */
function EditorLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p className="field-label">{label}</p>
      <div className="flex min-h-[252px] items-center justify-center rounded-sm border-2 border-ink/40 bg-paper text-base text-sepia">
        Loading the editor…
      </div>
    </div>
  );
}
