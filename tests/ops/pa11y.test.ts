import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPages, startBuiltServer } from '../../scripts/audit-pa11y';

// pa11y's HTML_CodeSniffer (WCAG 2 AA) and axe find no error on the pages a visitor and the
// committee touch most, as the compiled server (npm run build first) sends them on a seeded
// database, in the system Chromium. The same audit prints its counts: `npm run audit:pa11y`.

let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;

beforeAll(async () => {
  server = await startBuiltServer();
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe('pa11y', () => {
  it('reports no error on the ten audited pages', async () => {
    if (!server) throw new Error('the built server did not start');
    const audits = await auditPages(server.base);
    const errors = audits.flatMap((a) => a.errors.map((e) => `${a.page} [${e.runner}] ${e.code}: ${e.message} at ${e.selector}`));
    expect(errors).toEqual([]);
    expect(audits.map((a) => a.page)).toHaveLength(10);
  }, 300_000);
});
