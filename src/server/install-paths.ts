import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where the club's built files are read from, in one place: the built client (`dist/client`, with
 * Vite's manifest), the server-rendering bundle and Redoc's browser bundle. `npm start` and the
 * tests read them from the checkout (the working directory, as before); the single binary
 * (`src/server/binary.ts`, docs/decisions/017-single-binary.md) extracts them to its cache
 * folder and names that folder here before loading a command.
 */
export type InstallPaths = {
  /** The built client: static files and `.vite/manifest.json`. */
  clientDist: string;
  /** The server-rendering bundle built by `vite build --ssr`. */
  serverEntry: string;
  /** Redoc's self-contained browser bundle, served at /api/docs. */
  redocBundle: string;
};

let installRoot: string | null = null;

/** Called by the binary before it loads a command: the folder holding its `dist/` and `node_modules/`. */
export function setInstallRoot(dir: string): void {
  installRoot = path.resolve(dir);
}

export function installPaths(): InstallPaths {
  const root = installRoot ?? process.cwd();
  // Redoc comes from node_modules: beside the checkout for npm start, beside the extracted files for the binary.
  const from = createRequire(installRoot ? path.join(installRoot, 'package.json') : import.meta.url);
  return {
    clientDist: path.join(root, 'dist', 'client'),
    serverEntry: path.join(root, 'dist', 'server', 'entry-server.js'),
    redocBundle: path.join(path.dirname(from.resolve('redoc/package.json')), 'bundles', 'redoc.standalone.js'),
  };
}
