import { buildApp } from './app';
import { ConfigError, loadConfig, settingsHelp } from './config';
import { writeMark } from './server-lock';

/** Starts the one process (D1) and drains it on SIGTERM/SIGINT (D22). */
async function main() {
  if (process.argv[2] === '--help' || process.argv[2] === '-h') {
    process.stdout.write(
      `Usage: npm start (node dist/server/main.js): migrate, seed an empty database and serve on PORT.\n\n${settingsHelp()}`,
    );
    return;
  }
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
  // React and the other libraries read NODE_ENV itself: a production start (the default) must
  // load their production builds, which render pages several times faster.
  process.env.NODE_ENV ??= config.env;
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining requests and closing the database`);
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
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  // `restore` refuses to swap the database under a running server (docs/decisions/022-operations.md).
  // Removed when the process exits (a SIGKILL leaves a stale mark, which names a dead process).
  writeMark(config.dataDir);
  app.log.info(`The Brain Appreciation Club is open at ${config.publicUrl}`);
}

main().catch((error) => {
  // A setting found wrong once the database is open (the secrets key, docs/decisions/037): its message alone.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
