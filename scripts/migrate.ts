import { ConfigError, loadConfig } from '../src/server/config';
import { migrateToLatest, migrationSafety, openTarget } from '../src/server/db/database';
import { privateByDefault } from '../src/server/private-files';
import { FolderBusy, lockFolders, sqliteFolders } from '../src/server/server-lock';

/** `npm run migrate`: applies the migrations to the configured database (the server also does on start). */
async function main() {
  privateByDefault();
  const config = loadConfig();
  // Not under a running server (docs/decisions/039): on failure the copy is put back over the file.
  // PostgreSQL's migrator takes its own lock in the database.
  if (config.database.dialect === 'sqlite') {
    try {
      lockFolders(sqliteFolders(config.dataDir, config.database.file), 'migrate');
    } catch (error) {
      if (!(error instanceof FolderBusy)) throw error;
      console.error(`Not migrated: ${error.message} Stop it first: the server applies pending migrations when it starts.`);
      process.exit(1);
    }
  }
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
