import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { arsenalCreateInput } from '~/shared/schemas/arsenal';
import { intelligenceCreateInput } from '~/shared/schemas/intelligence';
import { type shameItemOutput, shameCreateInput } from '~/shared/schemas/shame';
import { arsenalForm } from '../tabs/arsenal-tab';
import { contentForm } from '../tabs/content-tab';
import { intelligenceForm } from '../tabs/intelligence-tab';
import { recognitionForm } from '../tabs/recognition-tab';
import { shameForm } from '../tabs/shame-tab';
import { entityForm, type FormBody, type FormConfig, type FormSchema, type FormValues } from './entity-form';

/*
 * The compiler checks a tab's form against its shared schema: each `@ts-expect-error` below is a
 * mistake that must not compile (if one ever does, `tsc` fails on the unused directive). A case
 * adds its mistake to a tab's own fields, so that it is the only one.
 */
describe('the admin forms are typed by their shared schemas', () => {
  it('refuses a misspelt or missing field name in the fields, a default that does not fit, and a misspelt item mapping', () => {
    entityForm(shameCreateInput, {
      noun: 'Shame Entry',
      saveFailed: 'Failed.',
      // @ts-expect-error: "titel" is not a field of the shame schema.
      fields: [...shameForm.fields, { kind: 'text', name: 'titel', label: 'Title' }],
    });
    entityForm(shameCreateInput, {
      noun: 'Shame Entry',
      saveFailed: 'Failed.',
      // @ts-expect-error: the fields leave out all but the title (the form would neither show nor send the others).
      fields: [{ kind: 'text', name: 'title', label: 'Title' }],
    });
    entityForm(shameCreateInput, {
      noun: 'Shame Entry',
      saveFailed: 'Failed.',
      // @ts-expect-error: "featured" starts as true or false, not as a text.
      fields: [...shameForm.fields, { kind: 'checkbox', name: 'featured', label: 'Featured', default: 'yes' }],
    });
    type ShameItem = z.output<typeof shameItemOutput>;
    // @ts-expect-error: the item mapping names "sourceURL", the schema "sourceUrl".
    const fromItem: (item: ShameItem) => FormValues<typeof shameCreateInput> = (item) => ({
      title: item.title,
      category: item.category,
      description: item.description,
      example: item.example,
      sourceURL: item.sourceUrl ?? '',
      imageUrl: item.imageUrl ?? '',
      featured: item.featured,
    });
    expect(fromItem).toBeTypeOf('function');
  });

  it("refuses a control that does not fit its field's value, and a select option the schema refuses", () => {
    const base = { noun: 'Arsenal Resource', saveFailed: 'Failed.' };
    // @ts-expect-error: a checkbox writes true/false, the title is text.
    entityForm(arsenalCreateInput, { ...base, fields: [...arsenalForm.fields, { kind: 'checkbox', name: 'title', label: 'Title' }] });
    // @ts-expect-error: free text for the type, which is one of ARSENAL_TYPES.
    entityForm(arsenalCreateInput, { ...base, fields: [...arsenalForm.fields, { kind: 'text', name: 'type', label: 'Type' }] });
    entityForm(arsenalCreateInput, {
      ...base,
      // @ts-expect-error: "poem" is not an arsenal type.
      fields: [...arsenalForm.fields, { kind: 'select', name: 'type', label: 'Type', options: [{ value: 'poem', label: 'Poem' }] }],
    });
    entityForm(intelligenceCreateInput, {
      ...base,
      // @ts-expect-error: the list control writes lines, the intelligence summary is one text.
      fields: [...intelligenceForm.fields, { kind: 'list', name: 'summary', label: 'Summary' }],
    });
    // A select starts at its first option.
    expect(arsenalForm.empty.type).toBe('prompt');
  });

  it('checks that what a form sends fits its procedure input', () => {
    const takesCreateInput = (input: z.input<typeof shameCreateInput>) => input;
    const save: (input: FormBody<typeof shameCreateInput>) => unknown = takesCreateInput;
    // @ts-expect-error: a save that wants a field the form does not send.
    const wrongSave: (input: FormBody<typeof shameCreateInput>) => unknown = (input: { tagline: string }) => input;
    expect([save, wrongSave]).toHaveLength(2);
  });
});

const isBlank = (value: unknown) => value === '' || (Array.isArray(value) && value.length === 0);

/** What a tab's form says about its schema, read through the form's own types. */
function coverage<S extends FormSchema>(name: string, form: FormConfig<S>) {
  const parsed = form.schema.safeParse(form.toInput ? form.toInput(form.empty) : form.empty);
  return {
    name,
    fieldNames: form.fields.map((field) => field.name),
    emptyNames: Object.keys(form.empty),
    schemaNames: Object.keys(form.schema.shape),
    // The fields the empty form is refused for: the required ones it leaves blank.
    refused: [...new Set(parsed.success ? [] : parsed.error.issues.map((issue) => String(issue.path[0])))].sort(),
    required: form.fields
      .filter((field) => field.required && isBlank(form.empty[field.name]))
      .map((field) => field.name)
      .sort(),
  };
}

const forms = [
  coverage('content', contentForm),
  coverage('recognition', recognitionForm),
  coverage('shame', shameForm),
  coverage('arsenal', arsenalForm),
  coverage('intelligence', intelligenceForm),
];

describe('each tab form covers its schema', () => {
  it.each(forms)('$name: one control per schema field, and an empty value for each', ({ fieldNames, emptyNames, schemaNames }) => {
    expect(new Set(fieldNames).size).toBe(fieldNames.length);
    expect([...fieldNames].sort()).toEqual([...schemaNames].sort());
    expect([...emptyNames].sort()).toEqual([...schemaNames].sort());
  });

  it.each(forms)('$name: the empty form is refused for its required fields only', ({ refused, required }) => {
    expect(refused).toEqual(required);
  });
});
