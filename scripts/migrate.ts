import { ConfigError, loadConfig } from '../src/server/config';
import { migrateToLatest, migrationSafety, openTarget } from '../src/server/db/database';

/** `npm run migrate`: applies the migrations to the configured database (the server also does on start). */
async function main() {
  const config = loadConfig();
  const where = config.database.dialect === 'postgres' ? 'the PostgreSQL database' : config.database.file;
  const db = openTarget(config.database);
  try {
    const safety = migrationSafety(config.database, config.dataDir, config.preMigrationBackups, (copy) =>
      console.log(`Copied the database to ${copy} first`),
    );
    const applied = await migrateToLatest(db, { safety });
    console.log(applied.length ? `Applied ${applied.join(', ')} to ${where}` : `${where} is up to date`);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
