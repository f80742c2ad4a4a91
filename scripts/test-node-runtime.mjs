/**
 * `npm run test:runtime`: the Vitest suite (both database projects) again, under the Node.js the
 * single binary embeds (scripts/node-runtime.mjs), and against the compiled server in dist/server/
 * (TEST_SERVER=build, tests/helpers/server-under-test.ts): the runtime and the bundle that ship are
 * what is tested, whatever Node runs `npm test`. `npm run build` first. Arguments are passed to `vitest run`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureNodeRuntime } from './node-runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const library = path.join(root, 'dist', 'server', 'library.js');
if (!fs.existsSync(library)) {
  console.error(`${path.relative(root, library)} is missing: run \`npm run build\` first (this run tests the build).`);
  process.exit(1);
}
const runtime = ensureNodeRuntime();
console.log(
  `\nVitest under the embedded Node.js ${runtime.version} (${path.relative(root, runtime.node)}), against the build in dist/server:\n`,
);
const result = spawnSync(runtime.node, [path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    TEST_SERVER: 'build',
    // Every process of the run, the test forks and the servers they start, is this runtime.
    PATH: `${path.dirname(runtime.node)}${path.delimiter}${process.env.PATH ?? ''}`,
    // The Node that ran `npm ci` (node_modules' compiled addons fit it): tests that start an older
    // build of the club, made before decision 023, run that build on it.
    CLUB_INSTALL_NODE: process.execPath,
  },
});
process.exit(result.status ?? 1);
