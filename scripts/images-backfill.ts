import { ConfigError, loadConfig } from '../src/server/config';
import { privateByDefault } from '../src/server/private-files';
import { openTarget } from '../src/server/db/database';
import { backfillImageVariants } from '../src/server/services/images';
import { createUploadStorage } from '../src/server/storage';

/**
 * `npm run images:backfill` (docs/decisions/031): makes the variants of every image
 * uploaded before they existed, in the uploads folder or the S3 bucket, and gives the rows that
 * show it the sized address. The server does the same in the background at each start; this
 * runs it ahead of an upgrade, or again. Run it on a migrated database.
 */
async function main() {
  privateByDefault();
  const config = loadConfig();
  const db = openTarget(config.database);
  const storage = await createUploadStorage(config);
  try {
    const started = performance.now();
    const { converted, skipped } = await backfillImageVariants(db, storage, config.uploads.dir);
    console.log(
      `Image variants: ${converted} uploads converted, ${skipped} left as they are (animated, too large, unreadable or missing) ` +
        `in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    storage.close();
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
