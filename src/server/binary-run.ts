import { setInstallRoot } from './install-paths';

/**
 * The single binary's second step, compiled with the server into dist/server/binary-run.js: the
 * launcher (src/server/binary.ts) has unpacked the club into `root` and names the command. The
 * built files are read from there; the command is the same compiled module `npm start`,
 * `npm run migrate`, `npm run admin:create`, `npm run backup`, `npm run restore` and `npm run images:backfill` run (each runs when imported).
 */
export async function run(command: string, root: string): Promise<void> {
  setInstallRoot(root);
  switch (command) {
    case 'main':
      await import('./main');
      return;
    case 'migrate':
      await import('../../scripts/migrate');
      return;
    case 'admin-create':
      await import('../../scripts/admin-create');
      return;
    case 'backup':
      await import('../../scripts/backup');
      return;
    case 'restore':
      await import('../../scripts/restore');
      return;
    case 'images-backfill':
      await import('../../scripts/images-backfill');
      return;
    default:
      throw new Error(`Unknown command ${command}`);
  }
}
