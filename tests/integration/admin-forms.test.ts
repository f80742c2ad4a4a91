import { describe, it } from 'vitest';
import { type CreateBodies, useAdminTestApp, validItem } from '../helpers/admin-session';
import { expectIssues } from '../helpers/field-error';

const { admin } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

// The rules of the admin catalogue forms beyond their required title, description and category
// (part 2 section 5): each row is a catalogue, the fields that break a rule and the spec messages.
// (The content and intelligence forms' messages: content.test.ts, intelligence.test.ts.)
describe('admin catalogue forms answer the spec messages', () => {
  it.each<[keyof CreateBodies, Record<string, unknown>, Record<string, string>]>([
    ['recognition', { company: '', websiteUrl: 'not a url' }, { company: 'Company is required', websiteUrl: 'Must be a valid URL' }],
    ['shame', { example: '', sourceUrl: 'ftp://x' }, { example: 'Example is required', sourceUrl: 'Must be a valid URL' }],
    [
      'arsenal',
      { content: ' ', type: 'spell' },
      { content: 'Content is required', type: 'Type must be one of prompt, dataset, tool, video' },
    ],
  ])('%s refuses %j', async (kind, fields, messages) => {
    const res = await admin('POST', `/api/admin/${kind}`, { ...validItem[kind], ...fields });
    expectIssues(
      res,
      Object.entries(messages).map(([path, message]) => ({ path, message })),
    );
  });
});
