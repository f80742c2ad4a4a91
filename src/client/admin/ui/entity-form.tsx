import { lazy, Suspense, useEffect, useState } from 'react';
import type { z } from 'zod';
import { clampMeter } from '../../../shared/intelligence';
import { serverMessage } from '../../lib/request-error';
import { jsonInput } from '../lib/json-input';
import { useSchemaForm } from '../../lib/schema-form';
import { toast } from '../../lib/toast';
import { Checkbox, Field } from './fields';
import { MediaField } from './media-field';
import { Modal } from './modal';

// The visual editor (Tiptap) is a chunk of its own, loaded when a form with a rich-text field opens.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export type FormState = Record<string, string | boolean | number | string[]>;

type Base = { name: string; label: string; required?: boolean; help?: string; half?: boolean };
type FieldSpec =
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
  const [saving, setSaving] = useState(false);
  const form = useSchemaForm({
    initial: config.empty,
    schema: config.schema,
    toInput: (values) => (config.toInput ? config.toInput(values) : values),
    clearErrorOnChange: true,
    onValid: async (data) => {
      setSaving(true);
      try {
        await onSave(jsonInput(data as Record<string, unknown>, config.fields.map((f) => f.name)), state?.mode === 'edit' ? state.id : undefined);
        form.reset(config.empty);
        onClose();
      } catch (error) {
        form.showServerErrors(error);
        toast({ title: 'Error', description: `${config.saveFailed}${serverMessage(error) ? ` ${serverMessage(error)}` : ''}`, variant: 'destructive' });
      } finally {
        setSaving(false);
      }
    },
  });

  // Opening (or switching item) starts from the item's values or the empty form (and only then).
  useEffect(() => {
    form.reset(state?.mode === 'edit' ? state.values : config.empty);
    setSaving(false);
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
            <FieldControl field={field} value={form.values[field.name]} onChange={(value) => form.set(field.name, value)} error={form.errors[field.name]} />
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
      return (
        <Suspense fallback={<EditorLoading label={field.label} />}>
          <RichTextEditor
            label={field.label}
            value={String(value ?? '')}
            onChange={onChange}
            error={error}
            required={field.required}
            help={field.help}
            Dialog={Modal}
          />
        </Suspense>
      );
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

/** The rich-text field while its editor loads: the label and a box of the editor's size. */
function EditorLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p className="field-label">{label}</p>
      <div className="flex min-h-[252px] items-center justify-center rounded-sm border-2 border-ink/40 bg-paper text-base text-sepia">Loading the editor…</div>
    </div>
  );
}
