import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Library from '~/server/library';

/**
 * The server the tests drive: the sources (under Vitest's transform), or, with TEST_SERVER=build, the
 * compiled bundle in dist/server/ that `npm start` and the binary run (`npm run test:runtime` sets it,
 * under the Node.js the binary embeds). Tests take buildApp, loadConfig, the router and the
 * process-wide counters from here, never from src/ directly, so the same test checks either.
 */
export const testingBuild = process.env.TEST_SERVER === 'build';

const builtLibrary = path.resolve(import.meta.dirname, '../../dist/server/library.js');

async function load(): Promise<typeof Library> {
  if (!testingBuild) return import('~/server/library');
  // Loaded by Node itself (vitest.config.ts externalises dist/), as `node dist/server/main.js` loads it.
  const built: typeof Library = await import(/* @vite-ignore */ pathToFileURL(builtLibrary).href);
  return built;
}

export const server = await load();
