import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { arsenalCreateInput, arsenalUpdateInput } from '~/shared/schemas/arsenal';
import { contentCreateInput, contentUpdateInput } from '~/shared/schemas/content';
import { intelligenceCreateInput, intelligenceUpdateInput } from '~/shared/schemas/intelligence';
import { recognitionCreateInput, recognitionUpdateInput } from '~/shared/schemas/recognition';
import { shameCreateInput, shameUpdateInput } from '~/shared/schemas/shame';
import { arsenalForm } from '../tabs/arsenal-tab';
import { contentForm } from '../tabs/content-tab';
import { intelligenceForm } from '../tabs/intelligence-tab';
import { recognitionForm } from '../tabs/recognition-tab';
import { shameForm } from '../tabs/shame-tab';
import { jsonInput } from './json-input';

/** What the admin forms hold with every optional field left blank: each form's empty values, the required ones filled. */
const forms: [string, z.ZodObject, z.ZodObject, object][] = [
  ['content', contentCreateInput, contentUpdateInput, { ...contentForm.empty, title: 'T', category: 'C', description: '<p>D</p>' }],
  [
    'recognition',
    recognitionCreateInput,
    recognitionUpdateInput,
    { ...recognitionForm.empty, title: 'T', company: 'Co', category: 'C', description: '<p>D</p>' },
  ],
  ['shame', shameCreateInput, shameUpdateInput, { ...shameForm.empty, title: 'T', category: 'C', description: 'D', example: 'E' }],
  ['arsenal', arsenalCreateInput, arsenalUpdateInput, { ...arsenalForm.empty, title: 'T', category: 'C', description: 'D', content: 'X' }],
  [
    'intelligence',
    intelligenceCreateInput,
    intelligenceUpdateInput,
    { ...intelligenceForm.empty, title: 'T', summary: 'S', content: '<p>C</p>', sourceTitle: 'ST', sourceUrl: 'https://example.com' },
  ],
];

describe('jsonInput: the admin forms send what they validated', () => {
  it.each(forms)('%s: the JSON body parses back to the validated output', (_, create, _update, values) => {
    const data = create.parse(values);
    const body = JSON.parse(JSON.stringify(jsonInput(data, Object.keys(values))));
    expect(create.parse(body)).toEqual(data);
  });

  it.each(forms)('%s: an edit that empties the optional fields still names them, so they are cleared', (_, create, update, values) => {
    const data = create.parse(values);
    const body = JSON.parse(JSON.stringify({ ...jsonInput(data, Object.keys(values)), id: 1 }));
    const parsed = update.parse(body);
    const emptied = Object.keys(values).filter((k) => data[k] === undefined);
    expect(emptied.length).toBeGreaterThan(0);
    for (const name of emptied) {
      expect(name in parsed).toBe(true);
      expect(parsed[name]).toBeUndefined();
    }
  });
});
