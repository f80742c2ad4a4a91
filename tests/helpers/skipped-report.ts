/**
 * The `sqlite` project's global setup: when vitest.config.ts left the `postgres` project out
 * (no PostgreSQL server on this machine), say so loudly at the start and again at the end of
 * the run, so a green run is never mistaken for one that covered PostgreSQL.
 */
export default function setup() {
  const reason = process.env.VITEST_POSTGRES_SKIPPED;
  if (!reason) return;
  const banner = () =>
    console.warn(
      [
        '',
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
        `!! SKIPPED: the PostgreSQL half of the suite (project "postgres") did not run: ${reason}.`,
        '!! Only SQLite was tested. Install PostgreSQL (apt-get install -y postgresql) to run both;',
        '!! under CI=true a missing PostgreSQL fails the run instead.',
        '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
        '',
      ].join('\n'),
    );
  banner();
  return () => banner();
}
