/**
 * The server `npm run bench:dispatch` starts: the built server (or, with BENCH_SOURCE=1 under tsx,
 * the sources), with 10,000 confirmed subscribers and a draft issue seeded when BENCH_SEED=1, sent
 * on SIGUSR2. Plain JavaScript, so the process whose RSS the bench reads holds the server alone.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SUBJECT = 'Bench issue';

/** What ships: the compiled server, unless the run asked for the sources. */
const library = () =>
  process.env.BENCH_SOURCE === '1'
    ? import(pathToFileURL(path.join(root, 'src/server/library.ts')).href)
    : import(pathToFileURL(path.join(root, 'dist/server/library.js')).href);

const { buildApp, loadConfig } = await library();
const config = loadConfig(process.env, { client: 'none' });
const app = await buildApp(config);
const db = app.services.db;
if (process.env.BENCH_SEED === '1') {
  const have = await db
    .selectFrom('dispatch_subscribers')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(have.n) === 0) {
    const at = new Date().toISOString();
    const total = Number(process.env.BENCH_SUBSCRIBERS);
    for (let from = 0; from < total; from += 500) {
      const rows = Array.from({ length: Math.min(500, total - from) }, (_, i) => ({
        email: `reader${from + i}@bench.example`,
        status: 'confirmed',
        consentSource: 'dispatch',
        consentWording: 'bench',
        consentAt: at,
        confirmedAt: at,
      }));
      await db.insertInto('dispatch_subscribers').values(rows).execute();
    }
    await db
      .insertInto('dispatch_issues')
      .values({
        subject: SUBJECT,
        body: '<p>A letter for the bench, with <strong>some</strong> words.</p><ul><li>One</li><li>Two</li></ul>',
      })
      .execute();
  }
}
// The bench's "Send now": the draft is scheduled for now and the sender woken.
process.on('SIGUSR2', () => {
  void db
    .updateTable('dispatch_issues')
    .set({ status: 'scheduled', scheduledAt: new Date().toISOString() })
    .where('status', '=', 'draft')
    .execute()
    .then(() => app.services.dispatch?.notify());
});
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: '127.0.0.1' });
process.stdout.write('ready\n');
