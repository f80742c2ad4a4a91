import path from 'node:path';
import { ConfigError, loadConfig, settingsHelp } from './config';
import { exitWithLauncher } from './launcher';
import { privateByDefault, sqliteDataFiles, tightenModes } from './private-files';
import { FolderBusy, lockFolders, sqliteFolders } from './server-lock';
import { SECRETS_KEY_FILE } from './auth/secret-box';

/** Starts the one process (D1) and drains it on SIGTERM/SIGINT (D22). */
async function main() {
  if (process.argv[2] === '--help' || process.argv[2] === '-h') {
    process.stdout.write(
      `Usage: npm start (node dist/server/main.js): migrate, seed an empty database and serve on PORT.\n\n${settingsHelp()}`,
    );
    return;
  }
  privateByDefault();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // One server per SQLite folder (docs/decisions/039), held before anything reads the database,
  // and before the app's code is even loaded, so a second start is refused at once.
  // PostgreSQL serves from N processes: no lock.
  if (config.database.dialect === 'sqlite') {
    try {
      lockFolders(sqliteFolders(config.dataDir, config.database.file), 'serve');
    } catch (error) {
      if (!(error instanceof FolderBusy)) throw error;
      console.error(`Not started: ${error.message} Stop that process first (or give this one another DATA_DIR).`);
      process.exit(1);
    }
  }
  // React and the other libraries read NODE_ENV itself: a production start (the default) must
  // load their production builds, which render pages several times faster.
  process.env.NODE_ENV ??= config.env;
  const { buildApp } = await import('./app');
  const app = await buildApp(config);
  if (config.database.dialect === 'sqlite') {
    // Made by an earlier version with the umask's mode (docs/decisions/039).
    const loose = tightenModes([...sqliteDataFiles(config.dataDir, config.database.file), path.join(config.dataDir, SECRETS_KEY_FILE)]);
    if (loose.length) app.log.warn(`Made private (mode 600): ${loose.join(', ')}`);
  }
  let closing = false;
  const shutdown = async (why: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${why}: draining requests and closing the database`);
    const timer = setTimeout(() => {
      app.log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM received'));
  process.on('SIGINT', () => void shutdown('SIGINT received'));
  // `npm start`: npm may go without passing the signal on (docs/decisions/039); the server goes with it.
  exitWithLauncher(() => void shutdown('The process that started this server (npm) is gone'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`The Brain Appreciation Club is open at ${config.publicUrl}`);
}

main().catch((error) => {
  // A setting found wrong once the database is open (the secrets key, docs/decisions/037): its message alone.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
