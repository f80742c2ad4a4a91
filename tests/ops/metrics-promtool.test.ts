import { describe, expect, it } from 'vitest';
import { LIBRARY_LINT, promtoolCheck, promtoolMissing, scrapeBuiltServer } from '../helpers/promtool';

// `promtool check metrics` on a scrape of the compiled server on SQLite (npm run build first;
// docs/decisions/040): no problem with any of our families; the PostgreSQL run is metrics-promtool.postgres.test.ts.

describe.skipIf(promtoolMissing !== null)('promtool check metrics (SQLite)', () => {
  it('finds nothing wrong with the club_ families, and nothing but the known prom-client defaults', { timeout: 60_000 }, async () => {
    const text = await scrapeBuiltServer();
    for (const family of ['club_payments_total', 'club_sqlite_wal_bytes', 'club_sqlite_checkpoint_duration_seconds']) {
      expect(text).toContain(`# TYPE ${family} `);
    }
    expect(text).toMatch(/^club_comments_total\{status="pending"\} 1$/m);
    const { problems } = promtoolCheck(text);
    expect(problems.filter((p) => p.includes('club_'))).toEqual([]);
    expect(problems.filter((p) => !LIBRARY_LINT.includes(p))).toEqual([]);
  });

  it('has teeth: a family of ours named against the conventions is reported', () => {
    const bad = '# HELP club_bad_seconds_total A gauge misnamed\n# TYPE club_bad_seconds_total gauge\nclub_bad_seconds_total 1\n';
    expect(promtoolCheck(bad).problems.join('\n')).toContain('club_bad_seconds_total');
  });
});
