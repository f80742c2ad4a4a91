import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../../shared/field-errors';
import { clampMeter } from '../../../shared/intelligence';
import { serverFieldErrors, serverMessage } from '../../lib/request-error';
import { toast } from '../../lib/toast';
import { Checkbox, Field } from './fields';
import { MediaField } from './media-field';
import { Modal } from './modal';
import { RichTextEditor } from './rich-text-editor';

export type FormState = Record<string, string | boolean | number | string[]>;

type Base = { name: string; label: string; required?: boolean; help?: string; half?: boolean };
export type FieldSpec =
  | (Base & { kind: 'text'; type?: 'text' | 'url' | 'date'; placeholder?: string })
  | (Base & { kind: 'textarea'; rows?: number; monospace?: boolean })
  | (Base & { kind: 'rich' })
  | (Base & { kind: 'select'; options: { value: string; label: string }[] })
  | (Base & { kind: 'checkbox' })
  | (Base & { kind: 'media'; imagesOnly?: boolean; failureText?: string })
  | (Base & { kind: 'list' })
  | (Base & { kind: 'meter' });

export type FormConfig = {
  /** Singular noun for titles: "Exhibition" gives "Add Exhibition" / "Edit Exhibition". */
  noun: string;
  fields: FieldSpec[];
  empty: FormState;
  /** The shared create schema (D2): the same rules the server applies. */
  schema: z.ZodType;
  /** Form state to the procedure's input (for example list text to arrays). */
  toInput?: (values: FormState) => Record<string, unknown>;
  saveFailed: string;
};

export type FormMode = { mode: 'create' } | { mode: 'edit'; id: number; values: FormState };

/**
 * The modal create/edit form of the managed kinds (part 2 section 2): title and submit label
 * follow the mode, the submit button reads "Saving..." while saving, Cancel closes and resets.
 */
export function EntityFormModal({
  config,
  state,
  onClose,
  onSave,
}: {
  config: FormConfig;
  state: FormMode | null;
  onClose: () => void;
  onSave: (input: Record<string, unknown>, id?: number) => Promise<unknown>;
}) {
  const [values, setValues] = useState<FormState>(config.empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit, take the keyboard (and the eye) to the first field to fix.
  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  // Opening (or switching item) starts from the item's values or the empty form.
  useEffect(() => {
    setValues(state?.mode === 'edit' ? state.values : config.empty);
    setErrors({});
    setSaving(false);
  }, [state, config.empty]);

  const close = () => {
    setValues(config.empty);
    setErrors({});
    onClose();
  };

  const set = (name: string) => (value: FormState[string]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: '' } : e));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = config.toInput ? config.toInput(values) : values;
    const parsed = config.schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstError();
      return;
    }
    setSaving(true);
    try {
      await onSave(input, state?.mode === 'edit' ? state.id : undefined);
      setValues(config.empty);
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      focusFirstError();
      toast({ title: 'Error', description: `${config.saveFailed}${serverMessage(error) ? ` ${serverMessage(error)}` : ''}`, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const editing = state?.mode === 'edit';
  return (
    <Modal open={state !== null} title={editing ? `Edit ${config.noun}` : `Add New ${config.noun}`} onClose={close} wide>
      <form ref={formRef} onSubmit={submit} noValidate className="grid gap-5 sm:grid-cols-2">
        {config.fields.map((field) => (
          <div key={field.name} className={field.half ? '' : 'sm:col-span-2'}>
            <FieldControl field={field} value={values[field.name]} onChange={set(field.name)} error={errors[field.name]} />
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

function FieldControl({
  field,
  value,
  onChange,
  error,
}: {
  field: FieldSpec;
  value: FormState[string];
  onChange: (value: FormState[string]) => void;
  error?: string;
}) {
  switch (field.kind) {
    case 'rich':
      return <RichTextEditor label={field.label} value={String(value ?? '')} onChange={onChange} error={error} required={field.required} help={field.help} />;
    case 'media':
      return (
        <MediaField
          label={field.label}
          value={String(value ?? '')}
          onChange={onChange}
          error={error}
          imagesOnly={field.imagesOnly}
          failureText={field.failureText}
          help={field.help}
        />
      );
    case 'checkbox':
      return <Checkbox label={field.label} checked={Boolean(value)} onChange={onChange} help={field.help} />;
    case 'select':
      return (
        <Field label={field.label} error={error} required={field.required} help={field.help}>
          {(props) => (
            <select {...props} className="field-input" value={String(value ?? '')} onChange={(e) => onChange(e.target.value)}>
              {field.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case 'textarea':
      return (
        <Field label={field.label} error={error} required={field.required} help={field.help}>
          {(props) => (
            <textarea
              {...props}
              rows={field.rows ?? 4}
              className={`field-input ${field.monospace ? 'font-mono text-base' : ''}`}
              value={String(value ?? '')}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </Field>
      );
    case 'list':
      return (
        <Field label={field.label} error={error} required={field.required} help={field.help ?? 'One per line.'}>
          {(props) => (
            <textarea
              {...props}
              rows={4}
              className="field-input"
              value={Array.isArray(value) ? value.join('\n') : String(value ?? '')}
              onChange={(e) => onChange(e.target.value.split('\n'))}
            />
          )}
        </Field>
      );
    case 'meter':
      return (
        <Field label={field.label} error={error} required={field.required} help={field.help ?? 'A whole number from 1 to 10.'}>
          {(props) => (
            <div className="flex items-center gap-4">
              <input
                {...props}
                type="number"
                min={1}
                max={10}
                step={1}
                className="field-input w-24"
                value={String(value ?? '')}
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
          )}
        </Field>
      );
    default:
      return (
        <Field label={field.label} error={error} required={field.required} help={field.help}>
          {(props) => (
            <input
              {...props}
              type={field.type ?? 'text'}
              className="field-input"
              placeholder={field.placeholder}
              value={String(value ?? '')}
              onChange={(e) => onChange(e.target.value)}
            />
          )}
        </Field>
      );
  }
}
