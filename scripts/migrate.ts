import { ConfigError, loadConfig } from '../src/server/config';
import { migrateToLatest, openDatabase } from '../src/server/db/database';

/** `npm run migrate`: applies the migrations to the configured database (the server also does on start). */
async function main() {
  const config = loadConfig();
  const { db } = openDatabase(config.databaseFile);
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied ${applied.join(', ')} to ${config.databaseFile}` : `${config.databaseFile} is up to date`);
  } finally {
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
