import { describe, expect, it } from 'vitest';
import { batchRefusal, MAX_BATCH, UNBATCHED_PROCEDURES } from './trpc';

describe('the batch rule', () => {
  it('lets one call and small batches through', () => {
    expect(batchRefusal('public.content.list')).toBeNull();
    expect(batchRefusal('admin.auth.login')).toBeNull();
    expect(batchRefusal('public.content.list%2Cadmin.auth.login')).toMatch('cannot be sent in a batch');
    expect(batchRefusal(Array(MAX_BATCH).fill('public.content.list').join(','))).toBeNull();
  });

  it('refuses a batch larger than MAX_BATCH', () => {
    expect(
      batchRefusal(
        Array(MAX_BATCH + 1)
          .fill('public.content.list')
          .join(','),
      ),
    ).toMatch(`at most ${MAX_BATCH} calls`);
  });

  it('refuses every secret-checking procedure in a batch', () => {
    for (const name of UNBATCHED_PROCEDURES)
      expect(batchRefusal(`public.content.list,${name}`)).toMatch(`${name} cannot be sent in a batch`);
  });
});
