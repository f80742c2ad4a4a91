/**
 * The route tree (`src/client/route-tree.gen.ts`, not committed) made from the file routes in
 * `src/client/routes/`. The Vite build makes it through TanStack's plugin with these options
 * (vite.config.ts imports them); `npm run typecheck` makes it first with the same generator, so a
 * fresh clone type-checks without a build: `node --import tsx scripts/route-tree.ts`.
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

/** The router plugin's options; paths are relative to the client root, Vite's `root`. */
export const routerOptions = {
  target: 'react',
  routesDirectory: './routes',
  generatedRouteTree: './route-tree.gen.ts',
  autoCodeSplitting: true,
  // A route's screens in one chunk, not one each: a detail page's not-found screen is a few hundred
  // bytes, while every chunk costs the home page's entry an import and a preload-table row.
  codeSplittingOptions: { defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']] },
} as const;

const clientRoot = fileURLToPath(new URL('../src/client', import.meta.url));

/** Writes the route tree (only when it differs from the file already there). */
async function generateRouteTree(): Promise<void> {
  const config = getConfig({ ...routerOptions }, clientRoot);
  await new Generator({ config, root: clientRoot }).run();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await generateRouteTree();
